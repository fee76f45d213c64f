import type { Executor } from '../db/database';
import type { UserRow } from '../db/schema';
import type { AppDeps } from '../app-deps';
import { conflict, notFound } from '../lib/http-error';
import { deleteMailTo, enqueueMail } from '../mail/outbox.repository';
import { deleteSmsOfUser } from '../sms/sms-outbox.repository';
import type { AuditActor } from '../modules/audit/audit-actor';
import { recordAudit } from '../modules/audit/audit.repository';
import { deleteResetTokensOfUser } from '../modules/accounts/password-reset-tokens.repository';
import { deleteSavedCart } from '../modules/carts/carts.repository';
import { deleteAlertsOf } from '../modules/stock-alerts/stock-alerts.repository';
import { renameReviewAuthor } from '../modules/catalog/reviews.repository';
import {
  anonymiseOrdersOfUser,
  DELETED_CUSTOMER,
  eraseStatusNotesOfOrders,
} from '../modules/orders/orders.repository';
import { erasePaymentPhones } from '../modules/payments/payments.repository';
import { eraseOrderPaymentPhones } from '../modules/payments/order-payments.repository';
import { eraseRefundPhones } from '../modules/refunds/refunds.repository';
import { eraseReturnNotesOfUser } from '../modules/returns/returns.repository';
import { deleteSubscriberByEmail } from '../modules/newsletter/newsletter.repository';
import { accountErasedMail } from '../modules/privacy/privacy.mail';
import { languageOf } from '../i18n/i18n';
import { deleteTicketsOfUser } from '../modules/support/support.repository';
import { deleteEmailChangeTokensOfUser } from '../modules/accounts/email-change-tokens.repository';
import { deleteVerificationTokensOfUser } from '../modules/accounts/email-verification-tokens.repository';
import { anonymiseUser, findUserById, lockUser } from '../modules/accounts/users.repository';
import { assertCurrentPassword } from '../modules/accounts/account.service';

export type EraseDeps = Pick<AppDeps, 'db' | 'mail'>;

export const STAFF_NOT_ERASABLE_TEXT =
  'Staff accounts cannot be erased; remove the staff role first';

/**
 * Everything personal about one shopper, in the caller's transaction: orders and payments keep their figures without
 * name, address or phone, reviews are signed "Deleted customer", tickets, texts, mails, links
 * and the saved cart are removed, the confirmation mail is queued to the address about to go, and
 * the account row is anonymised and disabled (tokens die).
 */
async function eraseInside(trx: Executor, user: UserRow, nowIso: string): Promise<void> {
  const orderIds = await anonymiseOrdersOfUser(trx, user.id, nowIso);
  await eraseStatusNotesOfOrders(trx, orderIds);
  await erasePaymentPhones(trx, orderIds);
  await eraseOrderPaymentPhones(trx, orderIds);
  await eraseRefundPhones(trx, orderIds);
  await eraseReturnNotesOfUser(trx, user.id);
  await renameReviewAuthor(trx, user.id, DELETED_CUSTOMER);
  await deleteTicketsOfUser(trx, user.id);
  await deleteSmsOfUser(trx, user.id);
  await deleteMailTo(trx, user.email);
  // The last mail: after the older ones are gone, before the address is (a placeholder gets none).
  if (!user.email.endsWith('.invalid'))
    await enqueueMail(trx, accountErasedMail(user.email, languageOf(user)));
  await deleteSubscriberByEmail(trx, user.email);
  await deleteSavedCart(trx, user.id);
  await deleteAlertsOf(trx, { userId: user.id, email: user.email.toLowerCase() });
  await deleteResetTokensOfUser(trx, user.id);
  await deleteEmailChangeTokensOfUser(trx, user.id);
  await deleteVerificationTokensOfUser(trx, user.id);
  await anonymiseUser(trx, user.id, nowIso);
}

/** `DELETE /me`: the password is checked first, then the caller's own account goes in one transaction. */
export async function eraseOwnAccount(
  deps: EraseDeps & Pick<AppDeps, 'limits'>,
  user: UserRow,
  password: string,
): Promise<void> {
  await assertCurrentPassword(deps, user, password);
  await deps.db.transaction().execute(async (trx) => {
    await lockUser(trx, user.id);
    const current = await findUserById(trx, user.id);
    if (!current || current.disabled_at !== null)
      throw notFound('USER_NOT_FOUND', 'User not found');
    if (current.is_admin === 1) throw conflict('STAFF_NOT_ERASABLE', STAFF_NOT_ERASABLE_TEXT);
    await eraseInside(trx, current, new Date().toISOString());
  });
  deps.mail.kick();
}

/** `POST /admin/customers/{id}/erase`: the owner erases a shopper on request, with an audit row. */
export async function eraseCustomerByStaff(
  deps: EraseDeps,
  actor: AuditActor,
  id: number,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await lockUser(trx, id);
    const user = await findUserById(trx, id);
    if (!user) throw notFound('USER_NOT_FOUND', 'User not found');
    if (user.is_admin === 1 || user.staff_role !== null)
      throw conflict('STAFF_NOT_ERASABLE', STAFF_NOT_ERASABLE_TEXT);
    const nowIso = new Date().toISOString();
    await eraseInside(trx, user, nowIso);
    // The audit row names the account by id only: the erased name must not live on in the log.
    await recordAudit(
      trx,
      actor,
      { action: 'customer.erase', entity: 'customer', entityId: id, changes: {} },
      nowIso,
    );
  });
  deps.mail.kick();
}
