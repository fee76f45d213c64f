import type { Ticket, TicketInput } from '@mavazi/shared/support.schemas';
import { ticketStatusSchema } from '@mavazi/shared/support.schemas';
import type { TicketStatus } from '@mavazi/shared/constants';
import type { AppDeps, DbDeps } from '../../lib/deps';
import type { PageQuery } from '@mavazi/shared/common.schemas';
import { rule, takeAttempt } from '../auth/attempt-limiter';
import type { TicketRow, UserRow } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { countTickets, insertTicket, listTickets, updateTicketStatus } from './support.repository';

export function toTicketDto(row: TicketRow): Ticket {
  return {
    id: row.id,
    subject: row.subject,
    message: row.message,
    status: ticketStatusSchema.parse(row.status),
    user_id: row.user_id,
    created_at: row.created_at,
  };
}

export const TOO_MANY_TICKETS =
  'You have sent several support tickets recently. Please wait before sending another.';

export async function openTicket(
  { db, limits }: Pick<AppDeps, 'db' | 'limits'>,
  user: UserRow,
  input: TicketInput,
): Promise<Ticket> {
  await takeAttempt(
    db,
    [rule('ticket', 'account', String(user.id), limits.ticketsPerAccount)],
    TOO_MANY_TICKETS,
  );
  const now = new Date().toISOString();
  const row = await insertTicket(db, {
    user_id: user.id,
    subject: input.subject,
    message: input.message,
    status: 'Open',
    created_at: now,
    updated_at: now,
  });
  return toTicketDto(row);
}

export async function listAllTickets(
  { db }: DbDeps,
  page: PageQuery,
): Promise<{ items: Ticket[]; total: number }> {
  const [rows, total] = await Promise.all([listTickets(db, page), countTickets(db)]);
  return { items: rows.map(toTicketDto), total };
}

export async function setTicketStatus(
  { db }: DbDeps,
  id: number,
  status: TicketStatus,
): Promise<Ticket> {
  const row = await updateTicketStatus(db, id, status, new Date().toISOString());
  if (!row) throw notFound('TICKET_NOT_FOUND', 'Ticket not found');
  return toTicketDto(row);
}
