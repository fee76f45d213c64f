import type { AuditActor } from '../audit/audit-actor';
import { recordAudit } from '../audit/audit.repository';
import type { PageQuery } from '@mavazi/shared/common.schemas';
import type { TicketStatus } from '@mavazi/shared/constants';
import type {
  StaffTicket,
  Ticket,
  TicketInput,
  TicketReplyInput,
  TicketThread,
} from '@mavazi/shared/support.schemas';
import { ticketStatusSchema } from '@mavazi/shared/support.schemas';
import { wantsEmail } from '@mavazi/shared/notify';
import type { Executor } from '../../db/database';
import type { TicketReplyRow, TicketRow, UserRow } from '../../db/schema';
import type { AppDeps } from '../../app-deps';

/** Order numbers and owners come from their modules, through the reads app.ts wires in. */
type Reads = Pick<AppDeps, 'accountReads' | 'orderReads'>;
type ReadDeps = Pick<AppDeps, 'db'> & Reads;
import { badRequest, notFound } from '../../lib/http-error';
import { enqueueMail } from '../../mail/outbox.repository';
import { queueSms } from '../../sms/sms-queue';
import { rule, takeAttempt } from '../limits/attempt-limiter';
import { ticketOpenedMail, ticketReplyMail, ticketResolvedMail } from './support.mail';
import {
  countTickets,
  findLastReply,
  findRepliesOfTicket,
  findTicketById,
  insertReply,
  insertTicket,
  listTickets,
  updateTicketStatus,
} from './support.repository';
import { languageOf } from '../../i18n/i18n';

export const TICKET_NOT_FOUND = 'Ticket not found';
export const TOO_MANY_TICKETS =
  'You have sent several support tickets recently. Please wait before sending another.';
export const TOO_MANY_REPLIES =
  'You have sent many replies recently. Please wait a little before sending another.';

/** A second identical reply this soon after the first is a double submit or a replay: it is not repeated. */
const REPLAY_WINDOW_MS = 60_000;

export function toTicketDto(row: TicketRow, orderNumber: string | null = null): Ticket {
  return {
    id: row.id,
    subject: row.subject,
    message: row.message,
    status: ticketStatusSchema.parse(row.status),
    user_id: row.user_id,
    created_at: row.created_at,
    order_id: row.order_id,
    order_number: orderNumber,
    updated_at: row.updated_at,
  };
}

function toReplyDto(row: TicketReplyRow): TicketThread['replies'][number] {
  return {
    id: row.id,
    from: row.author === 'shop' ? 'shop' : 'customer',
    message: row.message,
    created_at: row.created_at,
  };
}

/** Tickets as the API shows them, with their orders' numbers read in one query. */
async function ticketDtos(
  { orderReads }: Reads,
  db: Executor,
  rows: readonly TicketRow[],
): Promise<Ticket[]> {
  const numbers = await orderReads.orderNumbers(
    db,
    rows.flatMap((r) => (r.order_id === null ? [] : [r.order_id])),
  );
  return rows.map((r) =>
    toTicketDto(r, r.order_id === null ? null : (numbers.get(r.order_id) ?? null)),
  );
}

async function staffTickets(
  reads: Reads,
  db: Executor,
  rows: readonly TicketRow[],
): Promise<StaffTicket[]> {
  const [tickets, users] = await Promise.all([
    ticketDtos(reads, db, rows),
    reads.accountReads.usersByIds(
      db,
      rows.map((r) => r.user_id),
    ),
  ]);
  const byId = new Map(users.map((u) => [u.id, u]));
  return tickets.map((t) => ({
    ...t,
    username: byId.get(t.user_id)?.username ?? '',
    email: byId.get(t.user_id)?.email ?? '',
  }));
}

async function loadThread({ db, ...reads }: ReadDeps, ticket: TicketRow): Promise<TicketThread> {
  const [[staff], replies] = await Promise.all([
    staffTickets(reads, db, [ticket]),
    findRepliesOfTicket(db, ticket.id),
  ]);
  if (!staff) throw notFound('TICKET_NOT_FOUND', TICKET_NOT_FOUND);
  return { ...staff, replies: replies.map(toReplyDto) };
}

