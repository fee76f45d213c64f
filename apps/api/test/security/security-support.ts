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

export function times<T>(n: number, run: (i: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: n }, (_, i) => run(i)));
}

export function countBy<T>(values: readonly T[]): Map<T, number> {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}

let ipCounter = 0;
/** A fresh client address per call, so address limits of one test do not leak into another. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(process.pid % 200) + 50}.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

let nameCounter = 0;
export function uniqueName(prefix = 'u'): string {
  nameCounter += 1;
  return `${prefix}${process.pid}${nameCounter}${Math.floor(Math.random() * 1e4)}`;
}

export function shopperBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const username = uniqueName('shop');
  return {
    username,
    email: `${username}@example.com`,
    phone_number: '+254712345678',
    password: 'correct-horse-battery',
    ...overrides,
  };
}

export async function countTable(
  app: FastifyInstance,
  table:
    'users' | 'reviews' | 'support_tickets' | 'orders' | 'mail_outbox' | 'products' | 'promotions',
): Promise<number> {
  const row = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
