import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { TextField } from '../../../components/form-field';
import type { BoundField } from '../../../lib/forms';

type PasswordPair = { password: string; confirm_password: string };
type PasswordPairName = keyof PasswordPair;

/** A new password and its confirmation, as registration and the reset page ask for them. */
export function NewPasswordFields({
  passwordLabel,
  confirmLabel,
  field,
}: {
  passwordLabel: string;
  confirmLabel: string;
  field: (name: PasswordPairName) => BoundField;
}) {
  const { t } = useTranslation('account');
  return (
    <>
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        hint={t('fields.passwordHint')}
        {...field('password')}
      />
      <TextField
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        {...field('confirm_password')}
      />
    </>
  );
}

/** Spec §5: a confirmation that differs is announced as a toast (the form itself sends nothing). */
export function toastPasswordMismatch(
  { password, confirm_password }: PasswordPair,
  message: string,
): void {
  if (confirm_password && password !== confirm_password) toast.error(message);
}
