import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { errorMessage } from '../../../lib/api-client';
import { serverError } from '../../../lib/error-text';
import { bindFields, submitShowingServerErrors } from '../../../lib/forms';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useChangePassword } from '../api/change-password';

const EMPTY = { current_password: '', new_password: '', confirm_password: '' };
const changePasswordChecks = lazyResolver(() =>
  import('../profile-form-checks').then((m) => m.changePasswordResolver),
);

export function ChangePasswordForm({
  onChanged,
  labelledBy,
}: {
  /** Receives the token this session continues with. */
  onChanged: (accessToken: string) => void;
  labelledBy: string;
}) {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const form = useForm({ resolver: changePasswordChecks.resolver, defaultValues: EMPTY });
  const field = bindFields(form);

  const onSubmit = submitShowingServerErrors(
    form,
    async ({ current_password, new_password }) => {
      const result = await change.mutateAsync({ current_password, new_password });
      onChanged(result.access_token);
      form.reset(EMPTY);
      toast.success(result.message);
    },
    (err) =>
      toast.error(serverError(err) ?? t('changePassword.failed', { error: errorMessage(err) })),
  );

  return (
    <form
      noValidate
      aria-labelledby={labelledBy}
      onFocus={changePasswordChecks.preload}
      onSubmit={onSubmit}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('changePassword.current')}
          type="password"
          autoComplete="current-password"
          wrapperClassName="sm:col-span-2"
          {...field('current_password')}
        />
        <TextField
          label={t('changePassword.new')}
          type="password"
          autoComplete="new-password"
          hint={t('changePassword.newHint')}
          {...field('new_password')}
        />
        <TextField
          label={t('changePassword.confirm')}
          type="password"
          autoComplete="new-password"
          {...field('confirm_password')}
        />
      </div>
      <Button type="submit" busy={change.isPending}>
        {t('changePassword.submit')}
      </Button>
    </form>
  );
}
