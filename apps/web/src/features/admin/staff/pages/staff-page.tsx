import { errorMessage } from '../../../../lib/api-client';
import { PageHeader } from '../../components/page-header';
import { QueryList } from '../../components/query-list';
import { cardClass } from '../../components/styles';
import { useStaff } from '../api/get-staff';
import { InviteForm } from '../components/invite-form';
import { StaffTable } from '../components/staff-table';

/** /admin/staff (owner): invite staff, change their roles, disable accounts. */
export function StaffPage() {
  const staff = useStaff();
  return (
    <>
      <PageHeader title="Staff" />
      <section aria-labelledby="invite-heading" className={`${cardClass} mb-6 p-5`}>
        <h2 id="invite-heading" className="mb-3 text-lg font-semibold text-stone-900">
          Invite a staff member
        </h2>
        <p className="mb-4 text-sm text-stone-600">
          They get an email with a link to choose their password. The link works once, for 7 days.
        </p>
        <InviteForm />
      </section>
      <section aria-label="Staff list" className={cardClass}>
        <QueryList
          query={staff}
          empty="No staff yet"
          error={(err) => `Error: ${errorMessage(err)}`}
        >
          {(list) => <StaffTable staff={list} />}
        </QueryList>
      </section>
    </>
  );
}
