import { STAFF_ROLE_LABELS } from '@mavazi/shared/staff';
import { PageHeader } from '../../components/page-header';
import { cardClass } from '../../components/styles';
import { useAdmin } from '../../state/admin-context';
import { PasswordForm } from '../components/password-form';
import { TwoFactorSetup } from '../components/two-factor-setup';

/** /admin/account: every staff member's own password and two-factor sign-in. */
export function AccountPage() {
  const { me } = useAdmin();
  return (
    <>
      <PageHeader title="Account" />
      {me ? (
        <p className="mb-6 text-sm text-stone-600">
          Signed in as <strong className="text-stone-900">{me.user.username}</strong> (
          {STAFF_ROLE_LABELS[me.role]}).
        </p>
      ) : null}
      <div className="space-y-6">
        <section aria-labelledby="password-heading" className={`${cardClass} p-5`}>
          <h2 id="password-heading" className="mb-3 text-lg font-semibold text-stone-900">
            Password
          </h2>
          <p className="mb-4 text-sm text-stone-600">Changing it signs you out everywhere else.</p>
          <PasswordForm />
        </section>
        <section aria-labelledby="totp-heading" className={`${cardClass} p-5`}>
          <h2 id="totp-heading" className="mb-3 text-lg font-semibold text-stone-900">
            Two-factor sign-in
          </h2>
          <TwoFactorSetup />
        </section>
      </div>
    </>
  );
}
