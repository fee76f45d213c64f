import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api-download';

/** Saves `GET /me/export` (everything the shop holds about the shopper) as a JSON file. */
export function downloadMyData(): Promise<void> {
  const day = new Date().toISOString().slice(0, 10);
  return downloadFile('/me/export', `mavazi-my-data-${day}.json`);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
