import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { serverErrorOr } from '../../../lib/error-text';
import { bindFields, submitShowingServerErrors } from '../../../lib/forms';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordFields, toastPasswordMismatch } from './new-password-fields';

const newPasswordChecks = lazyResolver(() =>
  import('../auth-form-checks').then((m) => m.newPasswordResolver),
);

/** Sets a new password with a reset token (a mailed link, or the undo of an email change), then goes to /login. */
export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const resetRequest = useResetPassword(token);
  const form = useForm({
    resolver: newPasswordChecks.resolver,
    defaultValues: { password: '', confirm_password: '' },
  });
  const { getValues } = form;
  const field = bindFields(form);

  const onSubmit = submitShowingServerErrors(
    form,
    async ({ password }) => {
      const result = await resetRequest.mutateAsync({ password });
      toast.success(result.message);
      navigate('/login');
    },
    (err) => toast.error(serverErrorOr(err, t('reset.failed'))),
    () => toastPasswordMismatch(getValues(), t('reset.mismatch')),
  );

  const busy = resetRequest.isPending;
  return (
    <form noValidate onFocus={newPasswordChecks.preload} onSubmit={onSubmit} className="space-y-4">
      <NewPasswordFields
        passwordLabel={t('reset.password')}
        confirmLabel={t('reset.confirm')}
        field={field}
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? t('reset.busy') : t('reset.submit')}
      </Button>
    </form>
  );
}
