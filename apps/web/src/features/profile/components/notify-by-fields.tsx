import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';

const boxClass = 'h-5 w-5 shrink-0 accent-brand-600';

/** Email, SMS or both for order news; security mails (password, email changes) always go by email. */
export function NotifyByFields({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  const { t } = useTranslation('account');
  const errorId = 'notify-by-error';
  return (
    <fieldset
      className="space-y-2 sm:col-span-2"
      aria-describedby={error ? `notify-by-hint ${errorId}` : 'notify-by-hint'}
    >
      <legend className="text-sm font-medium text-stone-800">{t('notify.legend')}</legend>
      <p id="notify-by-hint" className="text-sm text-stone-600">
        {t('notify.hint')}
      </p>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <label className="flex min-h-11 items-center gap-2 text-sm text-stone-700">
          <input type="checkbox" value="email" className={boxClass} {...registration} />
          {t('notify.email')}
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm text-stone-700">
          <input type="checkbox" value="sms" className={boxClass} {...registration} />
          {t('notify.sms')}
        </label>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
