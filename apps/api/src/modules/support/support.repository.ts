import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database';
import type { SupportTicketsTable, TicketRow } from '../../db/schema';

export function insertTicket(
  db: Executor,
  values: Insertable<SupportTicketsTable>,
): Promise<TicketRow> {
  return db.insertInto('support_tickets').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Newest first. */
export function listTickets(
  db: Executor,
  page: { limit: number; offset: number },
): Promise<TicketRow[]> {
  return db
    .selectFrom('support_tickets')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countTickets(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('support_tickets')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function updateTicketStatus(
  db: Executor,
  id: number,
  status: string,
  nowIso: string,
): Promise<TicketRow | undefined> {
  return db
    .updateTable('support_tickets')
    .set({ status, updated_at: nowIso })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
