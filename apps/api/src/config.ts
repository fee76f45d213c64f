import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ensurePrivateDir, uploadsDir } from './lib/private-files';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], 'Use true or false')
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export interface Limit {
  max: number;
  windowSeconds: number;
}

/**
 * Every rate limit, its variable and default. Per-address limits are generous (many Kenyan shoppers
 * share one carrier address), per-account ones strict. docs/security.md explains each.
 */
export const RATE_LIMIT_DEFAULTS = {
  loginPerAddress: ['RATE_LIMIT_LOGIN_PER_ADDRESS', '20/15m'],
  loginPerAccountAddress: ['RATE_LIMIT_LOGIN_PER_ACCOUNT_ADDRESS', '5/15m'],
  loginPerAccount: ['RATE_LIMIT_LOGIN_PER_ACCOUNT', '20/15m'],
  passwordChecksPerAccount: ['RATE_LIMIT_PASSWORD_CHECKS_PER_ACCOUNT', '5/15m'],
  resetPerAddress: ['RATE_LIMIT_RESET_PER_ADDRESS', '5/15m'],
  resetPerEmail: ['RATE_LIMIT_RESET_PER_EMAIL', '3/1h'],
  registerPerAddress: ['RATE_LIMIT_REGISTER_PER_ADDRESS', '50/1h'],
  promoLookupsPerAddress: ['RATE_LIMIT_PROMO_LOOKUPS_PER_ADDRESS', '60/15m'],
  ticketsPerAccount: ['RATE_LIMIT_TICKETS_PER_ACCOUNT', '5/1h'],
  ticketRepliesPerAccount: ['RATE_LIMIT_TICKET_REPLIES_PER_ACCOUNT', '30/1h'],
  orderNoticesPerAccount: ['RATE_LIMIT_ORDER_NOTICES_PER_ACCOUNT', '10/1h'],
  reviewsPerAccount: ['RATE_LIMIT_REVIEWS_PER_ACCOUNT', '10/1h'],
} as const satisfies Record<string, readonly [string, string]>;

export type RateLimitName = keyof typeof RATE_LIMIT_DEFAULTS;
export type RateLimits = Record<RateLimitName, Limit>;

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

/** "20/15m": at most 20 in a window of 15 minutes (units s, m, h, d). */
const limitFromEnv = z
  .string()
  .regex(/^[1-9]\d{0,6}\/[1-9]\d{0,4}[smhd]$/, 'Use COUNT/WINDOW, e.g. 20/15m (units s, m, h, d)')
  .transform((value): Limit => {
    const [count = '', window = ''] = value.split('/');
    const unit = window.slice(-1) as keyof typeof UNIT_SECONDS;
    return { max: Number(count), windowSeconds: Number(window.slice(0, -1)) * UNIT_SECONDS[unit] };
  });

const rateLimitVariables = Object.fromEntries(
  Object.values(RATE_LIMIT_DEFAULTS).map(([variable, fallback]) => [
    variable,
    limitFromEnv.prefault(fallback),
  ]),
) as Record<(typeof RATE_LIMIT_DEFAULTS)[RateLimitName][0], z.ZodPrefault<typeof limitFromEnv>>;

const envSchema = z.object({
  ...rateLimitVariables,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number('PORT must be a number').int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  UPLOADS_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .refine(
      (v) => /^postgres(ql)?:\/\//.test(v) || /^sqlite:/.test(v),
      'DATABASE_URL must start with postgres:// (or sqlite:PATH); unset means SQLite in DATA_DIR',
    )
    .optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_EXPIRES_IN_SECONDS: z.coerce.number().int().min(60).max(2_592_000).default(86_400),
  PUBLIC_URL: z.url('PUBLIC_URL must be a URL like https://shop.example').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Mavazi <no-reply@localhost>'),
  SHOP_PHONE: z
    .string()
    .regex(/^254\d{9}$/, 'SHOP_PHONE must be digits with the country code 254, e.g. 254712345678')
    .default('254700000000'),
  ADMIN_USERNAME: z.string().min(3).optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  SEED_DEMO: booleanFromEnv.optional(),
  TRUST_PROXY: booleanFromEnv.default(false),
  CORS_ORIGINS: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  WORKERS: z.coerce
    .number('WORKERS must be a number')
    .int('WORKERS must be a whole number')
    .min(1, 'WORKERS must be at least 1')
    .max(64, 'WORKERS must be at most 64')
    .default(1),
  DATABASE_POOL_MAX: z.coerce
    .number('DATABASE_POOL_MAX must be a number')
    .int()
    .min(1, 'DATABASE_POOL_MAX must be at least 1')
    .max(200, 'DATABASE_POOL_MAX must be at most 200')
    .default(10),
  BACKUP_DIR: z.string().min(1).optional(),
  REQUEST_TIMEOUT_SECONDS: z.coerce
    .number('REQUEST_TIMEOUT_SECONDS must be a number')
    .int()
    .min(1)
    .max(3600)
    .default(60),
  MAX_OPEN_UNPAID_ORDERS: z.coerce
    .number('MAX_OPEN_UNPAID_ORDERS must be a number')
    .int()
    .min(1)
    .max(1000)
    .default(5),
  CATALOG_CACHE_TTL_MS: z.coerce
    .number('CATALOG_CACHE_TTL_MS must be a number')
    .int()
    .min(0)
    .max(60_000)
    .default(1000),
});

