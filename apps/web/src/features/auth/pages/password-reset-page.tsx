import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { resetPasswordFormSchema } from '@mavazi/shared/auth.schemas';
import { Button } from '../../../components/button';
import { serverErrorOr } from '../../../lib/error-text';
import { bindFields, submitShowingServerErrors } from '../../../lib/forms';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { NewPasswordFields, toastPasswordMismatch } from '../components/new-password-fields';

export function PasswordResetPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const resetRequest = useResetPassword(token);
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirm_password: '' },
  });
  const { getValues } = form;
  const field = bindFields(form);

  const onSubmit = submitShowingServerErrors(
    form,
    async ({ password }) => {
      const result = await resetRequest.mutateAsync({ password });
      toast.success(result.message);
      navigate('/login');
    },
    (err) => toast.error(serverErrorOr(err, 'Failed to reset password.')),
    () => toastPasswordMismatch(getValues(), 'Passwords do not match.'),
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
        <NewPasswordFields
          passwordLabel="New password"
          confirmLabel="Confirm new password"
          field={field}
        />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
    </AuthCard>
  );
}
