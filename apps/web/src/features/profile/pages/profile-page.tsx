import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../components/language-switch';
import type { ReactNode } from 'react';
import { Avatar } from '../../../components/avatar';
import { PageHeading } from '../../../components/page-heading';
import { useAuth } from '../../../hooks/use-auth';
import { ChangePasswordForm } from '../components/change-password-form';
import { EmailVerificationStatus } from '../components/email-verification-status';
import { MarketingConsent } from '../components/marketing-consent';
import { PrivacyActions } from '../components/privacy-actions';
import { ProfileForm } from '../components/profile-form';

function ProfileSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white p-6 ring-1 ring-stone-200">
      <h2 id={id} className="mb-4 text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Reached only through the sign-in guard, so a user is present. */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const { user, updateUser, replaceToken } = useAuth();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeading title={t('profile.docTitle')} heading={t('profile.heading')} />
      <section className="flex flex-col items-center gap-4 rounded-3xl bg-white p-6 ring-1 ring-stone-200 sm:flex-row">
        <Avatar name={user.username} imageUrl={user.imageUrl} />
        <div className="text-center sm:text-left">
          <p className="text-xl font-semibold text-stone-900">{user.username}</p>
          <p className="text-stone-600">{user.email}</p>
          <EmailVerificationStatus user={user} />
          {user.phone_number ? <p className="text-sm text-stone-500">{user.phone_number}</p> : null}
        </div>
      </section>
      <ProfileSection id="profile-language" title={t('profile.language')}>
        <LanguageSwitch showLabel />
      </ProfileSection>
      <ProfileSection id="profile-edit" title={t('profile.edit')}>
        <ProfileForm key={user.id} user={user} onUpdated={updateUser} labelledBy="profile-edit" />
      </ProfileSection>
      <ProfileSection id="profile-marketing" title={t('marketing.heading')}>
        <MarketingConsent user={user} onUpdated={updateUser} />
      </ProfileSection>
      <ProfileSection id="profile-password" title={t('profile.password')}>
        <ChangePasswordForm onChanged={replaceToken} labelledBy="profile-password" />
      </ProfileSection>
      <ProfileSection id="profile-privacy" title={t('privacy.heading')}>
        <PrivacyActions />
      </ProfileSection>
    </div>
  );
}
