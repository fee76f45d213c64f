import { useTranslation } from 'react-i18next';
import type { BoundField } from '../lib/forms';
import { TextField } from './form-field';

type AccountField = 'username' | 'email' | 'phone_number' | 'imageUrl';

/** Username, email, phone and picture, as registration and the profile ask for them. */
export function AccountFields({
  field,
  phoneOptional = false,
}: {
  field: (name: AccountField) => BoundField;
  /** Registration asks for a phone; the profile may leave it empty. */
  phoneOptional?: boolean;
}) {
  const { t } = useTranslation('home');
  return (
    <>
      <TextField
        label={t('accountFields.username')}
        autoComplete="username"
        {...field('username')}
      />
      <TextField
        label={t('accountFields.email')}
        type="email"
        autoComplete="email"
        {...field('email')}
      />
      <TextField
        label={phoneOptional ? t('accountFields.phoneOptional') : t('accountFields.phone')}
        type="tel"
        autoComplete="tel"
        placeholder="+254 712 345 678"
        {...field('phone_number')}
      />
      <TextField
        label={t('accountFields.image')}
        type="url"
        placeholder="https://…"
        {...field('imageUrl')}
      />
    </>
  );
}
