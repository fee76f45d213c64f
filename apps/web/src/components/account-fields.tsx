import { useTranslation } from 'react-i18next';
import type { BoundField } from '../lib/forms';
import { TextField } from './form-field';

/** The same in every language. */
const URL_EXAMPLE = 'https://…';

type AccountField = 'username' | 'email' | 'phone_number' | 'imageUrl';

/** Username, email, phone and picture, as registration and the profile ask for them. */
export function AccountFields({
  field,
  phoneOptional = false,
  usernameOptional = false,
}: {
  field: (name: AccountField) => BoundField;
  /** Registration asks for a phone; the profile may leave it empty. */
  phoneOptional?: boolean;
  /** Registration makes one from the name when it is left empty. */
  usernameOptional?: boolean;
}) {
  const { t } = useTranslation('account');
  return (
    <>
      <TextField
        label={usernameOptional ? t('fields.usernameOptional') : t('fields.username')}
        autoComplete="username"
        hint={usernameOptional ? t('fields.usernameHint') : undefined}
        {...field('username')}
      />
      <TextField label={t('fields.email')} type="email" autoComplete="email" {...field('email')} />
      <TextField
        label={phoneOptional ? t('fields.phoneOptional') : t('fields.phone')}
        type="tel"
        autoComplete="tel"
        placeholder="+254 712 345 678"
        {...field('phone_number')}
      />
      <TextField
        label={t('fields.imageUrl')}
        type="url"
        placeholder={URL_EXAMPLE}
        {...field('imageUrl')}
      />
    </>
  );
}