export async function openTicket(
  {
    db,
    limits,
    publicUrl,
    mail,
    orderReads,
  }: Pick<AppDeps, 'db' | 'limits' | 'publicUrl' | 'mail' | 'orderReads'>,
  user: UserRow,
  input: TicketInput,
): Promise<Ticket> {
  // Another shopper's order is refused exactly like one that does not exist.
  const order = input.order_id ? await orderReads.orderById(db, input.order_id) : undefined;
  if (input.order_id && order?.user_id !== user.id) {
    throw badRequest('VALIDATION_FAILED', 'Choose one of your orders', {
      order_id: 'Choose one of your orders',
    });
  }
  await takeAttempt(
    db,
    [rule('ticket', 'account', String(user.id), limits.ticketsPerAccount)],
    TOO_MANY_TICKETS,
  );
  const now = new Date().toISOString();
  const orderNumber = order?.order_number ?? null;
  const row = await db.transaction().execute(async (trx) => {
    const ticket = await insertTicket(trx, {
      user_id: user.id,
      subject: input.subject,
      message: input.message,
      status: 'Open',
      order_id: order?.id ?? null,
      created_at: now,
      updated_at: now,
    });
    if (wantsEmail(user))
      await enqueueMail(
        trx,
        ticketOpenedMail(
          user.email,
          languageOf(user),
          user.username,
          ticket,
          orderNumber,
          publicUrl,
          user.email_verified === 1,
        ),
      );
    await queueSms(trx, user, `ticket.opened:${ticket.id}`, {
      kind: 'ticket_opened',
      ticketId: ticket.id,
      orderNumber,
    });
    return ticket;
  });
  mail.kick();
  return toTicketDto(row, orderNumber);
}

export async function listOwnTickets(
  { db, ...reads }: ReadDeps,
  user: UserRow,
  page: PageQuery,
): Promise<{ items: Ticket[]; total: number }> {
  const [rows, total] = await Promise.all([
    listTickets(db, page, user.id),
    countTickets(db, user.id),
  ]);
  return { items: await ticketDtos(reads, db, rows), total };
}

export async function listAllTickets(
  { db, ...reads }: ReadDeps,
  page: PageQuery,
): Promise<{ items: StaffTicket[]; total: number }> {
  const [rows, total] = await Promise.all([listTickets(db, page), countTickets(db)]);
  return { items: await staffTickets(reads, db, rows), total };
}

/** Who reads a ticket: its owner, or an admin signed in to the admin area. */
export interface TicketReader {
  user: UserRow;
  isAdmin: boolean;
}

/** The owner's or an admin's; anyone else gets the same 404 as for a ticket that does not exist. */
async function readableTicket(db: Executor, reader: TicketReader, id: number): Promise<TicketRow> {
  const ticket = await findTicketById(db, id);
  if (!ticket || (!reader.isAdmin && ticket.user_id !== reader.user.id))
    throw notFound('TICKET_NOT_FOUND', TICKET_NOT_FOUND);
  return ticket;
}

export async function getTicketThread(
  deps: ReadDeps,
  reader: TicketReader,
  id: number,
): Promise<TicketThread> {
  return loadThread(deps, await readableTicket(deps.db, reader, id));
}

/** True when the same author sent the same text as the last reply a moment ago. */
function isReplay(last: TicketReplyRow | undefined, author: string, message: string, now: number) {
  return (
    last !== undefined &&
    last.author === author &&
    last.message === message &&
    now - Date.parse(last.created_at) < REPLAY_WINDOW_MS
  );
}

/**
 * The shopper answers on their own ticket. A resolved ticket opens again: the shopper is saying
 * the problem is not over (docs/decisions/021-support-reply-reopens-ticket.md).
 */
