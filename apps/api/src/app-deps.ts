import type { PaymentMethod } from '@mavazi/shared/constants';
import type { RateLimits } from './config';
import type { Db, DialectName } from './db/database';
import type { PhotoStorage } from './modules/catalog/photo-storage';
import type { PaymentGateway } from './modules/payments/payment-gateway';
import type { PublicFetcher } from './lib/public-fetch';
import type { accountReads } from './modules/accounts/account-reads';
import type { orderReads } from './modules/orders/order-reads';
import type { paymentReads } from './modules/payments/payment-reads';

/** What other modules may read about accounts: the owner's functions, wired in by app.ts. */
export type AccountReads = typeof accountReads;

/** What other modules may read about orders: the owner's functions, wired in by app.ts. */
export type OrderReads = typeof orderReads;

/** What other modules may read about orders' payments: the owner's functions, wired in by app.ts. */
export type PaymentReads = typeof paymentReads;

/** The outbox as services see it: wake it after a commit that queued mail. */
export interface MailQueue {
  kick(): void;
}

/**
 * What services may use, passed explicitly as their first argument (never the Fastify instance);
 * each service names the part it needs, e.g. `Pick<AppDeps, 'db' | 'mail'>`.
 */
export interface AppDeps {
  db: Db;
  dialect: DialectName;
  /** Base of links in mail. */
  publicUrl: string;
  mail: MailQueue;
  /** Every rate limit, from the RATE_LIMIT_* settings. */
  limits: RateLimits;
  /**
   * Public catalog reads that may be a moment behind: a PostgreSQL replica when DATABASE_READ_URL is
   * set (the primary while it lags or is down), else `db` itself. Never for writes, never in a
   * transaction, never for what must see its own writes (checkout, payments, staff pages, own orders).
   */
  readDb: Db;
  /** Where product photos are stored: UPLOADS_DIR (DATA_DIR/uploads) or the S3 bucket (STORAGE=s3). */
  photos: PhotoStorage;
  /** Checkout's rules: what one shopper may hold unpaid (MAX_OPEN_UNPAID_ORDERS, MAX_UNITS_PER_*), the methods offered (PAYMENT_METHODS), VAT_RATE. */
  orderRules: {
    maxOpenUnpaidOrders: number;
    maxUnitsPerLine: number;
    maxUnitsPerOrder: number;
    paymentMethods: readonly PaymentMethod[];
    vatRate: number;
  };
  /** Staff sign-in rules (STAFF_REQUIRE_TOTP). */
  staff: { requireTotp: boolean };
  /** M-Pesa (Daraja or its simulator), the callback URL and the payment timings. */
  payments: PaymentGateway;
  /** Downloads from public https:// addresses only (a CSV import's image_urls). */
  publicFetcher: PublicFetcher;
  /** Returns: days after delivery in which one may be asked for (RETURN_WINDOW_DAYS). */
  returns: { windowDays: number };
  /** Reads across domains: a module never imports another, so it asks through these. */
  accountReads: AccountReads;
  orderReads: OrderReads;
  paymentReads: PaymentReads;
}

export type DbDeps = Pick<AppDeps, 'db'>;
