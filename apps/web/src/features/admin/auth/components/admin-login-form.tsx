import { zodResolver } from '@hookform/resolvers/zod';
import { adminLoginBodySchema, type AdminLoginBody } from '@mavazi/shared/auth.schemas';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/button';
import { TextField } from '../../../../components/form-field';
import { bindFields, submitShowingServerErrors } from '../../../../lib/forms';

/** Username and password, both required. `onSubmit` performs the login and rejects when it fails. */
export function AdminLoginForm({
  busy,
  askOtp = false,
  onSubmit,
}: {
  busy: boolean;
  /** Two-factor sign-in is on for the account: the code (or a recovery code) is asked too. */
  askOtp?: boolean;
  onSubmit: (values: AdminLoginBody) => Promise<void>;
}) {
  const form = useForm<AdminLoginBody>({
    resolver: zodResolver(adminLoginBodySchema),
    defaultValues: { username: '', password: '' },
  });
  const field = bindFields(form);

  const submit = submitShowingServerErrors(form, onSubmit);

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        {...field('username')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...field('password')}
      />
      {askOtp ? (
        <TextField
          label="Authentication code"
          hint="The 6-digit code from your authenticator app, or a recovery code"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          {...field('otp')}
        />
      ) : null}
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? 'Logging in...' : 'Log in'}
      </Button>
    </form>
  );
}
