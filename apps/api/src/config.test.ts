import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runApiProcess } from '../test/helpers/run-process';
import {
  ConfigError,
  parseConfig,
  withMpesaCallbackToken,
  withSmsDeliveryReportToken,
} from './config';

const SECRET = 'a-jwt-secret-that-is-at-least-32-characters-long';
/** What a live shop must set for M-Pesa (MPESA_ENV defaults to production there). */
const LIVE_MPESA = {
  MPESA_CONSUMER_KEY: 'live-key',
  MPESA_CONSUMER_SECRET: 'live-secret',
  MPESA_SHORTCODE: '600100',
  MPESA_PASSKEY: 'live-passkey',
  MPESA_CALLBACK_URL: 'https://shop.example/',
  MPESA_CALLBACK_TOKEN: 'cb_0123456789abcdefghijklmnopqrstuv',
};

function configError(env: NodeJS.ProcessEnv): string {
  try {
    parseConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('parseConfig', () => {
  it('has working defaults for development', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      database: { kind: 'sqlite', file: path.resolve('./data/shop.db') },
      jwtSecret: '',
      jwtExpiresInSeconds: 86_400,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      mailFrom: 'Mavazi <no-reply@localhost>',
      shopPhone: '254700000000',
      admin: undefined,
      seedDemo: true,
      trustProxy: false,
      corsOrigins: [],
      logLevel: 'info',
    });
  });

  it('reads the variables it knows and treats empty ones as unset', () => {
    const config = parseConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://shop:pw@db:5432/shop',
      JWT_SECRET: SECRET,
      PUBLIC_URL: 'https://shop.example/',
      SMTP_URL: 'smtp://mail.example:587',
      TRUST_PROXY: 'true',
      SEED_DEMO: 'no',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      SHOP_PHONE: '',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      database: { kind: 'postgres', url: 'postgres://shop:pw@db:5432/shop' },
      jwtSecret: SECRET,
      publicUrl: 'https://shop.example',
      smtpUrl: 'smtp://mail.example:587',
      trustProxy: true,
      seedDemo: false,
      corsOrigins: ['https://a.example', 'https://b.example'],
      shopPhone: '254700000000',
    });
    expect(parseConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(parseConfig({ DATABASE_URL: 'sqlite:/tmp/x/shop.db' }).database).toEqual({
      kind: 'sqlite',
      file: '/tmp/x/shop.db',
    });
  });

  it('refuses a PORT that is not a number, or out of range', () => {
    expect(configError({ PORT: 'abc' })).toContain('PORT: PORT must be a number');
    expect(configError({ PORT: '70000' })).toContain('PORT');
  });

  it('refuses a DATABASE_URL of an engine it does not support', () => {
    expect(configError({ DATABASE_URL: 'mysql://x' })).toContain(
      'DATABASE_URL: DATABASE_URL must start with postgres:// (or sqlite:PATH)',
    );
  });

  it('lists every bad variable at once', () => {
    const message = configError({
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      SMTP_URL: 'http://mail',
    });
    expect(message.split('\n')[0]).toBe('Invalid configuration:');
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('SMTP_URL must start with smtp://');
  });

  /** Everything production needs but M-Pesa. */
  const PRODUCTION_BASE = {
    NODE_ENV: 'production',
    JWT_SECRET: SECRET,
    PUBLIC_URL: 'https://shop.example',
    SMTP_URL: 'smtp://mail.example:587',
    SHOP_PHONE: '254711000111',
    SHOP_EMAIL: 'hello@shop.example',
    SHOP_ADDRESS: 'Kimathi Street, Nairobi',
    MAIL_FROM: 'Duka <orders@shop.example>',
  };
  const PRODUCTION = { ...PRODUCTION_BASE, ...LIVE_MPESA };

  it('refuses production with the placeholder phone, email, address or sender shoppers would see', () => {
    for (const name of ['SHOP_PHONE', 'SHOP_EMAIL', 'SHOP_ADDRESS', 'MAIL_FROM'] as const) {
      const partial: Record<string, string> = { ...PRODUCTION };
      delete partial[name];
      expect(configError(partial)).toContain(`${name} is required when NODE_ENV=production`);
    }
    expect(configError({ ...PRODUCTION, SHOP_PHONE: '254700000000' })).toContain(
      'shoppers would see the placeholder 254700000000',
    );
    // Outside production the placeholders keep a fresh shop running.
    expect(parseConfig({}).shopContact.email).toBe('hello@mavazi.example');
  });

  it('requires JWT_SECRET (of 32+ characters), PUBLIC_URL and SMTP_URL in production', () => {
    const message = configError({ NODE_ENV: 'production' });
    expect(message).toContain('JWT_SECRET is required when NODE_ENV=production');
    expect(message).toContain('PUBLIC_URL is required when NODE_ENV=production');
    expect(message).toContain('SMTP_URL is required when NODE_ENV=production');
    expect(configError({ ...PRODUCTION, JWT_SECRET: 'short' })).toContain('at least 32 characters');
    for (const left of ['JWT_SECRET', 'PUBLIC_URL', 'SMTP_URL'] as const) {
      const partial: Record<string, string> = { ...PRODUCTION };
      delete partial[left];
      expect(configError(partial)).toContain(`${left} is required when NODE_ENV=production`);
    }
    const config = parseConfig(PRODUCTION);
    expect(config.jwtSecret).toBe(SECRET);
    expect(config.seedDemo).toBe(false);
  });

  it('runs M-Pesa on the simulator outside production, with the sandbox shortcode and passkey', () => {
    expect(parseConfig({}).mpesa).toEqual({
      env: 'simulator',
      consumerKey: 'simulator-key',
      consumerSecret: 'simulator-secret',
      shortcode: '174379',
      passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
      baseUrl: undefined,
      callbackUrl: undefined,
      callbackToken: '',
      queryAfterSeconds: 60,
      timeoutSeconds: 30,
      simDelayMs: 1500,
      transactionType: 'CustomerPayBillOnline',
      partyB: '174379',
      b2c: {
        shortcode: '600996',
        initiator: 'testapi',
        securityCredential: 'simulator-credential',
      },
    });
    expect(parseConfig({}).paymentTimeoutMinutes).toBe(60);
    expect(parseConfig({}).returnWindowDays).toBe(7);
    expect(parseConfig({ MPESA_BASE_URL: 'http://127.0.0.1:4010/' }).mpesa.baseUrl).toBe(
      'http://127.0.0.1:4010',
    );
  });

  it('sets up B2C refunds outside the simulator only when all three MPESA_B2C_* are given', () => {
    const live = {
      MPESA_ENV: 'sandbox',
      MPESA_CONSUMER_KEY: 'k',
      MPESA_CONSUMER_SECRET: 's',
      MPESA_CALLBACK_URL: 'https://shop.example',
    };
    expect(parseConfig({ ...live, MPESA_B2C_INITIATOR: 'api' }).mpesa.b2c).toBeNull();
    expect(
      parseConfig({
        ...live,
        MPESA_B2C_SHORTCODE: '600000',
        MPESA_B2C_INITIATOR: 'api',
        MPESA_B2C_SECURITY_CREDENTIAL: 'c2VjcmV0',
      }).mpesa.b2c,
    ).toEqual({ shortcode: '600000', initiator: 'api', securityCredential: 'c2VjcmV0' });
    expect(configError({ RETURN_WINDOW_DAYS: '-1' })).toContain('RETURN_WINDOW_DAYS');
  });

  it('refuses to start sandbox or production M-Pesa without what Daraja needs', () => {
    const sandbox = configError({ MPESA_ENV: 'sandbox' });
    for (const name of ['MPESA_CONSUMER_KEY', 'MPESA_CONSUMER_SECRET', 'MPESA_CALLBACK_URL'])
      expect(sandbox).toContain(`${name} is required when MPESA_ENV=sandbox`);
    expect(sandbox).not.toContain('MPESA_PASSKEY');

    const production = configError(PRODUCTION_BASE);
    for (const name of Object.keys(LIVE_MPESA))
      expect(production).toContain(`${name} is required when MPESA_ENV=production`);
    expect(configError({ ...PRODUCTION, MPESA_CALLBACK_URL: 'http://shop.example' })).toContain(
      'MPESA_CALLBACK_URL must be https://',
    );
    expect(configError({ ...LIVE_MPESA, MPESA_SHORTCODE: '12' })).toContain('MPESA_SHORTCODE');
    expect(configError({ MPESA_CALLBACK_TOKEN: 'short' })).toContain('MPESA_CALLBACK_TOKEN');
    expect(configError({ MPESA_ENV: 'live' })).toContain('MPESA_ENV');
    expect(configError({ PAYMENT_TIMEOUT_MINUTES: '1' })).toContain('PAYMENT_TIMEOUT_MINUTES');

    const live = parseConfig({ MPESA_ENV: 'production', ...LIVE_MPESA }).mpesa;
    expect(live).toMatchObject({
      baseUrl: 'https://api.safaricom.co.ke',
      callbackUrl: 'https://shop.example',
      shortcode: '600100',
    });
    expect(
      parseConfig({ MPESA_ENV: 'sandbox', ...LIVE_MPESA, MPESA_SHORTCODE: '' }).mpesa,
    ).toMatchObject({ baseUrl: 'https://sandbox.safaricom.co.ke', shortcode: '174379' });
  });

  it('generates the callback token once into DATA_DIR when MPESA_CALLBACK_TOKEN is unset', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mavazi-config-'));
    try {
      const first = withMpesaCallbackToken(parseConfig({ DATA_DIR: dataDir }));
      expect(first.mpesa.callbackToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(existsSync(path.join(dataDir, 'mpesa-callback-token'))).toBe(true);
      const again = withMpesaCallbackToken(parseConfig({ DATA_DIR: dataDir }));
      expect(again.mpesa.callbackToken).toBe(first.mpesa.callbackToken);
      expect(readFileSync(path.join(dataDir, 'mpesa-callback-token'), 'utf8')).toBe(
        first.mpesa.callbackToken,
      );
      const given = withMpesaCallbackToken(
        parseConfig({ DATA_DIR: dataDir, MPESA_CALLBACK_TOKEN: LIVE_MPESA.MPESA_CALLBACK_TOKEN }),
      );
      expect(given.mpesa.callbackToken).toBe(LIVE_MPESA.MPESA_CALLBACK_TOKEN);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('texts through the simulator outside production and refuses it in production', () => {
    const dev = parseConfig({});
    expect(dev.sms).toMatchObject({ env: 'simulator', baseUrl: undefined, senderId: undefined });
    expect(parseConfig({ ...PRODUCTION }).sms.env).toBe('off');
    expect(configError({ ...PRODUCTION, SMS_ENV: 'simulator' })).toContain(
      'SMS_ENV=simulator is refused when NODE_ENV=production',
    );
    const live = parseConfig({
      ...PRODUCTION,
      AT_USERNAME: 'mavazi',
      AT_API_KEY: 'atsk_live',
      AT_SENDER_ID: 'MAVAZI',
    });
    expect(live.sms).toMatchObject({
      env: 'production',
      username: 'mavazi',
      senderId: 'MAVAZI',
      baseUrl: 'https://api.africastalking.com',
    });
    expect(
      parseConfig({ SMS_ENV: 'sandbox', AT_USERNAME: 'sandbox', AT_API_KEY: 'k' }).sms.baseUrl,
    ).toBe('https://api.sandbox.africastalking.com');
  });

  it('requires Africa’s Talking credentials for sandbox and production texts, never quoting them', () => {
    const message = configError({
      ...PRODUCTION,
      SMS_ENV: 'production',
      AT_API_KEY: 'atsk_secret',
    });
    expect(message).toContain('AT_USERNAME is required when SMS_ENV=production');
    expect(message).not.toContain('atsk_secret');
    expect(configError({ SMS_ENV: 'sandbox' })).toContain(
      'AT_API_KEY is required when SMS_ENV=sandbox',
    );
    expect(configError({ AT_SENDER_ID: 'A sender ID far too long' })).toContain('AT_SENDER_ID');
  });

  it('generates the delivery report token once into DATA_DIR when unset', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mavazi-config-'));
    try {
      const first = withSmsDeliveryReportToken(parseConfig({ DATA_DIR: dataDir }));
      expect(first.sms.deliveryReportToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const again = withSmsDeliveryReportToken(parseConfig({ DATA_DIR: dataDir }));
      expect(again.sms.deliveryReportToken).toBe(first.sms.deliveryReportToken);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('never seeds demo accounts in production, even when asked', () => {
    expect(configError({ ...PRODUCTION, SEED_DEMO: 'true' })).toContain(
      'SEED_DEMO=true is refused when NODE_ENV=production',
    );
    expect(parseConfig({ ...PRODUCTION, SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('never takes M-Pesa payments from the simulator in production', () => {
    expect(configError({ ...PRODUCTION, MPESA_ENV: 'simulator' })).toContain(
      'MPESA_ENV=simulator is refused when NODE_ENV=production',
    );
    expect(parseConfig({ ...PRODUCTION, MPESA_ENV: 'production' }).mpesa.env).toBe('production');
    expect(parseConfig({ MPESA_ENV: 'simulator' }).mpesa.env).toBe('simulator');
  });

  it('lets command-line tools read the database settings without the server-only ones', () => {
    const config = parseConfig(
      { NODE_ENV: 'production', DATA_DIR: '/srv/shop', WORKERS: '4' },
      { server: false },
    );
    expect(config.database).toEqual({ kind: 'sqlite', file: '/srv/shop/shop.db' });
    expect(config.backupDir).toBe('/srv/shop/backups');
    expect(parseConfig({ BACKUP_DIR: '/backups' }).backupDir).toBe('/backups');
  });

  it('runs several workers on PostgreSQL only', () => {
    expect(parseConfig({}).workers).toBe(1);
    expect(configError({ WORKERS: '2' })).toContain(
      'WORKERS=2 needs PostgreSQL: SQLite is one file for one process',
    );
    expect(configError({ WORKERS: '2', DATABASE_URL: 'sqlite:/tmp/x.db' })).toContain(
      'WORKERS=2 needs PostgreSQL',
    );
    const config = parseConfig({ WORKERS: '4', DATABASE_URL: 'postgres://db/shop' });
    expect(config.workers).toBe(4);
    expect(config.database).toMatchObject({ kind: 'postgres', poolMax: 10 });
    expect(configError({ WORKERS: '0' })).toContain('WORKERS must be at least 1');
    expect(configError({ WORKERS: '1.5' })).toContain('WORKERS must be a whole number');
    expect(configError({ WORKERS: 'many' })).toContain('WORKERS must be a number');
  });

  it('keeps photos in local files unless STORAGE=s3 names a bucket and where shoppers load them', () => {
    expect(parseConfig({ DATA_DIR: '/tmp/x' }).storage).toEqual({ kind: 'local' });
    expect(
      parseConfig({
        DATA_DIR: '/tmp/x',
        STORAGE: 's3',
        S3_BUCKET: 'shop-photos',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).storage,
    ).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'shop-photos',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      publicUrl: 'http://127.0.0.1:9000/shop-photos',
      forcePathStyle: true,
    });
    const aws = parseConfig({
      STORAGE: 's3',
      S3_BUCKET: 'shop-photos',
      S3_REGION: 'eu-west-1',
      S3_PUBLIC_URL: 'https://cdn.shop.example/',
    }).storage;
    expect(aws).toMatchObject({ endpoint: undefined, credentials: undefined });
    expect(aws).toMatchObject({ publicUrl: 'https://cdn.shop.example' });

    const message = configError({ STORAGE: 's3', S3_ACCESS_KEY_ID: 'key' });
    expect(message).toContain('S3_BUCKET is required when STORAGE=s3');
    expect(message).toContain('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
    expect(message).toContain('S3_PUBLIC_URL is required when STORAGE=s3');
    expect(configError({ STORAGE: 'ftp' })).toContain('STORAGE must be local or s3');
    expect(configError({ STORAGE: 's3', S3_BUCKET: 'Bad_Bucket!' })).toContain('S3_BUCKET');
  });

  it('reads the catalog from a replica on PostgreSQL only', () => {
    const config = parseConfig({
      DATABASE_URL: 'postgres://shop@db/shop',
      DATABASE_READ_URL: 'postgres://shop@replica/shop',
      REPLICA_MAX_LAG_SECONDS: '2',
    });
    expect(config.readReplica).toEqual({ url: 'postgres://shop@replica/shop', maxLagSeconds: 2 });
    expect(parseConfig({ DATABASE_URL: 'postgres://shop@db/shop' }).readReplica).toBeUndefined();
    expect(configError({ DATABASE_READ_URL: 'postgres://shop@replica/shop' })).toContain(
      'DATABASE_READ_URL needs DATABASE_URL=postgres://',
    );
    expect(
      configError({ DATABASE_URL: 'postgres://shop@db/shop', DATABASE_READ_URL: 'mysql://x' }),
    ).toContain('DATABASE_READ_URL must start with postgres://');
  });

  it('sizes the PostgreSQL pool from DATABASE_POOL_MAX', () => {
    const url = 'postgres://db/shop';
    expect(parseConfig({ DATABASE_URL: url, DATABASE_POOL_MAX: '25' }).database).toMatchObject({
      poolMax: 25,
    });
    for (const tooFew of ['0', '1'])
      expect(configError({ DATABASE_URL: url, DATABASE_POOL_MAX: tooFew })).toContain(
        'DATABASE_POOL_MAX must be at least 2',
      );
  });

  it('prepares PostgreSQL statements unless DATABASE_PREPARED_STATEMENTS is false (PgBouncer 1.18)', () => {
    const url = 'postgres://db/shop';
    expect(parseConfig({ DATABASE_URL: url }).database).toMatchObject({ preparedStatements: true });
    expect(
      parseConfig({ DATABASE_URL: url, DATABASE_PREPARED_STATEMENTS: 'false' }).database,
    ).toMatchObject({ preparedStatements: false });
    expect(configError({ DATABASE_URL: url, DATABASE_PREPARED_STATEMENTS: 'sometimes' })).toContain(
      'DATABASE_PREPARED_STATEMENTS',
    );
  });

  it('bounds how long a request may take to arrive (REQUEST_TIMEOUT_SECONDS)', () => {
    expect(parseConfig({}).requestTimeoutSeconds).toBe(60);
    expect(parseConfig({ REQUEST_TIMEOUT_SECONDS: '120' }).requestTimeoutSeconds).toBe(120);
    for (const bad of ['0', '-5', '1.5', 'soon', '3601']) {
      expect(configError({ REQUEST_TIMEOUT_SECONDS: bad })).toContain('REQUEST_TIMEOUT_SECONDS');
    }
  });

  it('reads every rate limit as COUNT/WINDOW and refuses malformed ones', () => {
    const defaults = parseConfig({}).rateLimits;
    expect(defaults.loginPerAccountAddress).toEqual({ max: 5, windowSeconds: 900 });
    expect(defaults.registerPerAddress).toEqual({ max: 50, windowSeconds: 3600 });
    const tuned = parseConfig({
      RATE_LIMIT_REGISTER_PER_ADDRESS: '200/1h',
      RATE_LIMIT_REVIEWS_PER_ACCOUNT: '3/30s',
      RATE_LIMIT_TICKETS_PER_ACCOUNT: '10/1d',
    }).rateLimits;
    expect(tuned.registerPerAddress).toEqual({ max: 200, windowSeconds: 3600 });
    expect(tuned.reviewsPerAccount).toEqual({ max: 3, windowSeconds: 30 });
    expect(tuned.ticketsPerAccount).toEqual({ max: 10, windowSeconds: 86_400 });
    for (const bad of ['50', '0/1h', '5/0m', '5/1w', 'five/1h', '-1/1h', '5/1h ']) {
      expect(configError({ RATE_LIMIT_REGISTER_PER_ADDRESS: bad })).toContain(
        'RATE_LIMIT_REGISTER_PER_ADDRESS: Use COUNT/WINDOW',
      );
    }
  });

  it('takes ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD all together or not at all', () => {
    const admin = {
      ADMIN_USERNAME: 'boss',
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'boss-password',
    };
    expect(parseConfig(admin).admin).toEqual({
      username: 'boss',
      email: 'boss@example.com',
      password: 'boss-password',
    });
    for (const left of ['ADMIN_USERNAME', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'] as const) {
      const partial: Record<string, string> = { ...admin };
      delete partial[left];
      expect(configError(partial)).toContain(
        'ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      );
    }
    expect(configError({ ...admin, ADMIN_PASSWORD: 'short' })).toContain(
      'ADMIN_PASSWORD must be at least 8 characters',
    );
  });

  it('refuses unknown values of boolean and enum variables', () => {
    expect(configError({ TRUST_PROXY: 'maybe' })).toContain('TRUST_PROXY');
    expect(configError({ NODE_ENV: 'staging' })).toContain('NODE_ENV');
    expect(configError({ LOG_LEVEL: 'loud' })).toContain('LOG_LEVEL');
  });
});

// Each case starts the real process (about a second each on a quiet machine): they run side by side.
describe.concurrent('server start-up with a bad configuration', { timeout: 120_000 }, () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mavazi-config-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('exits the real process with code 1 and says what is wrong', async ({ expect }) => {
    const dataDir = freshDir();
    const result = await runApiProcess('src/main.ts', [], {
      DATA_DIR: dataDir,
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Invalid configuration:');
    expect(result.stderr).toContain('PORT: PORT must be a number');
    expect(result.stderr).toContain('DATABASE_URL: DATABASE_URL must start with postgres://');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stdout).not.toContain('running at');
  });

  it('refuses several workers on SQLite before opening anything', async ({ expect }) => {
    const dataDir = freshDir();
    const result = await runApiProcess('src/main.ts', [], { DATA_DIR: dataDir, WORKERS: '2' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('WORKERS=2 needs PostgreSQL');
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('refuses production without its secret, public address and mail server', async ({
    expect,
  }) => {
    const dataDir = freshDir();
    const result = await runApiProcess('src/main.ts', [], {
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
    });
    expect(result.code).toBe(1);
    for (const name of ['JWT_SECRET', 'PUBLIC_URL', 'SMTP_URL']) {
      expect(result.stderr).toContain(`${name} is required when NODE_ENV=production`);
    }
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
