import { fromCents } from '@mavazi/shared/money';
import {
  returnStatusSchema,
  type AdminReturnQuery,
  type Return,
} from '@mavazi/shared/returns.schemas';
import { RETURN_REASONS, RETURN_TRANSITIONS, type ReturnStatus } from '@mavazi/shared/returns';
import type { Executor } from '../../db/database';
import type { ReturnHistoryRow, ReturnLineRow, ReturnRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import {
  findHistoryOfReturns,
  findLinesOfReturns,
  findReturnById,
  listReturns,
} from './returns.repository';

export const RETURN_NOT_FOUND_TEXT = 'Return not found';

/** RET- followed by the id, zero-padded to 6 digits. */
export function formatReturnNumber(id: number): string {
  return `RET-${String(id).padStart(6, '0')}`;
}

/** The last instant a return may be asked for: the window's days after delivery. */
export function returnDeadline(deliveredAtIso: string, windowDays: number): string {
  return new Date(Date.parse(deliveredAtIso) + windowDays * 86_400_000).toISOString();
}

/** 409 unless `to` may follow `from` (RETURN_TRANSITIONS). */
export function assertTransition(from: string, to: ReturnStatus): void {
  const current = returnStatusSchema.parse(from);
  if (!RETURN_TRANSITIONS[current].includes(to)) {
    throw conflict('STATUS_CHANGE_NOT_ALLOWED', `A ${current} return cannot become ${to}`);
  }
}

function reasonOf(value: string): (typeof RETURN_REASONS)[number] {
  return (RETURN_REASONS as readonly string[]).includes(value)
    ? (value as (typeof RETURN_REASONS)[number])
    : 'changed_mind';
}

export function toReturnDto(
  row: ReturnRow,
  lines: readonly ReturnLineRow[],
  history: readonly ReturnHistoryRow[],
): Return {
  const refundCents = lines.reduce((sum, l) => sum + l.unit_price_cents * l.quantity, 0);
  return {
    id: row.id,
    number: row.number,
    order_id: row.order_id,
    order_number: row.order_number,
    status: returnStatusSchema.parse(row.status),
    lines: lines.map((l) => ({
      id: l.id,
      order_item_id: l.order_item_id,
      product_id: l.product_id,
      product_name: l.product_name,
      variant_id: l.variant_id,
      size: l.size,
      colour: l.colour,
      quantity: l.quantity,
      unit_price: fromCents(l.unit_price_cents),
      reason: reasonOf(l.reason),
      exchange_variant_id: l.exchange_variant_id,
      exchange_size: l.exchange_size,
      exchange_colour: l.exchange_colour,
    })),
    refund_amount: fromCents(refundCents),
    refunded_amount: fromCents(row.refunded_cents),
    exchange_order_id: row.exchange_order_id,
    exchange_order_number: row.exchange_order_number,
    restocked: Boolean(row.restocked),
    note: row.note,
    created_at: row.created_at,
    updated_at: row.updated_at,
    history: history.map((h) => ({
      status: returnStatusSchema.parse(h.status),
      note: h.note,
      changed_at: h.created_at,
      changed_by: h.changed_by,
    })),
  };
}

/** Returns with their lines and history, in the order given. */
export async function loadReturns(db: Executor, rows: readonly ReturnRow[]): Promise<Return[]> {
  const ids = rows.map((r) => r.id);
  const [lines, history] = await Promise.all([
    findLinesOfReturns(db, ids),
    findHistoryOfReturns(db, ids),
  ]);
  return rows.map((row) =>
    toReturnDto(
      row,
      lines.filter((l) => l.return_id === row.id),
      history.filter((h) => h.return_id === row.id),
    ),
  );
}

export async function loadReturn(db: Executor, row: ReturnRow): Promise<Return> {
  const [loaded] = await loadReturns(db, [row]);
  if (!loaded) throw new Error(`Return ${row.id} vanished`);
  return loaded;
}

/** GET /returns/{id}: the owner's or, for staff, anyone's; others get 404 as for a missing one. */
export async function getReturn(
  db: Executor,
  viewer: { userId: number; staff: boolean },
  id: number,
): Promise<Return> {
  const row = await findReturnById(db, id);
  if (!row || (!viewer.staff && row.user_id !== viewer.userId))
    throw notFound('RETURN_NOT_FOUND', RETURN_NOT_FOUND_TEXT);
  return loadReturn(db, row);
}

/** GET /admin/returns: a page, newest first, optionally of one status. */
export async function listReturnsForAdmin(
  db: Executor,
  query: AdminReturnQuery,
): Promise<{ items: Return[]; total: number }> {
  const page = await listReturns(
    db,
    { status: query.status },
    { limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  return { items: await loadReturns(db, page.items), total: page.total };
}
