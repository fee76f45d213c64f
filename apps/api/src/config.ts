import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PAYMENT_METHODS, type PaymentMethod } from '@mavazi/shared/constants';
import { RETURN_WINDOW_DAYS } from '@mavazi/shared/returns';
import { ensurePrivateDir, uploadsDir } from './lib/private-files';
import { AT_BASE_URLS } from './sms/africastalking-client';

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
  verifyEmailPerAccount: ['RATE_LIMIT_VERIFY_EMAIL_PER_ACCOUNT', '3/1h'],
  mpesaPromptsPerPhone: ['RATE_LIMIT_MPESA_PROMPTS_PER_PHONE', '5/10m'],
  mpesaPromptsPerAccount: ['RATE_LIMIT_MPESA_PROMPTS_PER_ACCOUNT', '10/10m'],
  orderLookupsPerAddress: ['RATE_LIMIT_ORDER_LOOKUPS_PER_ADDRESS', '30/15m'],
  newsletterPerAddress: ['RATE_LIMIT_NEWSLETTER_PER_ADDRESS', '20/1h'],
  newsletterPerEmail: ['RATE_LIMIT_NEWSLETTER_PER_EMAIL', '3/1h'],
  stockAlertsPerAddress: ['RATE_LIMIT_STOCK_ALERTS_PER_ADDRESS', '30/1h'],
  stockAlertsPerEmail: ['RATE_LIMIT_STOCK_ALERTS_PER_EMAIL', '10/1h'],
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

