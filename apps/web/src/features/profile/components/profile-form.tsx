import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { updateUserBodySchema, type User } from '@mavazi/shared/auth.schemas';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { errorMessage } from '../../../lib/api-client';
import { serverError } from '../../../lib/error-text';
import { useUpdateUser } from '../api/update-user';

/** The form's values for a user: empty strings where the profile has nothing. */
function formValues(user: User) {
  return {
    username: user.username,
    email: user.email,
    phone_number: user.phone_number ?? '',
    imageUrl: user.imageUrl ?? '',
  };
}

export function ProfileForm({ user, onUpdated }: { user: User; onUpdated: (user: User) => void }) {
  const update = useUpdateUser();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(updateUserBodySchema.omit({ current_password: true })),
    defaultValues: formValues(user),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await update.mutateAsync(values);
      onUpdated(result.user);
      reset(formValues(result.user));
      toast.success(result.message);
    } catch (err) {
      toast.error(serverError(err) ?? `Update failed: ${errorMessage(err)}`);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Username"
          autoComplete="username"
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          error={errors.phone_number?.message}
          {...register('phone_number')}
        />
        <TextField
          label="Image URL (optional)"
          type="url"
          error={errors.imageUrl?.message}
          {...register('imageUrl')}
        />
      </div>
      <Button type="submit" busy={update.isPending} disabled={!isDirty}>
        Update Profile
      </Button>
    </form>
  );
}
