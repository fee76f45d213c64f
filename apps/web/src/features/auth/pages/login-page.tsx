import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { errorMessage } from '../../../lib/api-client';
import { bindFields, submitShowingServerErrors } from '../../../lib/forms';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { DocumentTitle } from '../../../components/document-title';

const loginChecks = lazyResolver(() => import('../auth-form-checks').then((m) => m.loginResolver));

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
  const { t } = useTranslation('account');
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm({
    resolver: loginChecks.resolver,
    defaultValues: { email: '', password: '' },
  });
  const field = bindFields(form);
  const back = returnPath(location.state, searchParams.get('redirect'));

  const onSubmit = submitShowingServerErrors(
    form,
    async (values) => {
      await login.mutateAsync(values);
      toast.success(t('login.success'));
      navigate(back, { replace: true });
    },
    (err) => toast.error(t('login.failed', { error: errorMessage(err) })),
  );

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.newHere')}{' '}
          <Link
            to={back === '/' ? '/register' : `/register?redirect=${encodeURIComponent(back)}`}
            className="font-semibold text-brand-700 hover:underline"
          >
            {t('login.createAccount')}
          </Link>
        </>
      }
    >
      <DocumentTitle>{`${t('login.docTitle')} · Mavazi`}</DocumentTitle>
      <form noValidate onFocus={loginChecks.preload} onSubmit={onSubmit} className="space-y-4">
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          {...field('email')}
        />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          {...field('password')}
        />
        <div className="flex justify-end">
          <Link
            to="/password-reset-request"
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            {t('login.forgot')}
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" busy={login.isPending}>
          {t('login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
