import { z } from 'zod';
import { LIMITS } from './constants';

export const SMS_STATUSES = ['pending', 'sent', 'delivered', 'failed'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

/** GET /admin/sms: a page of texts, newest first. */
export const adminSmsQuerySchema = z.object({
  status: z.enum(SMS_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.adminPageSize),
});
export type AdminSmsQuery = z.infer<typeof adminSmsQuerySchema>;

/** One text as staff see it: to whom, what, and what Africa's Talking said about it. */
export const adminSmsSchema = z.object({
  id: z.number().int(),
  event_key: z.string(),
  kind: z.string(),
  user_id: z.number().int().nullable(),
  phone: z.string(),
  language: z.string(),
  message: z.string(),
  status: z.enum(SMS_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  provider_message_id: z.string().nullable(),
  provider_status: z.string().nullable(),
  failure_reason: z.string().nullable(),
  cost: z.string().nullable(),
  resend_of: z.number().int().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type AdminSms = z.infer<typeof adminSmsSchema>;

/** Africa's Talking's delivery report, form-encoded; unknown fields are ignored. */
export const smsDeliveryReportSchema = z.object({
  id: z.string().min(1).max(200),
  status: z.string().min(1).max(50),
  phoneNumber: z.string().max(30).optional(),
  networkCode: z.string().max(20).optional(),
  failureReason: z.string().max(100).optional(),
  retryCount: z.string().max(10).optional(),
});
export type SmsDeliveryReport = z.infer<typeof smsDeliveryReportSchema>;
