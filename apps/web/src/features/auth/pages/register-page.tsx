import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { registerFormSchema } from '@mavazi/shared/auth.schemas';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { serverError } from '../../../lib/error-text';
import { useRegister } from '../api/register';
import { AuthCard } from '../components/auth-card';
import { NewPasswordFields, toastPasswordMismatch } from '../components/new-password-fields';

export function RegisterPage() {
  const navigate = useNavigate();
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      username: '',
      email: '',
      phone_number: '',
      imageUrl: '',
      password: '',
      confirm_password: '',
    },
  });

  const onSubmit = handleSubmit(
    async ({ username, email, phone_number, imageUrl, password }) => {
      try {
        const result = await registration.mutateAsync({
          username,
          email,
          phone_number,
          imageUrl: imageUrl || undefined,
          password,
        });
        toast.success(result.message);
        navigate('/login');
      } catch (err) {
        const reason = serverError(err);
        toast.error(reason ? `Registration failed: ${reason}` : 'Registration failed');
      }
    },
    () => toastPasswordMismatch(getValues(), 'Passwords do not match'),
  );

  return (
    <AuthCard
      title="Create your account"
      subtitle="Join Mavazi for faster checkout and order tracking."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            Log in
          </Link>
        </>
      }
    >
      <title>Register · Mavazi</title>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
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
          label="Phone"
          type="tel"
          autoComplete="tel"
          placeholder="+254 712 345 678"
          error={errors.phone_number?.message}
          {...register('phone_number')}
        />
        <TextField
          label="Image URL (optional)"
          type="url"
          placeholder="https://…"
          error={errors.imageUrl?.message}
          {...register('imageUrl')}
        />
        <NewPasswordFields
          passwordLabel="Password"
          confirmLabel="Confirm password"
          register={register}
          errors={errors}
        />
        <Button type="submit" size="lg" className="w-full" busy={registration.isPending}>
          Register
        </Button>
      </form>
    </AuthCard>
  );
}
