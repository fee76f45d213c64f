import { useTranslation } from 'react-i18next';
import type { User } from '@mavazi/shared/auth.schemas';
import { errorMessage } from '../../../lib/api-client';
import { serverErrorOr } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { useUpdateUser } from '../api/update-user';

/** Consent to offers and cart reminders: a plain switch, saved at once, with the day it was given. */
export function MarketingConsent({
  user,
  onUpdated,
}: {
  user: User;
  onUpdated: (user: User) => void;
}) {
  const { t } = useTranslation('account');
  const update = useUpdateUser();
  const consent = user.marketing_opt_in === true;

  async function change(next: boolean): Promise<void> {
    try {
      const result = await update.mutateAsync({
        username: user.username,
        email: user.email,
        marketing_opt_in: next,
      });
      onUpdated(result.user);
      toast.success(next ? t('marketing.on') : t('marketing.off'));
    } catch (err) {
      toast.error(t('marketing.failed', { error: serverErrorOr(err, errorMessage(err)) }));
    }
  }

  return (
    <div className="space-y-2">
      <label className="flex min-h-11 items-start gap-3 text-sm text-stone-800">
        <input
          type="checkbox"
          checked={consent}
          disabled={update.isPending}
          aria-describedby="marketing-hint"
          onChange={(event) => void change(event.currentTarget.checked)}
          className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
        />
        <span>{t('marketing.label')}</span>
      </label>
      <p id="marketing-hint" className="text-sm text-stone-600">
        {t('marketing.hint')}
        {consent && user.marketing_opt_in_at
          ? ` ${t('marketing.since', { date: formatDate(user.marketing_opt_in_at, 'long') })}`
          : null}
      </p>
    </div>
  );
}
