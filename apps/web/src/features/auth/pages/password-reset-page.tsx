import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { NewPasswordForm } from '../components/new-password-form';
import { DocumentTitle } from '../../../components/document-title';

export function PasswordResetPage() {
  const { t } = useTranslation('account');
  const { token = '' } = useParams();
  return (
    <AuthCard
      title={t('reset.title')}
      footer={
        <Link to="/password-reset-request" className="font-semibold text-brand-700 hover:underline">
          {t('reset.newLink')}
        </Link>
      }
    >
      <DocumentTitle>{`${t('reset.docTitle')} · Mavazi`}</DocumentTitle>
      <NewPasswordForm token={token} />
    </AuthCard>
  );
}
