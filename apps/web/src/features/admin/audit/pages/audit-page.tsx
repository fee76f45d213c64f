import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-client';
import { PageHeader } from '../../components/page-header';
import { QueryList } from '../../components/query-list';
import { cardClass } from '../../components/styles';
import { AUDIT_PAGE_SIZE, useAudit, type AuditFilters as Filters } from '../api/get-audit';
import { AuditFilters } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';

/** /admin/audit (owner, manager): every staff write, filtered by person, entity and days. */
export function AuditPage() {
  const [filters, setFilters] = useState<Filters>({});
  const [offset, setOffset] = useState(0);
  const audit = useAudit(filters, offset / AUDIT_PAGE_SIZE + 1);
  return (
    <>
      <PageHeader title="Audit log" />
      <section aria-label="Audit filters" className={`${cardClass} mb-6`}>
        <AuditFilters
          initial={filters}
          onApply={(next) => {
            setFilters(next);
            setOffset(0);
          }}
        />
      </section>
      <section aria-label="Audit entries" className={cardClass}>
        <QueryList
          query={audit}
          empty="Nothing recorded for these filters"
          error={(err) => `Error: ${errorMessage(err)}`}
          paging={{ offset, limit: AUDIT_PAGE_SIZE, label: 'Audit pages', onChange: setOffset }}
        >
          {(entries) => <AuditTable entries={entries} />}
        </QueryList>
      </section>
    </>
  );
}
