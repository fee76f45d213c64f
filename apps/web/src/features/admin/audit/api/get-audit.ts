import type { AuditEntry } from '@mavazi/shared/staff.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchPage, type Page } from '../../../../lib/paged';
import { adminKeys } from '../../admin-keys';

export interface AuditFilters {
  actor_id?: string;
  entity?: string;
  entity_id?: string;
  from?: string;
  to?: string;
}

export const AUDIT_PAGE_SIZE = 50;

export function fetchAudit(filters: AuditFilters, page: number): Promise<Page<AuditEntry>> {
  return fetchPage<AuditEntry>('/admin/audit', { ...filters, page, limit: AUDIT_PAGE_SIZE });
}

export function useAudit(filters: AuditFilters, page: number) {
  return useQuery({
    queryKey: adminKeys.auditPage({ ...filters, page }),
    queryFn: () => fetchAudit(filters, page),
    placeholderData: keepPreviousData,
  });
}
