import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { useAuth } from '../../../hooks/use-auth';
import { TextField } from '../../../components/form-field';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { serverErrorOr } from '../../../lib/error-text';
import { bindFields, submitShowingServerErrors } from '../../../lib/forms';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { toast } from '../../../lib/toast';
import { useDeleteAccount } from '../api/delete-account';
import { useDownloadMyData } from '../api/download-my-data';

const deleteChecks = lazyResolver(() =>
  import('../profile-form-checks').then((m) => m.deleteAccountResolver),
);

/** The Data Protection Act's rights: a copy of everything held, and erasure with the password. */
export function PrivacyActions() {
  const { t } = useTranslation('account');
  const download = useDownloadMyData();
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const { forget } = useAuth();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const form = useForm({
    resolver: deleteChecks.resolver,
    defaultValues: { password: '' },
  });
  const field = bindFields(form);

  const save = () =>
    download.mutate(undefined, {
      onSuccess: () => toast.success(t('privacy.downloaded')),
      onError: (err) =>
        toast.error(t('privacy.downloadFailed', { error: serverErrorOr(err, errorMessage(err)) })),
    });

  const onDelete = submitShowingServerErrors(
    form,
    async ({ password }) => {
      await remove.mutateAsync(password);
      // Leave the guarded page first, or its guard sends the shopper to /login.
      await navigate('/', { replace: true });
      // Every token of the account stopped working: this browser forgets it and what it cached,
      // public reads too (they may still show the erased name, e.g. on reviews).
      forget();
      queryClient.clear();
      toast.success(t('deletion.done'));
    },
    (err) => {
      if (isApiError(err, 'WRONG_PASSWORD'))
        form.setError('password', { type: 'server', message: serverErrorOr(err, err.message) });
      toast.error(t('deletion.failed', { error: serverErrorOr(err, errorMessage(err)) }));
    },
  );

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <p className="text-sm text-stone-700">
          {t('privacy.intro')}{' '}
          <Link to="/privacy" className="font-semibold text-brand-700 hover:underline">
            {t('privacy.policy')}
          </Link>
        </p>
        <p id="download-hint" className="text-sm text-stone-600">
          {t('privacy.downloadHint')}
        </p>
        <Button
          variant="secondary"
          busy={download.isPending}
          aria-describedby="download-hint"
          onClick={save}
        >
          {t('privacy.download')}
        </Button>
      </div>
      <section
        aria-labelledby="delete-account"
        className="space-y-3 rounded-2xl border border-red-200 bg-red-50 p-4"
      >
        <h3 id="delete-account" className="font-semibold text-red-900">
          {t('deletion.heading')}
        </h3>
        <p className="text-sm font-medium text-red-900">{t('deletion.warning')}</p>
        <p className="text-sm text-stone-800">{t('deletion.removed')}</p>
        <p className="text-sm text-stone-800">{t('deletion.kept')}</p>
        {confirming ? (
          <form
            noValidate
            onFocus={deleteChecks.preload}
            onSubmit={onDelete}
            aria-labelledby="delete-account"
            className="space-y-3"
          >
            <TextField
              label={t('deletion.password')}
              type="password"
              autoComplete="current-password"
              hint={t('deletion.passwordHint')}
              autoFocus
              {...field('password')}
            />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" variant="danger" busy={remove.isPending}>
                {t('deletion.confirm')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  setConfirming(false);
                  form.reset();
                }}
              >
                {t('deletion.cancel')}
              </Button>
            </div>
          </form>
        ) : (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('deletion.open')}
          </Button>
        )}
      </section>
    </div>
  );
}
