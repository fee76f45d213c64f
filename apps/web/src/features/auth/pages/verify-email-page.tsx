import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { serverErrorOr } from '../../../lib/error-text';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';
import { useAuth } from '../use-auth';

/**
 * The link mailed to a new address. Opening it changes nothing (mail scanners open links too); the
 * owner confirms with the button.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const { user, updateUser } = useAuth();

  const confirm = () =>
    verify.mutate(
      { token },
      {
        // A signed-in shopper's profile shows the new state at once.
        onSuccess: () => {
          if (user) updateUser({ ...user, email_verified: true });
        },
      },
    );

  return (
    <AuthCard
      title="Verify your email"
      footer={
        <Link to="/profile" className="font-semibold text-brand-700 hover:underline">
          Go to your profile
        </Link>
      }
    >
      <title>Verify email · Mavazi</title>
      <div aria-live="polite" className="space-y-4">
        {verify.data ? (
          <p className="text-stone-700">{verify.data.message}</p>
        ) : (
          <>
            <p className="text-stone-700">
              Confirm that this email address is yours. Until then our emails leave out your
              delivery address and other details you typed.
            </p>
            {!token || verify.error ? (
              <div role="alert" className="space-y-2 rounded-lg bg-red-50 p-3 text-sm text-red-800">
                <p>
                  {verify.error
                    ? serverErrorOr(verify.error, 'Could not verify your email.')
                    : 'This link is incomplete. Open the link from the email again.'}
                </p>
                <p>You can ask for a new link on your profile page.</p>
              </div>
            ) : null}
            <Button
              size="lg"
              className="w-full"
              busy={verify.isPending}
              disabled={!token}
              onClick={confirm}
            >
              Verify my email
            </Button>
          </>
        )}
      </div>
    </AuthCard>
  );
}
