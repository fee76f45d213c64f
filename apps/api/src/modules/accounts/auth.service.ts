import type { AdminLoginBody, LoginBody } from '@mavazi/shared/auth.schemas';
import type { AppDeps, DbDeps } from '../../app-deps';
import type { UserRow } from '../../db/schema';
import { unauthorized } from '../../lib/http-error';
import type { AccessClaims } from '../../plugins/auth';
import { findUserByEmail, findUserByUsername, markStaffSignedIn } from './users.repository';
import { checkSecondFactor, OTP_INVALID_TEXT, OTP_REQUIRED_TEXT } from './two-factor.service';
import { loginRules, settleLoginSuccess, takeLoginAttempt } from '../limits/attempt-limiter';
import { dummyPasswordHash, verifyPassword } from './password';
import { revokeToken } from './revoked-tokens.repository';

export const LOGIN_FAILED = 'Invalid email or password';
export const ADMIN_LOGIN_FAILED = 'Invalid username or password';

/** Unknown accounts still cost one hash check, so the answer's timing does not tell them apart. */
async function passwordMatches(user: UserRow | undefined, password: string): Promise<boolean> {
  const valid = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
  return user !== undefined && valid;
}

type LoginDeps = Pick<AppDeps, 'db' | 'limits'>;
type AdminLoginDeps = LoginDeps & Partial<Pick<AppDeps, 'staff'>>;

export async function loginShopper(
  { db, limits }: LoginDeps,
  body: LoginBody,
  clientIp: string,
): Promise<UserRow> {
  const email = body.email.trim().toLowerCase();
  const rules = loginRules('login', email, clientIp, limits);
  await takeLoginAttempt(db, rules);
  const user = await findUserByEmail(db, email);
  const valid = await passwordMatches(user, body.password);
  // Admins sign in only at /admin/login, so their password cannot be guessed under two limits.
  if (!user || !valid || user.is_admin === 1 || user.disabled_at !== null)
    throw unauthorized(LOGIN_FAILED, 'INVALID_CREDENTIALS');
  await settleLoginSuccess(db, rules);
  return user;
}

/**
 * A shopper (or a disabled account) with the right password is refused exactly like a wrong
 * password. With two-factor on, a right password without a code is settled as a success before
 * 401 OTP_REQUIRED (it was no guess), while a wrong code counts as a failed attempt.
 */
export async function loginAdmin(
  { db, limits, staff }: AdminLoginDeps,
  body: AdminLoginBody,
  clientIp: string,
): Promise<UserRow> {
  const username = body.username.trim();
  const rules = loginRules('admin-login', username, clientIp, limits);
  await takeLoginAttempt(db, rules);
  const user = await findUserByUsername(db, username);
  const valid = await passwordMatches(user, body.password);
  if (!user || !valid || user.is_admin !== 1 || user.disabled_at !== null)
    throw unauthorized(ADMIN_LOGIN_FAILED, 'INVALID_CREDENTIALS');
  const needsCode =
    user.totp_enabled === 1 || (staff?.requireTotp === true && user.staff_signed_in_at !== null);
  if (needsCode) {
    if (!body.otp) {
      await settleLoginSuccess(db, rules);
      throw unauthorized(OTP_REQUIRED_TEXT, 'OTP_REQUIRED');
    }
    if (user.totp_enabled !== 1) throw unauthorized(OTP_INVALID_TEXT, 'OTP_INVALID');
    await checkSecondFactor(db, user, body.otp);
  }
  await settleLoginSuccess(db, rules);
  await markStaffSignedIn(db, user.id, new Date().toISOString());
  return user;
}

/** The token's id goes on the revocation list until the token would have expired anyway. */
export async function logout({ db }: DbDeps, claims: AccessClaims): Promise<void> {
  await revokeToken(db, claims.jti, new Date(claims.exp * 1000).toISOString());
}
