import { openPrintable } from '../../../../lib/api-download';

/** A completed refund's printable credit note (CN-2026-000001) in a new tab; it needs the staff token. */
export function openCreditNote(refundId: number): Promise<void> {
  return openPrintable(`/admin/refunds/${refundId}/credit-note`);
}
