import { useTranslation } from 'react-i18next';
import { useFormContext } from 'react-hook-form';
import type { GuestContact } from '@mavazi/shared/orders.schemas';
import { TextField } from '../../../components/form-field';
import { bindFields } from '../../../lib/forms';

/** The body's names of the guest's fields, for the server's field problems. */
export const GUEST_FIELDS = {
  'guest.name': 'guest.name',
  'guest.email': 'guest.email',
  'guest.phone': 'guest.phone',
} as const;

/** Who a guest is: the order's mails, texts and private link go to this address and phone. */
export function GuestFields() {
  const { t } = useTranslation('purchase');
  const form = useFormContext<{ guest: GuestContact }>();
  const field = bindFields(form);
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-semibold text-stone-900">{t('guest.legend')}</legend>
      <p className="text-sm text-stone-600">{t('guest.why')}</p>
      <TextField label={t('guest.name')} autoComplete="name" {...field('guest.name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('guest.email')}
          type="email"
          autoComplete="email"
          {...field('guest.email')}
        />
        <TextField
          label={t('guest.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={t('guest.phoneHint')}
          {...field('guest.phone')}
        />
      </div>
    </fieldset>
  );
}
