import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { loginBodySchema } from '@mavazi/shared/auth.schemas';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { errorMessage } from '../../../lib/api-client';
import { bindFields, submitShowingServerErrors } from '../../../lib/forms';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';

/** Where to return after login: the guarded page that sent us here, or ?redirect=. */
function returnPath(state: unknown, redirectParam: string | null): string {
  if (state && typeof state === 'object' && 'from' in state) {
    const from = (state as { from?: { pathname?: unknown; search?: unknown; hash?: unknown } })
      .from;
    if (from && typeof from.pathname === 'string') {
      const search = typeof from.search === 'string' ? from.search : '';
      const hash = typeof from.hash === 'string' ? from.hash : '';
      return safeRedirectPath(`${from.pathname}${search}${hash}`);
    }
  }
  return safeRedirectPath(redirectParam);
}

export function LoginPage() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const field = bindFields(form);

  const onSubmit = submitShowingServerErrors(
    form,
    async (values) => {
      await login.mutateAsync(values);
      toast.success('Logged in successfully');
      navigate(returnPath(location.state, searchParams.get('redirect')), { replace: true });
    },
    (err) => toast.error(`Login failed: ${errorMessage(err)}`),
  );

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Log in to check out, track orders and more."
      footer={
        <>
          New to Mavazi?{' '}
          <Link to="/register" className="font-semibold text-brand-700 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <title>Login · Mavazi</title>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...field('password')}
        />
        <div className="flex justify-end">
          <Link
            to="/password-reset-request"
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            Forgot Password?
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" busy={login.isPending}>
          Login
        </Button>
      </form>
    </AuthCard>
  );
}
