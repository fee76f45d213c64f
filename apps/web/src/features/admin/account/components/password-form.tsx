import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema, type ChangePasswordForm } from '@mavazi/shared/auth.schemas';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/button';
import { TextField } from '../../../../components/form-field';
import { errorMessage } from '../../../../lib/api-client';
import { bindFields, submitShowingServerErrors } from '../../../../lib/forms';
import { toast } from '../../../../lib/toast';
import { useAdmin } from '../../state/admin-context';
import { useChangeAdminPassword } from '../api/change-admin-password';

/** Current password, new password twice; this session carries on with the new token. */
export function PasswordForm() {
  const change = useChangeAdminPassword();
  const { signIn, user } = useAdmin();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });
  const field = bindFields(form);
  const submit = submitShowingServerErrors(
    form,
    async ({ current_password, new_password }) => {
      const res = await change.mutateAsync({ current_password, new_password });
      signIn(res.access_token, user ?? undefined);
      form.reset();
      toast.success(res.message);
    },
    (err) => toast.error(`Password not changed: ${errorMessage(err)}`),
  );
  return (
    <form noValidate onSubmit={submit} className="max-w-sm space-y-4">
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...field('current_password')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        {...field('new_password')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...field('confirm_password')}
      />
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? 'Saving...' : 'Change password'}
      </Button>
    </form>
  );
}
