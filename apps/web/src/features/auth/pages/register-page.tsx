import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AccountFields } from '../../../components/account-fields';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { serverError } from '../../../lib/error-text';
import { bindFields, submitShowingServerErrors } from '../../../lib/forms';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { currentLanguage } from '../../../lib/i18n';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { toast } from '../../../lib/toast';
import { useRegister } from '../api/register';
import { AuthCard } from '../components/auth-card';
import { NewPasswordFields, toastPasswordMismatch } from '../components/new-password-fields';
import { useAuth } from '../../../hooks/use-auth';
import { DocumentTitle } from '../../../components/document-title';

const signUpChecks = lazyResolver(() =>
  import('../auth-form-checks').then((m) => m.signUpResolver),
);

/** Sign-up signs the shopper in at once and returns them where they came from (the checkout, say). */
export function RegisterPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = safeRedirectPath(params.get('redirect'));
  const registration = useRegister();
  const { login } = useAuth();
  const form = useForm({
    resolver: signUpChecks.resolver,
    defaultValues: {
      name: '',
      username: '',
      email: '',
      phone_number: '',
      imageUrl: '',
      password: '',
      confirm_password: '',
      marketing_opt_in: false,
    },
  });
  const { getValues } = form;
  const field = bindFields(form);

  const onSubmit = submitShowingServerErrors(
    form,
    async ({ name, username, email, phone_number, imageUrl, password, marketing_opt_in }) => {
      const created = await registration.mutateAsync({
        name,
        ...(username ? { username } : {}),
        email,
        phone_number,
        imageUrl: imageUrl || undefined,
        password,
        language: currentLanguage(),
        marketing_opt_in,
      });
      try {
        await login({ email, password });
      } catch {
        // The account exists; signing in by hand still works.
        toast.success(created.message);
        navigate(`/login?redirect=${encodeURIComponent(back)}`, { replace: true });
        return;
      }
      toast.success(t('register.signedIn'));
      navigate(back, { replace: true });
    },
    (err) => {
      const reason = serverError(err);
      toast.error(reason ? t('register.failed', { error: reason }) : t('register.failedPlain'));
    },
    () => toastPasswordMismatch(getValues(), t('register.mismatch')),
  );

  return (
    <AuthCard
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          {t('register.already')}{' '}
          <Link
            to={back === '/' ? '/login' : `/login?redirect=${encodeURIComponent(back)}`}
            className="font-semibold text-brand-700 hover:underline"
          >
            {t('register.logIn')}
          </Link>
        </>
      }
    >
      <DocumentTitle>{`${t('register.docTitle')} · Mavazi`}</DocumentTitle>
      <form noValidate onFocus={signUpChecks.preload} onSubmit={onSubmit} className="space-y-4">
        <TextField
          label={t('fields.name')}
          autoComplete="name"
          hint={t('fields.nameHint')}
          {...field('name')}
        />
        <AccountFields field={field} usernameOptional />
        <NewPasswordFields
          passwordLabel={t('fields.password')}
          confirmLabel={t('register.confirm')}
          field={field}
        />
        <label className="flex items-start gap-3 text-sm text-stone-700">
          <input
            type="checkbox"
            className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
            {...form.register('marketing_opt_in')}
          />
          <span>{t('register.marketing')}</span>
        </label>
        <Button type="submit" size="lg" className="w-full" busy={registration.isPending}>
          {t('register.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
