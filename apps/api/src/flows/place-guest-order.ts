import { randomBytes } from 'node:crypto';
import type { CheckoutBody, GuestContact } from '@mavazi/shared/orders.schemas';
import type { UserRow } from '../db/schema';
import { isUniqueViolation } from '../lib/db-errors';
import { conflict } from '../lib/http-error';
import { hashLinkToken } from '../lib/link-tokens';
import { placeOrder, type CheckoutDeps, type CheckoutResult } from './place-order';
import { findAnyUserByEmail, insertUser, updateUser } from '../modules/accounts/users.repository';

export const GUEST_EMAIL_REGISTERED_TEXT =
  'This email address has an account: please sign in to place the order';

/** Never a valid scrypt hash: a guest row cannot sign in (decision 037). */
const NO_PASSWORD = '!guest';

/** The guest row that holds this address (made on first use), refreshed with the latest phone. */
async function guestRowFor(
  db: CheckoutDeps['db'],
  contact: GuestContact,
  nowIso: string,
): Promise<UserRow> {
  const email = contact.email.toLowerCase();
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const holder = await findAnyUserByEmail(db, email);
    if (holder && holder.is_guest !== 1) {
      throw conflict('GUEST_EMAIL_REGISTERED', GUEST_EMAIL_REGISTERED_TEXT);
    }
    if (holder) {
      const language = contact.language ?? holder.language;
      if (holder.phone_number === contact.phone && holder.language === language) return holder;
      return (
        (await updateUser(db, holder.id, {
          phone_number: contact.phone,
          language,
          updated_at: nowIso,
        })) ?? holder
      );
    }
    try {
      return await insertUser(db, {
        username: `guest-${randomBytes(8).toString('hex')}`,
        email,
        password_hash: NO_PASSWORD,
        phone_number: contact.phone,
        image_url: null,
        is_admin: 0,
        is_guest: 1,
        staff_role: null,
        ...(contact.language ? { language: contact.language } : {}),
        created_at: nowIso,
        updated_at: nowIso,
      });
    } catch (error) {
      // A parallel guest checkout with the same address made the row first: use it.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw conflict('CHECKOUT_BUSY', 'Your order could not be placed, please try again');
}

export interface GuestCheckoutResult extends CheckoutResult {
  /** The private link's token: answered once, stored only as its SHA-256. Absent on a replay. */
  lookupToken: string | undefined;
}

/**
 * `POST /checkout` without a token: the guest row for the address, then the same checkout as a
 * shopper's (every money rule, counted per guest address and phone) with a private lookup link.
 */
export async function placeGuestOrder(
  deps: CheckoutDeps,
  contact: GuestContact,
  body: CheckoutBody,
  idempotencyKey: string | undefined,
): Promise<GuestCheckoutResult> {
  const guest = await guestRowFor(deps.db, contact, new Date().toISOString());
  const token = randomBytes(32).toString('base64url');
  const result = await placeOrder(deps, guest, body, idempotencyKey, {
    guest: {
      contact,
      tokenHash: hashLinkToken(token),
      lookupUrl: (number) =>
        `${deps.publicUrl}/orders/lookup?number=${encodeURIComponent(number)}&token=${token}`,
      textUrl: (number) => `${deps.publicUrl}/o/${encodeURIComponent(number)}/${token}`,
    },
  });
  return { ...result, lookupToken: result.replayed ? undefined : token };
}
