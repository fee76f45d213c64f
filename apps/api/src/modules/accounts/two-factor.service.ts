import type { TotpConfirmed, TotpSetup } from '@mavazi/shared/staff.schemas';
import { nowIso, type Executor } from '../../db/database';
import type { UserRow } from '../../db/schema';
import type { DbDeps } from '../../app-deps';
import { conflict, HttpError, unauthorized } from '../../lib/http-error';
import type { AuditActor } from '../audit/audit-actor';
import { recordAudit } from '../audit/audit.repository';
import { enableTotp, startTotp, useTotpStep } from './users.repository';
import { replaceRecoveryCodes, useRecoveryCode } from './recovery-codes.repository';
import {
  hashRecoveryCode,
  isTotpCode,
  newRecoveryCodes,
  newTotpSecret,
  totpStep,
  totpUrl,
} from './totp';

export const OTP_REQUIRED_TEXT = 'Enter the code from your authenticator app';
export const OTP_INVALID_TEXT = 'That code is not valid. Enter the current code or a recovery code';

/** A new secret for the authenticator app; two-factor sign-in stays off until a code confirms it. */
export async function startTotpSetup({ db }: DbDeps, user: UserRow): Promise<TotpSetup> {
  if (user.totp_enabled === 1)
    throw conflict('TOTP_ALREADY_ENABLED', 'Two-factor sign-in is already on');
  const secret = newTotpSecret();
  await startTotp(db, user.id, secret, nowIso());
  return { otpauth_url: totpUrl(secret, user.username), secret };
}

/** The first code from the app turns two-factor sign-in on and hands out the recovery codes, once. */
export async function confirmTotpSetup(
  { db }: DbDeps,
  actor: AuditActor,
  user: UserRow,
  code: string,
): Promise<TotpConfirmed> {
  if (user.totp_enabled === 1)
    throw conflict('TOTP_ALREADY_ENABLED', 'Two-factor sign-in is already on');
  const secret = user.totp_secret;
  if (!secret)
    throw conflict('TOTP_NOT_STARTED', 'Start the two-factor set-up first (POST /admin/me/totp)');
  const step = totpStep(secret, code, Date.now());
  if (step === null)
    throw new HttpError(400, 'OTP_INVALID', OTP_INVALID_TEXT, { code: OTP_INVALID_TEXT });
  const codes = newRecoveryCodes();
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    if (!(await useTotpStep(trx, user.id, step)))
      throw new HttpError(400, 'OTP_INVALID', OTP_INVALID_TEXT, { code: OTP_INVALID_TEXT });
    await enableTotp(trx, user.id, now);
    await replaceRecoveryCodes(trx, user.id, codes.map(hashRecoveryCode), now);
    await recordAudit(trx, actor, {
      action: 'staff.totp_enable',
      entity: 'staff',
      entityId: user.id,
      changes: { totp_enabled: [false, true] },
    });
  });
  return { recovery_codes: codes };
}

/**
 * The second step of a staff sign-in with two-factor on: a current (or previous) authenticator code
 * not used before, or an unused recovery code. Anything else is 401 OTP_INVALID.
 */
export async function checkSecondFactor(
  db: Executor,
  user: UserRow,
  otp: string | undefined,
): Promise<void> {
  if (!otp) throw unauthorized(OTP_REQUIRED_TEXT, 'OTP_REQUIRED');
  const secret = user.totp_secret;
  if (secret && isTotpCode(otp)) {
    const step = totpStep(secret, otp, Date.now());
    if (step !== null && (await useTotpStep(db, user.id, step))) return;
  } else if (await useRecoveryCode(db, user.id, hashRecoveryCode(otp), nowIso())) {
    return;
  }
  throw unauthorized(OTP_INVALID_TEXT, 'OTP_INVALID');
}
