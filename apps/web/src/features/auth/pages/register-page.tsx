import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { registerFormSchema } from '@mavazi/shared/auth.schemas';
import { AccountFields } from '../../../components/account-fields';
import { Button } from '../../../components/button';
import { serverError } from '../../../lib/error-text';
import { bindFields, submitShowingServerErrors } from '../../../lib/forms';
import { useRegister } from '../api/register';
import { AuthCard } from '../components/auth-card';
import { NewPasswordFields, toastPasswordMismatch } from '../components/new-password-fields';

export function RegisterPage() {
  const navigate = useNavigate();
  const registration = useRegister();
  const form = useForm({
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
  const { getValues } = form;
  const field = bindFields(form);

  const onSubmit = submitShowingServerErrors(
    form,
    async ({ username, email, phone_number, imageUrl, password }) => {
      const result = await registration.mutateAsync({
        username,
        email,
        phone_number,
        imageUrl: imageUrl || undefined,
        password,
      });
      toast.success(result.message);
      navigate('/login');
    },
    (err) => {
      const reason = serverError(err);
      toast.error(reason ? `Registration failed: ${reason}` : 'Registration failed');
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
        <AccountFields field={field} />
        <NewPasswordFields passwordLabel="Password" confirmLabel="Confirm password" field={field} />
        <Button type="submit" size="lg" className="w-full" busy={registration.isPending}>
          Register
        </Button>
      </form>
    </AuthCard>
  );
}
