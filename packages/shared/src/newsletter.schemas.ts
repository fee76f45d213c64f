import { z } from 'zod';
import { emailSchema } from './auth.schemas';
import { LIMITS } from './constants';
import { languageSchema } from './notify';

export const NEWSLETTER_STATUSES = ['pending', 'subscribed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** The same answer for every address (new, pending, subscribed or not): nothing to enumerate. */
export const NEWSLETTER_CHECK_MAIL_TEXT =
  'Thanks for subscribing! Check your email to confirm your subscription.';
export const NEWSLETTER_CONFIRMED_TEXT = 'Your subscription is confirmed';
export const NEWSLETTER_UNSUBSCRIBED_TEXT = 'You are unsubscribed from our newsletter';
export const INVALID_NEWSLETTER_LINK_TEXT = 'This newsletter link is not valid or has expired';

/** `POST /newsletter/subscribe`: the footer box's address; the language of the mail it gets. */
export const newsletterSubscribeBodySchema = z.object({
  email: emailSchema,
  language: languageSchema.optional().describe('Language of the confirmation mail (default en)'),
});
export type NewsletterSubscribeBody = z.infer<typeof newsletterSubscribeBodySchema>;

/** The token of a mailed link (`/newsletter/confirm?token=`, `/newsletter/unsubscribe?token=`). */
/** The shape of a newsletter link's token (confirm and unsubscribe). */
export const NEWSLETTER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,128}$/;

export const newsletterTokenBodySchema = z.object({
  token: z.string().regex(NEWSLETTER_TOKEN_PATTERN, INVALID_NEWSLETTER_LINK_TEXT),
});
export type NewsletterTokenBody = z.infer<typeof newsletterTokenBodySchema>;

export const adminSubscribersQuerySchema = z.object({
  status: z.enum(NEWSLETTER_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.adminPageSize),
});
export type AdminSubscribersQuery = z.infer<typeof adminSubscribersQuerySchema>;

/** One address as staff see it: no link tokens. */
export const adminSubscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(NEWSLETTER_STATUSES),
  language: z.string(),
  /** When the address's owner opened the confirmation link: the consent. */
  consented_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminSubscriber = z.infer<typeof adminSubscriberSchema>;
