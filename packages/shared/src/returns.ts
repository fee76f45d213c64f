// Returns, exchanges and refunds (API.md, third edition): the lists and rules without zod, so that a page showing
// them (the public returns policy) does not load the schemas of returns.schemas.ts.

/** Days after delivery in which a shopper may ask for a return (setting RETURN_WINDOW_DAYS). */
export const RETURN_WINDOW_DAYS = 7;

export const RETURN_REASONS = [
  'wrong_size',
  'defective',
  'not_as_described',
  'changed_mind',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  wrong_size: 'Wrong size',
  defective: 'Defective',
  not_as_described: 'Not as described',
  changed_mind: 'Changed my mind',
};

export const RETURN_STATUSES = [
  'Requested',
  'Approved',
  'Rejected',
  'Received',
  'Refunded',
  'Exchanged',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** The statuses each status may move to with PATCH /admin/returns/{id}; anything else is 409. */
export const RETURN_TRANSITIONS: Record<ReturnStatus, readonly ReturnStatus[]> = {
  Requested: ['Approved', 'Rejected'],
  Approved: ['Received'],
  Rejected: [],
  Received: ['Refunded', 'Exchanged'],
  Refunded: [],
  Exchanged: [],
};

/** Returns still counting against what may be returned of an order line (Rejected ones do not). */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = ['Requested', 'Approved'];

export const REFUND_METHODS = ['mpesa', 'manual'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  mpesa: 'M-Pesa (B2C)',
  manual: 'Manual (cash or bank)',
};

export const REFUND_STATUSES = ['Pending', 'Completed', 'Failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Minutes after which a Pending M-Pesa refund without a result joins the staff follow-up list. */
export const REFUND_STALE_MINUTES = 30;

export const RETURN_NOTE_MAX = 500;
export const REFUND_REASON_MAX = 500;

/** What the shop adds to a received return's history note for lines it could not restock (stored in English). */
const NOT_RESTOCKED_NOTE = 'Not restocked (no longer sold): ';

/** A received return's history note: what staff wrote, then the shop's own sentence naming what it could not restock. */
export function receivedReturnNote(
  staffNote: string | null,
  notRestocked: readonly string[],
): string | null {
  if (notRestocked.length === 0) return staffNote;
  return [staffNote, `${NOT_RESTOCKED_NOTE}${notRestocked.join(', ')}`].filter(Boolean).join('. ');
}

/** Splits a history note back into staff's words and the names not restocked, to show the latter in the reader's language. */
export function splitReturnNote(note: string): {
  staffNote: string | null;
  notRestocked: string | null;
} {
  const at = note.lastIndexOf(NOT_RESTOCKED_NOTE);
  if (at < 0) return { staffNote: note, notRestocked: null };
  const staffNote = note.slice(0, at).replace(/\. $/, '');
  return { staffNote: staffNote || null, notRestocked: note.slice(at + NOT_RESTOCKED_NOTE.length) };
}