/** What a development shop shows until it is told its own; production refuses to show them to shoppers. */
const PLACEHOLDERS = {
  SHOP_PHONE: '254700000000',
  SHOP_EMAIL: 'hello@mavazi.example',
  SHOP_ADDRESS: 'Moi Avenue, Nairobi CBD, Nairobi',
  MAIL_FROM: 'Mavazi <no-reply@localhost>',
} as const;

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
  MAIL_FROM: z.string().min(3).default(PLACEHOLDERS.MAIL_FROM),
  SHOP_PHONE: z
    .string()
    .regex(/^254\d{9}$/, 'SHOP_PHONE must be digits with the country code 254, e.g. 254712345678')
    .default(PLACEHOLDERS.SHOP_PHONE),
  SHOP_EMAIL: z.email('SHOP_EMAIL must be an email address').default(PLACEHOLDERS.SHOP_EMAIL),
  SHOP_ADDRESS: z.string().min(3).max(200).default(PLACEHOLDERS.SHOP_ADDRESS),
  SHOP_HOURS: z.string().min(3).max(200).default('Monday to Saturday, 8 am to 6 pm (EAT)'),
  ADMIN_USERNAME: z.string().min(3).optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  SEED_DEMO: booleanFromEnv.optional(),
  TRUST_PROXY: booleanFromEnv.default(false),
  STAFF_REQUIRE_TOTP: booleanFromEnv.default(false),
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
    // Migrating takes two: one holds the migration lock's transaction while another migrates.
    .min(2, 'DATABASE_POOL_MAX must be at least 2')
    .max(200, 'DATABASE_POOL_MAX must be at most 200')
    .default(10),
  DATABASE_PREPARED_STATEMENTS: booleanFromEnv.default(true),
  BACKUP_DIR: z.string().min(1).optional(),
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_READ_URL must start with postgres://')
    .optional(),
  REPLICA_MAX_LAG_SECONDS: z.coerce
    .number('REPLICA_MAX_LAG_SECONDS must be a number')
    .min(0)
    .max(3600)
    .default(5),
  STORAGE: z.enum(['local', 's3'], 'STORAGE must be local or s3').default('local'),
  S3_ENDPOINT: z
    .url('S3_ENDPOINT must be a URL like https://s3.eu-west-1.amazonaws.com')
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'S3_BUCKET must be a bucket name (a-z, 0-9, - and .)',
    )
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url('S3_PUBLIC_URL must be a URL like https://cdn.shop.example').optional(),
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
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
  MAX_UNITS_PER_LINE: z.coerce
    .number('MAX_UNITS_PER_LINE must be a number')
    .int()
    .min(1)
    .max(10_000)
    .default(10),
  MAX_UNITS_PER_ORDER: z.coerce
    .number('MAX_UNITS_PER_ORDER must be a number')
    .int()
    .min(1)
    .max(100_000)
    .default(30),
  POD_CONFIRM_HOURS: z.coerce
    .number('POD_CONFIRM_HOURS must be a number')
    .int()
    .min(1)
    .max(720)
    .default(48),
  CART_REMINDER_HOURS: z.coerce
    .number('CART_REMINDER_HOURS must be a number')
    .int()
    .min(1)
    .max(720)
    .default(24),
  HEALTH_PROBE_CACHE_SECONDS: z.coerce
    .number('HEALTH_PROBE_CACHE_SECONDS must be a number')
    .int()
    .min(0)
    .max(300)
    .default(5),
  PUBLIC_API_DOCS: booleanFromEnv.optional(),
  CATALOG_CACHE_TTL_MS: z.coerce
    .number('CATALOG_CACHE_TTL_MS must be a number')
    .int()
    .min(0)
    .max(60_000)
    .default(1000),
  MPESA_ENV: z
    .enum(
      ['simulator', 'sandbox', 'production'],
      'MPESA_ENV must be simulator, sandbox or production',
    )
    .optional(),
  MPESA_CONSUMER_KEY: z.string().min(1).optional(),
  MPESA_CONSUMER_SECRET: z.string().min(1).optional(),
  MPESA_SHORTCODE: z
    .string()
    .regex(/^\d{5,7}$/, 'MPESA_SHORTCODE must be the 5-7 digit paybill number')
    .optional(),
  MPESA_PASSKEY: z.string().min(1).optional(),
  MPESA_CALLBACK_URL: z
    .url('MPESA_CALLBACK_URL must be a URL like https://shop.example')
    .optional(),
  MPESA_CALLBACK_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9_-]{32,128}$/, 'MPESA_CALLBACK_TOKEN must be 32-128 letters, digits, - or _')
    .optional(),
  MPESA_BASE_URL: z.url('MPESA_BASE_URL must be a URL').optional(),
  MPESA_QUERY_AFTER_SECONDS: z.coerce
    .number('MPESA_QUERY_AFTER_SECONDS must be a number')
    .int()
    .min(1)
    .max(3600)
    .default(60),
  MPESA_TIMEOUT_SECONDS: z.coerce
    .number('MPESA_TIMEOUT_SECONDS must be a number')
    .int()
    .min(1)
    .max(120)
    .default(30),
  PAYMENT_TIMEOUT_MINUTES: z.coerce
    .number('PAYMENT_TIMEOUT_MINUTES must be a number')
    .int()
    .min(5)
    .max(10_080)
    .default(60),
  MPESA_TRANSACTION_TYPE: z
    .enum(
      ['CustomerPayBillOnline', 'CustomerBuyGoodsOnline'],
      'MPESA_TRANSACTION_TYPE must be CustomerPayBillOnline (Paybill) or CustomerBuyGoodsOnline (Till)',
    )
    .default('CustomerPayBillOnline'),
  MPESA_B2C_SHORTCODE: z
    .string()
    .regex(/^\d{5,7}$/, 'MPESA_B2C_SHORTCODE must be the 5-7 digit B2C (disbursement) shortcode')
    .optional(),
  MPESA_B2C_INITIATOR: z.string().trim().min(1).max(100).optional(),
  MPESA_B2C_SECURITY_CREDENTIAL: z.string().trim().min(1).max(4096).optional(),
  RETURN_WINDOW_DAYS: z.coerce
    .number('RETURN_WINDOW_DAYS must be a number')
    .int()
    .min(0)
    .max(365)
    .default(RETURN_WINDOW_DAYS),
  MPESA_TILL_NUMBER: z
    .string()
    .regex(/^\d{5,8}$/, 'MPESA_TILL_NUMBER must be the 5-8 digit Till (Buy Goods) number')
    .optional(),
  PAYMENT_METHODS: z
    .string()
    .default('mpesa,cash_on_delivery')
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((m) => m.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.enum(PAYMENT_METHODS, `PAYMENT_METHODS takes ${PAYMENT_METHODS.join(', ')}`))
        .min(1, 'PAYMENT_METHODS must list at least one method'),
    ),
  VAT_RATE: z.coerce
    .number('VAT_RATE must be a number')
    .int('VAT_RATE must be a whole percentage, e.g. 16')
    .min(0, 'VAT_RATE must be 0 (not registered) to 100')
    .max(100, 'VAT_RATE must be 0 (not registered) to 100')
    .default(16),
  SHOP_KRA_PIN: z
    .string()
    .regex(/^[A-Z]\d{9}[A-Z]$/, 'SHOP_KRA_PIN must be a KRA PIN like P051234567X')
    .optional(),
  LOW_STOCK_THRESHOLD: z.coerce
    .number('LOW_STOCK_THRESHOLD must be a number')
    .int()
    .min(0)
    .max(100_000)
    .default(3),
  SMS_ENV: z
    .enum(
      ['simulator', 'sandbox', 'production', 'off'],
      'SMS_ENV must be simulator, sandbox, production or off',
    )
    .optional(),
  AT_USERNAME: z.string().min(1).max(100).optional(),
  AT_API_KEY: z.string().min(1).max(200).optional(),
  AT_SENDER_ID: z
    .string()
    .regex(
      /^[A-Za-z0-9 ]{1,11}$/,
      'AT_SENDER_ID must be the registered sender ID or short code (at most 11 letters or digits)',
    )
    .optional(),
  AT_BASE_URL: z.url('AT_BASE_URL must be a URL').optional(),
  SMS_DELIVERY_REPORT_TOKEN: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{32,128}$/,
      'SMS_DELIVERY_REPORT_TOKEN must be 32-128 letters, digits, - or _',
    )
    .optional(),
  SMS_SIM_PORT: z.coerce.number('SMS_SIM_PORT must be a number').int().min(0).max(65535).default(0),
  SMS_SIM_DELAY_MS: z.coerce
    .number('SMS_SIM_DELAY_MS must be a number')
    .int()
    .min(0)
    .max(600_000)
    .default(500),
  MPESA_SIM_DELAY_MS: z.coerce
    .number('MPESA_SIM_DELAY_MS must be a number')
    .int()
    .min(0)
    .max(600_000)
    .default(1500),
});

