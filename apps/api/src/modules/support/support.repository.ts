import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database';
import type {
  SupportTicketRepliesTable,
  SupportTicketsTable,
  TicketReplyRow,
  TicketRow,
} from '../../db/schema';

export function insertTicket(
  db: Executor,
  values: Insertable<SupportTicketsTable>,
): Promise<TicketRow> {
  return db.insertInto('support_tickets').values(values).returningAll().executeTakeFirstOrThrow();
}

export function findTicketById(db: Executor, id: number): Promise<TicketRow | undefined> {
  return db.selectFrom('support_tickets').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Newest first; only one shopper's when `userId` is given. */
export function listTickets(
  db: Executor,
  page: { limit: number; offset: number },
  userId?: number,
): Promise<TicketRow[]> {
  let query = db.selectFrom('support_tickets').selectAll();
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countTickets(db: Executor, userId?: number): Promise<number> {
  let query = db
    .selectFrom('support_tickets')
    .select((eb) => eb.fn.countAll<number | string>().as('n'));
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const row = await query.executeTakeFirstOrThrow();
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

/** Oldest first: the order the conversation is read in. */
export function findRepliesOfTicket(db: Executor, ticketId: number): Promise<TicketReplyRow[]> {
  return db
    .selectFrom('support_ticket_replies')
    .selectAll()
    .where('ticket_id', '=', ticketId)
    .orderBy('id')
    .execute();
}

export function findLastReply(db: Executor, ticketId: number): Promise<TicketReplyRow | undefined> {
  return db
    .selectFrom('support_ticket_replies')
    .selectAll()
    .where('ticket_id', '=', ticketId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function insertReply(
  db: Executor,
  values: Insertable<SupportTicketRepliesTable>,
): Promise<TicketReplyRow> {
  return db
    .insertInto('support_ticket_replies')
    .values(values)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Every ticket of a shopper and every reply on them (the data export). */
export async function findTicketsWithRepliesOfUser(
  db: Executor,
  userId: number,
): Promise<{ tickets: TicketRow[]; replies: TicketReplyRow[] }> {
  const tickets = await db
    .selectFrom('support_tickets')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const ids = tickets.map((t) => t.id);
  const replies =
    ids.length === 0
      ? []
      : await db
          .selectFrom('support_ticket_replies')
          .selectAll()
          .where('ticket_id', 'in', ids)
          .orderBy('id')
          .execute();
  return { tickets, replies };
}

/** Erasure: a shopper's tickets and their replies are removed. */
export async function deleteTicketsOfUser(db: Executor, userId: number): Promise<void> {
  const ids = (
    await db.selectFrom('support_tickets').select('id').where('user_id', '=', userId).execute()
  ).map((t) => t.id);
  if (ids.length === 0) return;
  await db.deleteFrom('support_ticket_replies').where('ticket_id', 'in', ids).execute();
  await db.deleteFrom('support_tickets').where('id', 'in', ids).execute();
}
