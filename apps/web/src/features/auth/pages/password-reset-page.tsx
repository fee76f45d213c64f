import { Link, useParams } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { NewPasswordForm } from '../components/new-password-form';

export function PasswordResetPage() {
  const { token = '' } = useParams();
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
      <NewPasswordForm token={token} />
    </AuthCard>
  );
}