/** Daraja's public sandbox paybill and passkey (published by Safaricom for tests). */
export const DARAJA_SANDBOX_SHORTCODE = '174379';
/** Daraja's sandbox B2C shortcode (the simulator's default). */
export const DARAJA_SANDBOX_B2C_SHORTCODE = '600996';
export const DARAJA_SANDBOX_PASSKEY =
  'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';
const DARAJA_BASE_URLS = {
  sandbox: 'https://sandbox.safaricom.co.ke',
  production: 'https://api.safaricom.co.ke',
} as const;

export type MpesaEnv = 'simulator' | 'sandbox' | 'production';

export interface MpesaConfig {
  env: MpesaEnv;
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  /** Daraja's address; undefined in simulator mode = the simulator the shop starts itself. */
  baseUrl: string | undefined;
  /** Public base URL Daraja calls back (the token path is appended); undefined = the shop on loopback. */
  callbackUrl: string | undefined;
  /** The secret last part of the callback path; '' until withMpesaCallbackToken fills it in. */
  callbackToken: string;
  queryAfterSeconds: number;
  /** How long one request to Daraja may take (MPESA_TIMEOUT_SECONDS). */
  timeoutSeconds: number;
  simDelayMs: number;
  /** CustomerPayBillOnline (Paybill, PartyB = shortcode) or CustomerBuyGoodsOnline (Till, PartyB = till). */
  transactionType: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';
  /** Who receives the money: the shortcode for Paybill, MPESA_TILL_NUMBER for Till. */
  partyB: string;
  /** Refunds by B2C (MPESA_B2C_*); null when not set up outside the simulator: M-Pesa refunds are refused. */
  b2c: B2cConfig | null;
}

