import type { Insertable, Updateable } from 'kysely';
import type { DialectName, Executor } from '../../db/database';
import type {
  ReturnHistoryRow,
  ReturnHistoryTable,
  ReturnLineRow,
  ReturnLinesTable,
  ReturnRow,
  ReturnsTable,
} from '../../db/schema';

export function insertReturn(db: Executor, values: Insertable<ReturnsTable>): Promise<ReturnRow> {
  return db.insertInto('returns').values(values).returningAll().executeTakeFirstOrThrow();
}

export function setReturnNumber(db: Executor, id: number, number: string): Promise<ReturnRow> {
  return db
    .updateTable('returns')
    .set({ number })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertReturnLines(
  db: Executor,
  lines: Insertable<ReturnLinesTable>[],
): Promise<void> {
  if (lines.length > 0) await db.insertInto('return_lines').values(lines).execute();
}

export async function insertReturnHistory(
  db: Executor,
  entry: Insertable<ReturnHistoryTable>,
): Promise<void> {
  await db.insertInto('return_history').values(entry).execute();
}

export function findReturnById(db: Executor, id: number): Promise<ReturnRow | undefined> {
  return db.selectFrom('returns').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The return's row, locked until the transaction ends (PostgreSQL; SQLite has one writer). */
export function lockReturn(
  db: Executor,
  dialect: DialectName,
  id: number,
): Promise<ReturnRow | undefined> {
  const query = db.selectFrom('returns').selectAll().where('id', '=', id);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

export function findReturnByIdempotencyKey(
  db: Executor,
  orderId: number,
  key: string,
): Promise<ReturnRow | undefined> {
  return db
    .selectFrom('returns')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export function listReturnsOfOrder(db: Executor, orderId: number): Promise<ReturnRow[]> {
  return db
    .selectFrom('returns')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .execute();
}

/** Every return a shopper asked for (or staff opened for them), oldest first: their data export. */
export function findReturnsOfUser(db: Executor, userId: number): Promise<ReturnRow[]> {
  return db.selectFrom('returns').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** Erasure: the free-text notes on a shopper's returns and their history go; lines and amounts stay. */
export async function eraseReturnNotesOfUser(db: Executor, userId: number): Promise<void> {
  const ids = db.selectFrom('returns').select('id').where('user_id', '=', userId);
  await db
    .updateTable('return_history')
    .set({ note: null })
    .where('return_id', 'in', ids)
    .execute();
  await db.updateTable('returns').set({ note: null }).where('user_id', '=', userId).execute();
}

export async function listReturns(
  db: Executor,
  filter: { status?: string },
  page: { limit: number; offset: number },
): Promise<{ items: ReturnRow[]; total: number }> {
  let query = db.selectFrom('returns');
  if (filter.status) query = query.where('status', '=', filter.status);
  const [items, count] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.n) };
}

export function findLinesOfReturns(
  db: Executor,
  returnIds: readonly number[],
): Promise<ReturnLineRow[]> {
  if (returnIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('return_lines')
    .selectAll()
    .where('return_id', 'in', [...returnIds])
    .orderBy('id')
    .execute();
}

export function findHistoryOfReturns(
  db: Executor,
  returnIds: readonly number[],
): Promise<ReturnHistoryRow[]> {
  if (returnIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('return_history')
    .selectAll()
    .where('return_id', 'in', [...returnIds])
    .orderBy('id')
    .execute();
}

/** Units of each order line already in a return that was not rejected. */
export async function returnedQuantities(
  db: Executor,
  orderId: number,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('return_lines')
    .innerJoin('returns', 'returns.id', 'return_lines.return_id')
    .select((eb) => [
      'return_lines.order_item_id',
      eb.fn.sum<number | string>('return_lines.quantity').as('n'),
    ])
    .where('returns.order_id', '=', orderId)
    .where('returns.status', '!=', 'Rejected')
    .groupBy('return_lines.order_item_id')
    .execute();
  return new Map(rows.map((r) => [r.order_item_id, Number(r.n)]));
}

/** Moves the return on only while it is still in `from`: undefined when another request moved it first. */
export function updateReturnIf(
  db: Executor,
  id: number,
  from: string,
  changes: Updateable<ReturnsTable>,
): Promise<ReturnRow | undefined> {
  return db
    .updateTable('returns')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', from)
    .returningAll()
    .executeTakeFirst();
}

/** Adds a completed refund to the return's refunded total. */
export async function addRefundedToReturn(
  db: Executor,
  id: number,
  amountCents: number,
): Promise<void> {
  await db
    .updateTable('returns')
    .set((eb) => ({ refunded_cents: eb('refunded_cents', '+', amountCents) }))
    .where('id', '=', id)
    .execute();
}
