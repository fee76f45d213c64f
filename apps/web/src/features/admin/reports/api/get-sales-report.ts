import type { ReportGrouping, SalesReportRow } from '@mavazi/shared/reports.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { reportKeys } from '../reports-keys';

export function salesReportQuery(from: string, to: string, groupBy: ReportGrouping): string {
  return new URLSearchParams({ from, to, group_by: groupBy }).toString();
}

/** GET /admin/reports/sales: money received per day, product, category, county or method. */
export function useSalesReport(from: string, to: string, groupBy: ReportGrouping) {
  return useQuery({
    queryKey: reportKeys.sales(from, to, groupBy),
    queryFn: ({ signal }) =>
      api<SalesReportRow[]>(`/admin/reports/sales?${salesReportQuery(from, to, groupBy)}`, {
        signal,
      }),
  });
}