export interface B2cConfig {
  shortcode: string;
  initiator: string;
  /** The initiator's password encrypted with Safaricom's certificate, base64: a secret, never logged. */
  securityCredential: string;
}

export type SmsEnv = 'simulator' | 'sandbox' | 'production' | 'off';

export interface SmsConfig {
  env: SmsEnv;
  username: string;
  apiKey: string;
  senderId: string | undefined;
  /** Africa's Talking's address; undefined in simulator mode = the simulator the shop starts itself. */
  baseUrl: string | undefined;
  /** The secret last part of the delivery report path; '' until withSmsDeliveryReportToken fills it in. */
  deliveryReportToken: string;
  /** Where the simulator listens (0: any free port). */
  simPort: number;
  simDelayMs: number;
}

export type Env = z.infer<typeof envSchema>;

export type DatabaseConfig =
  | { kind: 'sqlite'; file: string }
  | {
      kind: 'postgres';
      url: string;
      /** Connections per process (DATABASE_POOL_MAX, 10). */
      poolMax?: number;
      /** Each statement prepared once per connection (DATABASE_PREPARED_STATEMENTS, true). */
      preparedStatements?: boolean;
      /** A connection (5 s) or query (30 s) that takes longer fails as unavailable: a silent network drop. */
      connectTimeoutMs?: number;
      queryTimeoutMs?: number;
    };

