import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client';
import { adminSession, shopperSession, type SessionStore } from './session-store';

/** A non-JSON answer (CSV, printable HTML) fetched with the audience's token. */
async function fetchBlob(path: string, session?: SessionStore): Promise<Blob> {
  const store = session ?? (path.startsWith('/admin/') ? adminSession : shopperSession);
  const token = store.get();
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, 'NETWORK_ERROR');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new ApiError(response.status, body.error ?? 'Unknown error', 'UNKNOWN_ERROR');
  }
  return response.blob();
}

/** Saves a file the API answers (a CSV export) under `filename`. */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const url = URL.createObjectURL(await fetchBlob(path));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Opens a printable page the API answers (an invoice) in a new tab. The tab is opened at the click,
 * before the fetch, so browsers do not take it for a pop-up.
 */
export async function openPrintable(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await fetchBlob(path);
    const url = URL.createObjectURL(new Blob([blob], { type: 'text/html' }));
    if (tab) tab.location.href = url;
    else window.location.href = url;
  } catch (err) {
    tab?.close();
    throw err;
  }
}
