import { maskPhone } from '@mavazi/shared/kenya';
import { fromCents } from '@mavazi/shared/money';
import type { PageQuery } from '@mavazi/shared/common.schemas';
import type { UnmatchedPayment } from '@mavazi/shared/payments.schemas';
import type { DbDeps } from '../../app-deps';
import type { PageOf } from '../../lib/paging';
import { countUnmatchedPayments, listUnmatchedPayments } from './payments.repository';

/** The staff's list of M-Pesa money no prompt matched, newest first. */
export async function listUnmatched(
  { db }: DbDeps,
  page: PageQuery,
): Promise<PageOf<UnmatchedPayment>> {
  const [rows, total] = await Promise.all([
    listUnmatchedPayments(db, page),
    countUnmatchedPayments(db),
  ]);
  return {
    total,
    items: rows.map((row) => ({
      id: row.id,
      checkout_request_id: row.checkout_request_id,
      phone: row.phone ? maskPhone(row.phone) : null,
      amount: fromCents(row.amount_cents),
      mpesa_receipt: row.mpesa_receipt,
      received_at: row.received_at,
    })),
  };
}
