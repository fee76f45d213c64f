import { useTranslation } from 'react-i18next';
import type { User } from '@mavazi/shared/auth.schemas';
import { Button } from '../../../components/button';
import { serverErrorOr } from '../../../lib/error-text';
import { useResendVerification } from '../api/resend-verification';

/** "Verified", or why it matters and a button that mails the link again. */
export function EmailVerificationStatus({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const resend = useResendVerification();
  if (user.email_verified) {
    return (
      <p className="mt-1 inline-flex rounded-full bg-emerald-50 px-2 py-0.5 text-sm font-medium text-emerald-800">
        {t('verification.verified')}
      </p>
    );
  }
  return (
    <div className="mt-2 space-y-2 text-sm">
      <p className="inline-flex rounded-full bg-amber-50 px-2 py-0.5 font-medium text-amber-900">
        {t('verification.notVerified')}
      </p>
      <p className="text-stone-600">{t('verification.why')}</p>
      <div aria-live="polite">
        {resend.data ? <p className="text-stone-700">{resend.data.message}</p> : null}
        {resend.error ? (
          <p role="alert" className="text-red-800">
            {serverErrorOr(resend.error, t('verification.sendFailed'))}
          </p>
        ) : null}
      </div>
      <Button
        variant="secondary"
        busy={resend.isPending}
        disabled={resend.isSuccess}
        onClick={() => resend.mutate()}
      >
        {t('verification.sendAgain')}
      </Button>
    </div>
  );
}
