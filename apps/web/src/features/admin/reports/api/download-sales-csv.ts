import type { ReportGrouping } from '@mavazi/shared/reports.schemas';
import { downloadFile } from '../../../../lib/api-download';
import { salesReportQuery } from './get-sales-report';

/** GET /admin/reports/sales.csv, saved as a file. */
export function downloadSalesCsv(from: string, to: string, groupBy: ReportGrouping) {
  return downloadFile(
    `/admin/reports/sales.csv?${salesReportQuery(from, to, groupBy)}`,
    `sales-${from}-to-${to}-by-${groupBy}.csv`,
  );
}