/** Where product photos live: files under uploadsDir, or an S3-compatible bucket. */
export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      /** Undefined: AWS S3's own address for the region. */
      endpoint: string | undefined;
      bucket: string;
      region: string;
      /** Undefined: the SDK's default chain (environment, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      /** Base of the served copies' URLs (a CDN or the bucket's public address), no trailing slash. */
      publicUrl: string;
      forcePathStyle: boolean;
    };

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  /** Product photos: served copies in products/, originals in originals/. */
  uploadsDir: string;
  database: DatabaseConfig;
  /** A streaming replica for public catalog reads (PostgreSQL only); undefined: reads go to the primary. */
  readReplica: { url: string; maxLagSeconds: number } | undefined;
  storage: StorageConfig;
  jwtSecret: string;
  jwtExpiresInSeconds: number;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  shopPhone: string;
  /** The contact details the shop's pages, chat button and footer show. */
  shopContact: { email: string; address: string; hours: string };
  admin: { username: string; email: string; password: string } | undefined;
  seedDemo: boolean;
  trustProxy: boolean;
  /** STAFF_REQUIRE_TOTP: every staff sign-in after the first needs a two-factor code. */
  staffRequireTotp: boolean;
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
  /** Units one line, and one order, may hold at checkout (an order is unpaid when placed). */
  maxUnitsPerLine: number;
  maxUnitsPerOrder: number;
  /** Pay-on-delivery orders staff have not confirmed within this time are cancelled. */
  podConfirmHours: number;
  /** A saved cart untouched this long gets its one reminder (shoppers who consented only). */
  cartReminderHours: number;
  /** How long GET /health reuses its database write probe (0: a probe per call). */
  healthProbeCacheSeconds: number;
  /** /api/docs and /api/openapi.json for everyone (default: everyone outside production, staff in it). */
  publicApiDocs: boolean;
  /** Seconds between outbox runs; tests shorten it. */
  mailRetryBaseSeconds: number;
  /** URLs per sitemap file (the protocol's most); tests lower it to see the index. */
  sitemapPageSize: number;
  mpesa: MpesaConfig;
  sms: SmsConfig;
  /** Unpaid M-Pesa orders older than this are cancelled. */
  paymentTimeoutMinutes: number;
  /** What checkout offers (PAYMENT_METHODS). */
  paymentMethods: PaymentMethod[];
  /** VAT_RATE (percent, prices include it; 0 = not registered) and SHOP_KRA_PIN for invoices. */
  tax: { vatRate: number; kraPin: string | null };
  /** Days after delivery in which a return may be asked for (RETURN_WINDOW_DAYS). */
  returnWindowDays: number;
  /** Stock at or below this is low (LOW_STOCK_THRESHOLD). */
  lowStockThreshold: number;
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
  const mpesa = mpesaConfigOf(env, server);
  const sms = smsConfigOf(env, server);
  const dataDir = path.resolve(env.DATA_DIR);
  const database = resolveDatabase(env, dataDir);
  if (server && database.kind === 'sqlite' && env.WORKERS > 1) {
    throw new ConfigError(
      `Invalid configuration:\n  WORKERS=${env.WORKERS} needs PostgreSQL: SQLite is one file for one process. ` +
        'Set DATABASE_URL=postgres://... or leave WORKERS at 1',
    );
  }
  if (env.DATABASE_READ_URL && database.kind !== 'postgres') {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_READ_URL needs DATABASE_URL=postgres://... (a replica of that primary)',
    );
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    uploadsDir: env.UPLOADS_DIR ? path.resolve(env.UPLOADS_DIR) : uploadsDir(dataDir),
    database,
    readReplica: env.DATABASE_READ_URL
      ? { url: env.DATABASE_READ_URL, maxLagSeconds: env.REPLICA_MAX_LAG_SECONDS }
      : undefined,
    storage: storageOf(env),
    jwtSecret: env.JWT_SECRET ?? '',
    jwtExpiresInSeconds: env.JWT_EXPIRES_IN_SECONDS,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    shopPhone: env.SHOP_PHONE,
    shopContact: { email: env.SHOP_EMAIL, address: env.SHOP_ADDRESS, hours: env.SHOP_HOURS },
    admin:
      env.ADMIN_USERNAME && env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { username: env.ADMIN_USERNAME, email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    seedDemo: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    trustProxy: env.TRUST_PROXY,
    staffRequireTotp: env.STAFF_REQUIRE_TOTP,
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
    maxUnitsPerLine: env.MAX_UNITS_PER_LINE,
    maxUnitsPerOrder: env.MAX_UNITS_PER_ORDER,
    podConfirmHours: env.POD_CONFIRM_HOURS,
    cartReminderHours: env.CART_REMINDER_HOURS,
    healthProbeCacheSeconds: env.HEALTH_PROBE_CACHE_SECONDS,
    publicApiDocs: env.PUBLIC_API_DOCS ?? env.NODE_ENV !== 'production',
    mailRetryBaseSeconds: 30,
    sitemapPageSize: 50_000,
    mpesa,
    sms,
    paymentTimeoutMinutes: env.PAYMENT_TIMEOUT_MINUTES,
    paymentMethods: env.PAYMENT_METHODS,
    tax: { vatRate: env.VAT_RATE, kraPin: env.SHOP_KRA_PIN ?? null },
    returnWindowDays: env.RETURN_WINDOW_DAYS,
    lowStockThreshold: env.LOW_STOCK_THRESHOLD,
  };
}

/**
 * The simulator needs nothing; sandbox and production refuse to start without what Daraja needs, and
 * production (where several servers must agree on it) also without the callback token. Command-line
 * tools (`server` false) take no payments and are not checked.
 */