export type Env = z.infer<typeof envSchema>;

export type DatabaseConfig =
  | { kind: 'sqlite'; file: string }
  | {
      kind: 'postgres';
      url: string;
      /** Connections per process (DATABASE_POOL_MAX, 10). */
      poolMax?: number;
      /** A connection (5 s) or query (30 s) that takes longer fails as unavailable: a silent network drop. */
      connectTimeoutMs?: number;
      queryTimeoutMs?: number;
    };

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  /** Product photos: served copies in products/, originals in originals/. */
  uploadsDir: string;
  database: DatabaseConfig;
  jwtSecret: string;
  jwtExpiresInSeconds: number;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  shopPhone: string;
  admin: { username: string; email: string; password: string } | undefined;
  seedDemo: boolean;
  trustProxy: boolean;
  corsOrigins: string[];
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string | undefined;
  /** Server processes sharing the port (PostgreSQL only when more than one). */
  workers: number;
  /** Where `npm run backup` writes SQLite backups. */
  backupDir: string;
  rateLimits: RateLimits;
  /** A request (headers and body) not complete by then is answered 408 and its connection closed. */
  requestTimeoutSeconds: number;
  /** Orders a shopper may have placed and not paid before checkout refuses another. */
  maxOpenUnpaidOrders: number;
  /** How long another process's catalog change may stay unseen here (0: no catalog read cache). */
  catalogCacheTtlMs: number;
  /** Seconds between outbox runs; tests shorten it. */
  mailRetryBaseSeconds: number;
}

export class ConfigError extends Error {}

/**
 * Parses the environment into a Config; throws ConfigError with one line per bad variable.
 * Command-line tools (backup, restore, create-admin) pass `server: false`: they need the database
 * settings, not what only a serving shop needs (mail, public URL, workers).
 */
export function parseConfig(
  source: NodeJS.ProcessEnv,
  { server = true }: { server?: boolean } = {},
): Config {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const adminParts = [env.ADMIN_USERNAME, env.ADMIN_EMAIL, env.ADMIN_PASSWORD];
  if (adminParts.some(Boolean) && !adminParts.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    );
  }
  if (server && env.NODE_ENV === 'production') {
    const problems = productionProblems(env);
    if (problems.length > 0) {
      throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    }
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const database = resolveDatabase(env, dataDir);
  if (server && database.kind === 'sqlite' && env.WORKERS > 1) {
    throw new ConfigError(
      `Invalid configuration:\n  WORKERS=${env.WORKERS} needs PostgreSQL: SQLite is one file for one process. ` +
        'Set DATABASE_URL=postgres://... or leave WORKERS at 1',
    );
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    uploadsDir: env.UPLOADS_DIR ? path.resolve(env.UPLOADS_DIR) : uploadsDir(dataDir),
    database,
    jwtSecret: env.JWT_SECRET ?? '',
    jwtExpiresInSeconds: env.JWT_EXPIRES_IN_SECONDS,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    shopPhone: env.SHOP_PHONE,
    admin:
      env.ADMIN_USERNAME && env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { username: env.ADMIN_USERNAME, email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    seedDemo: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    trustProxy: env.TRUST_PROXY,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR,
    workers: env.WORKERS,
    backupDir: path.resolve(env.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    rateLimits: Object.fromEntries(
      Object.entries(RATE_LIMIT_DEFAULTS).map(([name, [variable]]) => [name, env[variable]]),
    ) as RateLimits,
    requestTimeoutSeconds: env.REQUEST_TIMEOUT_SECONDS,
    maxOpenUnpaidOrders: env.MAX_OPEN_UNPAID_ORDERS,
    catalogCacheTtlMs: env.CATALOG_CACHE_TTL_MS,
    mailRetryBaseSeconds: 30,
  };
}

/** What production cannot run without, or must never do; one line each. */
function productionProblems(env: Env): string[] {
  const problems: string[] = [];
  if (!env.JWT_SECRET) problems.push('JWT_SECRET is required when NODE_ENV=production');
  if (!env.PUBLIC_URL)
    problems.push('PUBLIC_URL is required when NODE_ENV=production (links in mail point there)');
  if (!env.SMTP_URL)
    problems.push(
      'SMTP_URL is required when NODE_ENV=production (without it mail only lands in files)',
    );
  if (env.SEED_DEMO)
    problems.push('SEED_DEMO=true is refused when NODE_ENV=production (it adds demo accounts)');
  return problems;
}

function resolveDatabase(env: Env, dataDir: string): DatabaseConfig {
  if (env.DATABASE_URL?.startsWith('postgres')) {
    return {
      kind: 'postgres',
      url: env.DATABASE_URL,
      poolMax: env.DATABASE_POOL_MAX,
    };
  }
  return {
    kind: 'sqlite',
    file: env.DATABASE_URL
      ? path.resolve(env.DATABASE_URL.replace(/^sqlite:/, ''))
      : path.join(dataDir, 'shop.db'),
  };
}

/** Fills in the development JWT secret, generated once and kept in DATA_DIR so tokens survive restarts. */
export function withJwtSecret(config: Config): Config {
  if (config.jwtSecret) return config;
  ensurePrivateDir(config.dataDir);
  const file = path.join(config.dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return { ...config, jwtSecret: readFileSync(file, 'utf8').trim() };
}
