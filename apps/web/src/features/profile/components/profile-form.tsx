import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { updateUserBodySchema, type User } from '@mavazi/shared/auth.schemas';
import { AccountFields } from '../../../components/account-fields';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api-client';
import { serverError } from '../../../lib/error-text';
import { bindFields, submitShowingServerErrors } from '../../../lib/forms';
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
  const form = useForm({
    resolver: zodResolver(updateUserBodySchema),
    defaultValues: formValues(user),
  });
  const {
    reset,
    formState: { isDirty },
  } = form;
  const field = bindFields(form);

  const onSubmit = submitShowingServerErrors(
    form,
    async (values) => {
      const result = await update.mutateAsync(values);
      onUpdated(result.user);
      reset(formValues(result.user));
      toast.success(result.message);
    },
    (err) => toast.error(serverError(err) ?? `Update failed: ${errorMessage(err)}`),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <AccountFields field={field} phoneOptional />
      </div>
      <Button type="submit" busy={update.isPending} disabled={!isDirty}>
        Update Profile
      </Button>
    </form>
  );
}