export async function replyAsCustomer(
  deps: ReadDeps & Pick<AppDeps, 'limits'>,
  user: UserRow,
  id: number,
  input: TicketReplyInput,
): Promise<TicketThread> {
  const { db, limits } = deps;
  await readableTicket(db, { user, isAdmin: false }, id);
  await takeAttempt(
    db,
    [rule('ticket-reply', 'account', String(user.id), limits.ticketRepliesPerAccount)],
    TOO_MANY_REPLIES,
  );
  const ticket = await db.transaction().execute(async (trx) => {
    const current = await readableTicket(trx, { user, isAdmin: false }, id);
    const now = new Date();
    if (isReplay(await findLastReply(trx, id), 'customer', input.message, now.getTime()))
      return current;
    await insertReply(trx, {
      ticket_id: id,
      author: 'customer',
      author_user_id: user.id,
      message: input.message,
      created_at: now.toISOString(),
    });
    return (await updateTicketStatus(trx, id, 'Open', now.toISOString())) ?? current;
  });
  return loadThread(deps, ticket);
}

/** The shop answers; the shopper hears of it by mail. The ticket's status is left as it is. */
export async function replyAsShop(
  deps: ReadDeps & Pick<AppDeps, 'publicUrl' | 'mail'>,
  admin: UserRow,
  id: number,
  input: TicketReplyInput,
  actor: AuditActor,
): Promise<TicketThread> {
  const { db, publicUrl, mail, accountReads } = deps;
  const { ticket, sent } = await db.transaction().execute(async (trx) => {
    const current = await findTicketById(trx, id);
    if (!current) throw notFound('TICKET_NOT_FOUND', TICKET_NOT_FOUND);
    const now = new Date();
    if (isReplay(await findLastReply(trx, id), 'shop', input.message, now.getTime()))
      return { ticket: current, sent: false };
    await insertReply(trx, {
      ticket_id: id,
      author: 'shop',
      author_user_id: admin.id,
      message: input.message,
      created_at: now.toISOString(),
    });
    await recordAudit(trx, actor, {
      action: 'ticket.reply',
      entity: 'ticket',
      entityId: id,
      changes: { reply: [null, input.message] },
    });
    const updated =
      (await updateTicketStatus(trx, id, current.status, now.toISOString())) ?? current;
    const owner = await accountReads.userById(trx, current.user_id);
    if (owner)
      await enqueueMail(
        trx,
        ticketReplyMail(
          owner.email,
          languageOf(owner),
          owner.username,
          updated,
          input.message,
          publicUrl,
          owner.email_verified === 1,
        ),
      );
    return { ticket: updated, sent: owner !== undefined };
  });
  if (sent) mail.kick();
  return loadThread(deps, ticket);
}

/** An admin's status change; resolving an open ticket tells its owner by mail. */
export async function setTicketStatus(
  { db, publicUrl, mail, ...reads }: ReadDeps & Pick<AppDeps, 'publicUrl' | 'mail'>,
  actor: AuditActor,
  id: number,
  status: TicketStatus,
): Promise<Ticket> {
  const { row, sent } = await db.transaction().execute(async (trx) => {
    const current = await findTicketById(trx, id);
    if (!current) throw notFound('TICKET_NOT_FOUND', TICKET_NOT_FOUND);
    if (current.status === status) return { row: current, sent: false };
    const updated = await updateTicketStatus(trx, id, status, new Date().toISOString());
    if (!updated) throw notFound('TICKET_NOT_FOUND', TICKET_NOT_FOUND);
    await recordAudit(trx, actor, {
      action: 'ticket.status',
      entity: 'ticket',
      entityId: id,
      changes: { status: [current.status, status] },
    });
    const owner =
      status === 'Resolved' ? await reads.accountReads.userById(trx, updated.user_id) : undefined;
    if (owner)
      await enqueueMail(
        trx,
        ticketResolvedMail(
          owner.email,
          languageOf(owner),
          owner.username,
          updated,
          publicUrl,
          owner.email_verified === 1,
        ),
      );
    return { row: updated, sent: owner !== undefined };
  });
  if (sent) mail.kick();
  const [ticket] = await ticketDtos(reads, db, [row]);
  if (!ticket) throw notFound('TICKET_NOT_FOUND', TICKET_NOT_FOUND);
  return ticket;
}
