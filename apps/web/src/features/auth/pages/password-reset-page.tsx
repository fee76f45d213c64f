import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { resetPasswordFormSchema } from '@mavazi/shared/auth.schemas';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { serverErrorOr } from '../../../lib/error-text';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';

export function PasswordResetPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const resetRequest = useResetPassword(token);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { password: '', confirm_password: '' } });

  const onSubmit = handleSubmit(
    async ({ password }) => {
      try {
        const result = await resetRequest.mutateAsync({ password });
        toast.success(result.message);
        navigate('/login');
      } catch (err) {
        toast.error(serverErrorOr(err, 'Failed to reset password.'));
      }
    },
    () => {
      const { password, confirm_password } = getValues();
      if (confirm_password && password !== confirm_password) toast.error('Passwords do not match.');
    },
  );

  const busy = resetRequest.isPending;
  return (
    <AuthCard
      title="Choose a new password"
      footer={
        <Link to="/password-reset-request" className="font-semibold text-brand-700 hover:underline">
          Need a new link?
        </Link>
      }
    >
      <title>New password · Mavazi</title>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
    </AuthCard>
  );
}
