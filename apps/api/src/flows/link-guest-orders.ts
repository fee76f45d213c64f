import type { Executor } from '../db/database';
import type { UserRow } from '../db/schema';
import type { AppDeps } from '../app-deps';
import { moveGuestOrdersToUser } from '../modules/orders/orders.repository';
import { verifyEmail } from '../modules/accounts/email-verification.service';

/**
 * Inside the verification's transaction: orders placed as a guest with the address now verified
 * belong to the account from here on (My Orders), in the same commit as the verification.
 */
export async function linkGuestOrders(
  trx: Executor,
  user: UserRow,
  nowIso: string,
): Promise<number> {
  if (user.is_guest === 1 || user.email_verified !== 1) return 0;
  return moveGuestOrdersToUser(trx, user.email, user.id, nowIso);
}

/** `POST /verify-email`: verifies the address and links the guest orders placed with it, at once. */
export function verifyEmailLinkingGuestOrders(
  deps: Pick<AppDeps, 'db'>,
  token: string,
): Promise<string> {
  return verifyEmail(deps, token, async (trx, user, nowIso) => {
    await linkGuestOrders(trx, user, nowIso);
  });
}
