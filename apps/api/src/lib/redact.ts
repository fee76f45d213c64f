/** What a secret looks like once redacted in a log line. */
export const REDACTED = '[redacted]';

/**
 * Path segments whose next segment is a secret: the M-Pesa and SMS callback tokens, password reset,
 * email-change undo, email verification and staff invitation links (API paths and web pages).
 */
const SECRET_AFTER = [
  'callback',
  'b2c-result',
  'b2c-timeout',
  'delivery-report',
  'reset-password',
  'password-reset',
  'undo',
  'undo-email',
  'verify-email',
  'accept-invite',
];
const SECRET_SEGMENT = new RegExp(`(/(?:${SECRET_AFTER.join('|')})/)[^/?#\\s"']+`, 'gi');
/** A guest order's short link from its text: /o/{order number}/{token}. */
const SHORT_ORDER_LINK = /(\/o\/[^/?#\s"']+\/)[^/?#\s"']+/gi;
/**
 * Query parameters and form fields that carry a secret (token, lookup_token, secret, key, code...):
 * this covers guest order links (/orders/lookup?number=...&token=...) and marketing opt-out links.
 */
const SECRET_PARAM = /([?&;](?:[\w-]*token|secret|[\w-]*key|code|password|otp)=)[^&#\s"']+/gi;

/** The text with every secret path segment and token parameter of the addresses in it replaced. */
export function redactSecrets(text: string): string {
  return text
    .replace(SECRET_SEGMENT, `$1${REDACTED}`)
    .replace(SHORT_ORDER_LINK, `$1${REDACTED}`)
    .replace(SECRET_PARAM, `$1${REDACTED}`);
}

/** A copy of a JSON-like value with redactSecrets applied to every string in it. */
export function redactDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactSecrets(value);
  if (depth > 5 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, redactDeep(item, depth + 1)]),
  );
}
