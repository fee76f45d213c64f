import { z } from 'zod';
import { INT4_MAX, LIMITS, TICKET_REPLY_AUTHORS, TICKET_STATUSES } from './constants';

const messageField = z
  .string()
  .trim()
  .min(1, 'Message is required')
  .max(LIMITS.ticketMessageMax, `Message must be at most ${LIMITS.ticketMessageMax} characters`);

export const ticketInputSchema = z.object({
  subject: z.string().trim().min(1, 'Subject is required').max(LIMITS.ticketSubjectMax),
  message: messageField,
  /** One of the caller's orders that the ticket is about. */
  order_id: z.number().int().positive().max(INT4_MAX).nullish(),
});
export type TicketInput = z.infer<typeof ticketInputSchema>;

export const ticketStatusSchema = z.enum(TICKET_STATUSES, 'Status must be Open or Resolved');

export const ticketSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  message: z.string(),
  status: ticketStatusSchema,
  user_id: z.number().int(),
  created_at: z.string(),
  order_id: z.number().int().nullable(),
  /** The linked order's number (ORD-000042), for showing and linking. */
  order_number: z.string().nullable(),
  /** When the ticket last changed: a reply or a status change. */
  updated_at: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** A ticket as the staff see it in lists: who sent it. */
export const staffTicketSchema = ticketSchema.extend({
  username: z.string(),
  email: z.string(),
});
export type StaffTicket = z.infer<typeof staffTicketSchema>;

export const ticketReplySchema = z.object({
  id: z.number().int(),
  from: z.enum(TICKET_REPLY_AUTHORS),
  message: z.string(),
  created_at: z.string(),
});
export type TicketReply = z.infer<typeof ticketReplySchema>;

/** A ticket with its conversation, oldest reply first. */
export const ticketThreadSchema = staffTicketSchema.extend({
  replies: z.array(ticketReplySchema),
});
export type TicketThread = z.infer<typeof ticketThreadSchema>;

export const ticketReplyInputSchema = z.object({ message: messageField });
export type TicketReplyInput = z.infer<typeof ticketReplyInputSchema>;

export const ticketUpdateSchema = z.object({ status: ticketStatusSchema });

export const ticketUpdatedSchema = z.object({ message: z.string(), ticket: ticketSchema });
