import { zodResolver } from '@hookform/resolvers/zod';
import { adminLoginBodySchema, type AdminLoginBody } from '@mavazi/shared/auth.schemas';
import { useForm } from 'react-hook-form';
import { describedBy, FormField } from '../../components/form-field';
import { inputClass, primaryButtonClass } from '../../components/styles';

/** Username and password, both required; the parent performs the login. */
export function AdminLoginForm({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (values: AdminLoginBody) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AdminLoginBody>({
    resolver: zodResolver(adminLoginBodySchema),
    defaultValues: { username: '', password: '' },
  });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <FormField id="admin-username" label="Username" error={errors.username?.message}>
        <input
          {...describedBy('admin-username', errors.username?.message)}
          {...register('username')}
          autoComplete="username"
          autoCapitalize="none"
          className={inputClass}
        />
      </FormField>
      <FormField id="admin-password" label="Password" error={errors.password?.message}>
        <input
          {...describedBy('admin-password', errors.password?.message)}
          {...register('password')}
          type="password"
          autoComplete="current-password"
          className={inputClass}
        />
      </FormField>
      <button type="submit" disabled={busy} className={`${primaryButtonClass} w-full`}>
        {busy ? 'Logging in...' : 'Log in'}
      </button>
    </form>
  );
}
