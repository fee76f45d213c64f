import { createHmac } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Signs a JWT by hand (HMAC), so tests can forge exactly the token an attacker would send. */
export function forgeJwt(
  header: Record<string, unknown>,
  payload: Record<string, unknown>,
  secret: string | undefined,
  hash: 'sha256' | 'sha512' = 'sha256',
): string {
  const encode = (part: Record<string, unknown>) =>
    Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode(header)}.${encode(payload)}`;
  if (secret === undefined) return `${unsigned}.`;
  return `${unsigned}.${createHmac(hash, secret).update(unsigned).digest('base64url')}`;
}

/** The claims a real access token of this user carries (ver = the user's token_version). */
export function claimsFor(
  userId: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    sub: String(userId),
    ver: 0,
    jti: `forged-${userId}-${now}-${Math.random()}`,
    iat: now,
    exp: now + 3600,
    ...overrides,
  };
}

export function decodeJwtPart(token: string, index: 0 | 1): Record<string, unknown> {
  const part = token.split('.')[index] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** What an answer must never show: SQL, driver names, stack frames, file paths of the server. */
const LEAKS: ReadonlyArray<[string, RegExp]> = [
  ['SQL keyword', /\b(SELECT|INSERT INTO|UPDATE "|DELETE FROM)\b/],
  ['driver name', /sqlite|postgres|kysely|better-sqlite3/i],
  ['SQL error text', /syntax error|relation "|constraint failed|SQLITE_|violates/i],
  ['stack frame', /\bat (?:async )?[\w$.<>]+ \(|\bat .+\.(?:ts|js|mjs|cjs):\d+:\d+/],
  ['server path', /node_modules|\/work\/|apps\/api\/src/],
];

export function expectNoLeak(res: LightMyRequestResponse): void {
  const found = LEAKS.filter(([, pattern]) => pattern.test(res.body)).map(([name]) => name);
  expect(found, `leak in ${res.statusCode} ${res.body.slice(0, 300)}`).toEqual([]);
}

/** A refused request: the given status family, a JSON {error} body, nothing internal in it. */
export function expectRefused(res: LightMyRequestResponse, statuses: readonly number[]): void {
  expect(statuses, `got ${res.statusCode} ${res.body.slice(0, 300)}`).toContain(res.statusCode);
  expect(res.headers['content-type']).toContain('application/json');
  const body = res.json<{ error?: unknown }>();
  expect(typeof body.error).toBe('string');
  expectNoLeak(res);
}

/**
 * inject() that fails the test on any 5xx or leak: every attack in this suite goes through it,
 * so "no 500s anywhere" is checked on every single answer.
 */
export async function attack(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  const res = await app.inject(options);
  expect(
    res.statusCode,
    `${options.method ?? 'GET'} ${String(options.url)}: ${res.body.slice(0, 300)}`,
  ).toBeLessThan(500);
  expectNoLeak(res);
  return res;
}

/** Runs n calls at once: what is counted must hold under concurrency, and it keeps the suite quick. */
export function times<T>(n: number, run: (i: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: n }, (_, i) => run(i)));
}

export function countBy<T>(values: readonly T[]): Map<T, number> {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}

const SECRET_KEYS = [
  'password',
  'password_hash',
  'passwordHash',
  'token_version',
  'tokenVersion',
  'token_hash',
];

/** Fails when any secret-looking key appears anywhere in a JSON answer. */
export function expectNoSecrets(value: unknown): void {
  const found: string[] = [];
  const walk = (v: unknown, path: string) => {
    if (Array.isArray(v)) v.forEach((item, i) => walk(item, `${path}[${i}]`));
    else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        if (SECRET_KEYS.includes(k)) found.push(`${path}.${k}`);
        walk(child, `${path}.${k}`);
      }
    }
  };
  walk(value, '$');
  expect(found).toEqual([]);
}

/** The keys of a user in every answer, sorted. */
export const USER_KEYS = [
  'created_at',
  'email',
  'email_verified',
  'id',
  'imageUrl',
  'is_admin',
  'language',
  'marketing_opt_in',
  'marketing_opt_in_at',
  'name',
  'notify_by',
  'phone_number',
  'username',
];