function mpesaConfigOf(env: Env, server: boolean): MpesaConfig {
  const mpesaEnv: MpesaEnv =
    env.MPESA_ENV ?? (env.NODE_ENV === 'production' ? 'production' : 'simulator');
  const till = env.MPESA_TRANSACTION_TYPE === 'CustomerBuyGoodsOnline';
  if (server && till && !env.MPESA_TILL_NUMBER) {
    throw new ConfigError(
      'Invalid configuration:\n  MPESA_TILL_NUMBER is required when MPESA_TRANSACTION_TYPE=CustomerBuyGoodsOnline',
    );
  }
  if (server && mpesaEnv !== 'simulator') {
    const required = ['MPESA_CONSUMER_KEY', 'MPESA_CONSUMER_SECRET', 'MPESA_CALLBACK_URL'] as const;
    const production = ['MPESA_SHORTCODE', 'MPESA_PASSKEY', 'MPESA_CALLBACK_TOKEN'] as const;
    const missing = [...required, ...(mpesaEnv === 'production' ? production : [])].filter(
      (name) => !env[name],
    );
    const lines = missing.map((name) => `  ${name} is required when MPESA_ENV=${mpesaEnv}`);
    if (env.MPESA_CALLBACK_URL && !env.MPESA_CALLBACK_URL.startsWith('https://'))
      lines.push('  MPESA_CALLBACK_URL must be https:// (Daraja calls only HTTPS addresses)');
    if (lines.length > 0) throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return {
    env: mpesaEnv,
    consumerKey: env.MPESA_CONSUMER_KEY ?? 'simulator-key',
    consumerSecret: env.MPESA_CONSUMER_SECRET ?? 'simulator-secret',
    shortcode: env.MPESA_SHORTCODE ?? DARAJA_SANDBOX_SHORTCODE,
    passkey: env.MPESA_PASSKEY ?? DARAJA_SANDBOX_PASSKEY,
    baseUrl: (
      env.MPESA_BASE_URL ?? (mpesaEnv === 'simulator' ? undefined : DARAJA_BASE_URLS[mpesaEnv])
    )?.replace(/\/+$/, ''),
    callbackUrl: env.MPESA_CALLBACK_URL?.replace(/\/+$/, ''),
    callbackToken: env.MPESA_CALLBACK_TOKEN ?? '',
    queryAfterSeconds: env.MPESA_QUERY_AFTER_SECONDS,
    timeoutSeconds: env.MPESA_TIMEOUT_SECONDS,
    simDelayMs: env.MPESA_SIM_DELAY_MS,
    transactionType: env.MPESA_TRANSACTION_TYPE,
    partyB:
      (till ? env.MPESA_TILL_NUMBER : undefined) ?? env.MPESA_SHORTCODE ?? DARAJA_SANDBOX_SHORTCODE,
    b2c: b2cConfigOf(env, mpesaEnv),
  };
}

/** The B2C settings; the simulator gets stand-ins so refunds work in development. */
function b2cConfigOf(env: Env, mpesaEnv: MpesaEnv): B2cConfig | null {
  const { MPESA_B2C_SHORTCODE, MPESA_B2C_INITIATOR, MPESA_B2C_SECURITY_CREDENTIAL } = env;
  if (MPESA_B2C_SHORTCODE && MPESA_B2C_INITIATOR && MPESA_B2C_SECURITY_CREDENTIAL)
    return {
      shortcode: MPESA_B2C_SHORTCODE,
      initiator: MPESA_B2C_INITIATOR,
      securityCredential: MPESA_B2C_SECURITY_CREDENTIAL,
    };
  if (mpesaEnv !== 'simulator') return null;
  return {
    shortcode: MPESA_B2C_SHORTCODE ?? DARAJA_SANDBOX_B2C_SHORTCODE,
    initiator: MPESA_B2C_INITIATOR ?? 'testapi',
    securityCredential: MPESA_B2C_SECURITY_CREDENTIAL ?? 'simulator-credential',
  };
}

/**
 * Texts: the simulator outside production, Africa's Talking's sandbox or production with their
 * credentials, or off (production's default until the credentials are set). Production never runs
 * the simulator (shoppers would get no texts).
 */
function smsConfigOf(env: Env, server: boolean): SmsConfig {
  // A production shop without Africa's Talking's credentials keeps running, without texts.
  const productionDefault = env.AT_USERNAME && env.AT_API_KEY ? 'production' : 'off';
  const smsEnv: SmsEnv =
    env.SMS_ENV ?? (env.NODE_ENV === 'production' ? productionDefault : 'simulator');
  if (server) {
    const lines: string[] = [];
    if (env.NODE_ENV === 'production' && smsEnv === 'simulator')
      lines.push(
        '  SMS_ENV=simulator is refused when NODE_ENV=production (use sandbox, production or off)',
      );
    if (smsEnv === 'sandbox' || smsEnv === 'production')
      for (const name of ['AT_USERNAME', 'AT_API_KEY'] as const)
        if (!env[name]) lines.push(`  ${name} is required when SMS_ENV=${smsEnv}`);
    if (lines.length > 0) throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const baseUrl =
    env.AT_BASE_URL ??
    (smsEnv === 'sandbox' || smsEnv === 'production' ? AT_BASE_URLS[smsEnv] : undefined);
  return {
    env: smsEnv,
    username: env.AT_USERNAME ?? 'sandbox',
    apiKey: env.AT_API_KEY ?? 'simulator-api-key',
    senderId: env.AT_SENDER_ID,
    baseUrl: baseUrl?.replace(/\/+$/, ''),
    deliveryReportToken: env.SMS_DELIVERY_REPORT_TOKEN ?? '',
    simPort: env.SMS_SIM_PORT,
    simDelayMs: env.SMS_SIM_DELAY_MS,
  };
}

/** A secret generated once into DATA_DIR, so it survives restarts. */
function secretInDataDir(dataDir: string, name: string, bytes: number): string {
  ensurePrivateDir(dataDir);
  const file = path.join(dataDir, name);
  if (!existsSync(file))
    writeFileSync(file, randomBytes(bytes).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
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
  if (env.MPESA_ENV === 'simulator')
    problems.push(
      'MPESA_ENV=simulator is refused when NODE_ENV=production (every M-Pesa order would be "paid" without money)',
    );
  for (const name of Object.keys(PLACEHOLDERS) as Array<keyof typeof PLACEHOLDERS>) {
    if (env[name] === PLACEHOLDERS[name])
      problems.push(
        `${name} is required when NODE_ENV=production (shoppers would see the placeholder ${PLACEHOLDERS[name]})`,
      );
  }
  return problems;
}

/** STORAGE=s3 needs a bucket, a public address for the copies, and both keys or neither. */
function storageOf(env: Env): StorageConfig {
  if (env.STORAGE === 'local') return { kind: 'local' };
  const problems: string[] = [];
  if (!env.S3_BUCKET) problems.push('S3_BUCKET is required when STORAGE=s3');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  const endpoint = env.S3_ENDPOINT?.replace(/\/+$/, '');
  // A path-style endpoint serves the bucket at ENDPOINT/BUCKET; otherwise the address must be given.
  const publicUrl =
    env.S3_PUBLIC_URL ??
    (endpoint && env.S3_FORCE_PATH_STYLE ? `${endpoint}/${env.S3_BUCKET ?? ''}` : undefined);
  if (!publicUrl)
    problems.push(
      "S3_PUBLIC_URL is required when STORAGE=s3 (a CDN or the bucket's public address)",
    );
  if (problems.length > 0 || !env.S3_BUCKET || !publicUrl)
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return {
    kind: 's3',
    endpoint,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

function resolveDatabase(env: Env, dataDir: string): DatabaseConfig {
  if (env.DATABASE_URL?.startsWith('postgres')) {
    return {
      kind: 'postgres',
      url: env.DATABASE_URL,
      poolMax: env.DATABASE_POOL_MAX,
      preparedStatements: env.DATABASE_PREPARED_STATEMENTS,
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
  return { ...config, jwtSecret: secretInDataDir(config.dataDir, 'jwt-secret', 48) };
}

/** Fills in the M-Pesa callback token when MPESA_CALLBACK_TOKEN is unset, kept in DATA_DIR like the JWT secret. */
export function withMpesaCallbackToken(config: Config): Config {
  if (config.mpesa.callbackToken) return config;
  const callbackToken = secretInDataDir(config.dataDir, 'mpesa-callback-token', 32);
  return { ...config, mpesa: { ...config.mpesa, callbackToken } };
}

/** Fills in the SMS delivery report token when SMS_DELIVERY_REPORT_TOKEN is unset, kept in DATA_DIR. */
export function withSmsDeliveryReportToken(config: Config): Config {
  if (config.sms.deliveryReportToken) return config;
  const deliveryReportToken = secretInDataDir(config.dataDir, 'sms-delivery-report-token', 32);
  return { ...config, sms: { ...config.sms, deliveryReportToken } };
}
