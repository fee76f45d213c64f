import { ApiError, apiRequest } from '../../../../lib/api-client';
import { adminSession } from '../../../../lib/session-store';

/** GET /admin/products/export.csv, saved through the browser as a download. */
export async function exportProducts(): Promise<void> {
  const token = adminSession.get();
  const response = await fetch('/api/admin/products/export.csv', {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    // The JSON error of a failed export goes through the shared client's handling.
    await apiRequest('/admin/products/export.csv').catch((err: unknown) => {
      throw err instanceof ApiError
        ? err
        : new ApiError(response.status, 'Export failed', 'UNKNOWN_ERROR');
    });
    return;
  }
  const blob = await response.blob();
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ??
    'mavazi-products.csv';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
