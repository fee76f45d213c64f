import { z } from 'zod';
import { normalizeKenyanPhone } from './kenya';

/** The languages mails and texts can be written in (API.md "Reach"). */
export const LANGUAGES = ['en', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];
export const languageSchema = z.enum(LANGUAGES, 'Choose en or sw');

/** How a shopper wants to hear about orders; security mails always go by email whatever this says. */
export const NOTIFY_CHANNELS = ['email', 'sms'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];
export const notifyBySchema = z
  .array(z.enum(NOTIFY_CHANNELS, 'Choose email or sms'))
  .max(NOTIFY_CHANNELS.length)
  .transform((channels) => NOTIFY_CHANNELS.filter((c) => channels.includes(c)));

/** Stored as 'email,sms' (null: never chosen); the default is both for a Kenyan mobile, else email. */
export function resolveNotifyBy(stored: string | null, phone: string | null): NotifyChannel[] {
  if (stored === null) return phone && normalizeKenyanPhone(phone) ? ['email', 'sms'] : ['email'];
  return NOTIFY_CHANNELS.filter((c) => stored.split(',').includes(c));
}

/** The number a text goes to (2547XXXXXXXX), or null when the shopper did not choose texts or has no Kenyan mobile. */
export function smsRecipient(user: {
  phone_number: string | null;
  notify_by: string | null;
}): string | null {
  const phone = user.phone_number ? normalizeKenyanPhone(user.phone_number) : null;
  if (!phone) return null;
  return resolveNotifyBy(user.notify_by, user.phone_number).includes('sms') ? phone : null;
}

/** True when order and account news should go by mail. */
export function wantsEmail(user: {
  phone_number: string | null;
  notify_by: string | null;
}): boolean {
  return resolveNotifyBy(user.notify_by, user.phone_number).includes('email');
}
