import { useTranslation } from 'react-i18next';
import type { ComponentProps } from 'react';
import { formatKenyanPhone, normalizeKenyanPhone } from '@mavazi/shared/kenya';
import { TextField } from './form-field';

/** The input for the number an M-Pesa prompt goes to (checkout and "Pay again"). */
export function MpesaPhoneField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  const { t } = useTranslation('shop');
  return (
    <TextField
      label={t('payment.phone')}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="0712 345 678"
      {...props}
    />
  );
}

/** A number as the shopper would type it (0712 345 678), or '' when it is no Kenyan mobile number. */
export function typedPhone(phone: string | null | undefined): string {
  const normalized = normalizeKenyanPhone(phone ?? '');
  return normalized ? formatKenyanPhone(normalized) : '';
}
