import { z } from 'zod';
import { LIMITS, TICKET_STATUSES } from './constants';

export const ticketInputSchema = z.object({
  subject: z.string().trim().min(1, 'Subject is required').max(LIMITS.ticketSubjectMax),
  message: z.string().trim().min(1, 'Message is required').max(LIMITS.ticketMessageMax),
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
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketUpdateSchema = z.object({ status: ticketStatusSchema });

export const ticketUpdatedSchema = z.object({ message: z.string(), ticket: ticketSchema });
