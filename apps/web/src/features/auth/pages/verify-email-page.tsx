import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { serverErrorOr } from '../../../lib/error-text';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';
import { useAuth } from '../../../hooks/use-auth';
import { DocumentTitle } from '../../../components/document-title';

/**
 * The link mailed to a new address. Opening it changes nothing (mail scanners open links too); the
 * owner confirms with the button.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation('account');
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
      title={t('verify.title')}
      footer={
        <Link to="/profile" className="font-semibold text-brand-700 hover:underline">
          {t('verify.toProfile')}
        </Link>
      }
    >
      <DocumentTitle>{`${t('verify.docTitle')} · Mavazi`}</DocumentTitle>
      <div aria-live="polite" className="space-y-4">
        {verify.data ? (
          <p className="text-stone-700">{verify.data.message}</p>
        ) : (
          <>
            <p className="text-stone-700">{t('verify.why')}</p>
            {!token || verify.error ? (
              <div role="alert" className="space-y-2 rounded-lg bg-red-50 p-3 text-sm text-red-800">
                <p>
                  {verify.error
                    ? serverErrorOr(verify.error, t('verify.failed'))
                    : t('verify.incomplete')}
                </p>
                <p>{t('verify.newLink')}</p>
              </div>
            ) : null}
            <Button
              size="lg"
              className="w-full"
              busy={verify.isPending}
              disabled={!token}
              onClick={confirm}
            >
              {t('verify.submit')}
            </Button>
          </>
        )}
      </div>
    </AuthCard>
  );
}
