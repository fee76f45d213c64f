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
export function listTickets(db: Executor): Promise<TicketRow[]> {
  return db
    .selectFrom('support_tickets')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
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
