import type { Ticket, TicketInput } from '@mavazi/shared/support.schemas';
import { ticketStatusSchema } from '@mavazi/shared/support.schemas';
import type { TicketStatus } from '@mavazi/shared/constants';
import type { DbDeps } from '../../lib/deps';
import type { PageQuery } from '@mavazi/shared/common.schemas';
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

export async function openTicket(
  { db }: DbDeps,
  user: UserRow,
  input: TicketInput,
): Promise<Ticket> {
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
