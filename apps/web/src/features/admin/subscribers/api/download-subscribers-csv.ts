import { downloadFile } from '../../../../lib/api-download';

/** GET /admin/subscribers/export.csv under the list's status filter, saved as a file. */
export function downloadSubscribersCsv(status: string): Promise<void> {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  return downloadFile(
    `/admin/subscribers/export.csv?${params}`,
    `subscribers-${new Date().toISOString().slice(0, 10)}.csv`,
  );
}
