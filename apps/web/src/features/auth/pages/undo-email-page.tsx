import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/button';
import { serverErrorOr } from '../../../lib/error-text';
import { shopperSession } from '../../../lib/session-store';
import { useUndoEmailChange } from '../api/undo-email-change';
import { AuthCard } from '../components/auth-card';
import { NewPasswordForm } from '../components/new-password-form';
import { DocumentTitle } from '../../../components/document-title';

/**
 * The link mailed to the old address after an email change. Opening it changes nothing (mail scanners
 * open links too); the owner confirms with the button, then chooses a new password at once.
 */
export function UndoEmailPage() {
  const { t } = useTranslation('account');
  const { token = '' } = useParams();
  const undo = useUndoEmailChange(token);

  const restore = () =>
    undo.mutate(undefined, {
      // Every session of the account has ended on the server; this browser's ends here too.
      onSuccess: () => shopperSession.clear(),
    });

  return (
    <AuthCard
      title={t('undo.title')}
      footer={
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          {t('undo.back')}
        </Link>
      }
    >
      <DocumentTitle>{`${t('undo.docTitle')} · Mavazi`}</DocumentTitle>
      <div aria-live="polite" className="space-y-4">
        {undo.data ? (
          <>
            <p className="text-stone-700">{undo.data.message}</p>
            <p className="text-sm text-stone-600">
              {t('undo.yourEmail')} <strong className="text-stone-900">{undo.data.email}</strong>
            </p>
            <NewPasswordForm token={undo.data.reset_token} />
          </>
        ) : (
          <>
            <p className="text-stone-700">{t('undo.intro')}</p>
            {undo.error ? (
              <div role="alert" className="space-y-2 rounded-lg bg-red-50 p-3 text-sm text-red-800">
                <p>{serverErrorOr(undo.error, t('undo.failed'))}</p>
                <Link to="/password-reset-request" className="font-semibold text-red-900 underline">
                  {t('undo.resetInstead')}
                </Link>
              </div>
            ) : null}
            <Button size="lg" className="w-full" busy={undo.isPending} onClick={restore}>
              {t('undo.submit')}
            </Button>
          </>
        )}
      </div>
    </AuthCard>
  );
}
