import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
const RECOVERY_CODE_COUNT = 8;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

function totpFor(secret: string, label = 'staff'): TOTP {
  return new TOTP({
    issuer: 'Mavazi',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpUrl(secret: string, username: string): string {
  return totpFor(secret, username).toString();
}

/** The code an authenticator shows at this instant (for tests and the simulator of a phone). */
export function totpCode(secret: string, atMs: number): string {
  return totpFor(secret).generate({ timestamp: atMs });
}

/**
 * The time step a code belongs to when it is the current one or the previous one (a code typed as it
 * rolled over still counts); null otherwise. The caller refuses a step that was already used.
 */
export function totpStep(secret: string, code: string, atMs: number): number | null {
  const delta = totpFor(secret).validate({ token: code, timestamp: atMs, window: 1 });
  if (delta === null || delta > 0) return null;
  return Math.floor(atMs / 1000 / PERIOD_SECONDS) + delta;
}

export function isTotpCode(value: string): boolean {
  return /^\d{6}$/.test(value);
}

/** Recovery codes are compared without dashes, spaces or case. */
export function hashRecoveryCode(code: string): string {
  const normal = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(normal).digest('hex');
}

/** Eight codes of ten base32 characters (50 bits each), shown once as `abcde-fghij`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((b) => BASE32[b % 32]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}
