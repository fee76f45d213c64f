import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { serverErrorOr } from '../../../lib/error-text';
import { bindFields, submitShowingServerErrors } from '../../../lib/forms';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from '../components/auth-card';
import { DocumentTitle } from '../../../components/document-title';

const resetRequestChecks = lazyResolver(() =>
  import('../auth-form-checks').then((m) => m.resetRequestResolver),
);

export function PasswordResetRequestPage() {
  const { t } = useTranslation('account');
  const request = useRequestPasswordReset();
  const form = useForm({
    resolver: resetRequestChecks.resolver,
    defaultValues: { email: '' },
  });
  const { reset } = form;
  const field = bindFields(form);

  const onSubmit = submitShowingServerErrors(
    form,
    async (values) => {
      const result = await request.mutateAsync(values);
      toast.success(result.message);
      reset();
    },
    (err) => toast.error(serverErrorOr(err, t('resetRequest.failed'))),
  );

  return (
    <AuthCard
      title={t('resetRequest.title')}
      subtitle={t('resetRequest.subtitle')}
      footer={
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          {t('resetRequest.back')}
        </Link>
      }
    >
      <DocumentTitle>{`${t('resetRequest.docTitle')} · Mavazi`}</DocumentTitle>
      <form
        noValidate
        onFocus={resetRequestChecks.preload}
        onSubmit={onSubmit}
        className="space-y-4"
      >
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          {...field('email')}
        />
        <Button type="submit" size="lg" className="w-full" busy={request.isPending}>
          {t('resetRequest.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
