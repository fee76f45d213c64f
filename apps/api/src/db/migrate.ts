import { CompiledQuery, Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle } from './database';
import { initialMigration } from './migrations/001-initial';
import { resetTokenRecipientMigration } from './migrations/002-reset-token-recipient';
import { orderAndReviewRulesMigration } from './migrations/003-order-and-review-rules';
import { emailUndoAndHealthProbeMigration } from './migrations/004-email-undo-and-health-probe';
import { paymentsMigration } from './migrations/005-payments';
import { deliveryMigration } from './migrations/006-delivery';
import { variantsAndImagesMigration } from './migrations/007-variants-and-images';
import { catalogAtScaleMigration } from './migrations/008-catalog-at-scale';
import { supportRepliesMigration } from './migrations/010-support-replies-and-order-filters';
import { postgresTypesMigration } from './migrations/011-postgres-types';
import { paymentOutcomesMigration } from './migrations/012-payment-outcomes';
import { emailVerificationMigration } from './migrations/013-email-verification';
import { staffRolesAndAuditMigration } from './migrations/014-staff-roles-and-audit';
import { staffAccountsMigration } from './migrations/015-staff-accounts';
import { stockLedgerAndVersionsMigration } from './migrations/016-stock-ledger-and-versions';
import { draftsSalesCollectionsMigration } from './migrations/017-drafts-sales-collections';
import { moneyReportsAndInvoicesMigration } from './migrations/018-money-reports-and-invoices';
import { smsOutboxAndNotifyByMigration } from './migrations/019-sms-outbox-and-notify-by';
import { orderFulfilmentMigration } from './migrations/020-order-fulfilment';
import { returnsAndRefundsMigration } from './migrations/021-returns-and-refunds';
import { guestsCartsPrivacyMigration } from './migrations/024-guests-carts-privacy';
import { newsletterAndNamesMigration } from './migrations/025-newsletter-and-names';
import { photoAvifPlaceholderMigration } from './migrations/027-photo-avif-placeholder';
import { stockAlertsMigration } from './migrations/028-stock-alerts';
import { unsubscribeHeaderAndAlertVariantsMigration } from './migrations/031-unsubscribe-header-and-alert-variants';
import { orderPaymentsMigration } from './migrations/032-order-payments';
import { partialIndexesOfLaterColumnsMigration } from './migrations/033-partial-indexes-of-later-columns';
import { refundsByReturnMigration } from './migrations/034-refunds-by-return';

/** Migrations are listed in code (not read from disk) so they run the same under tsx and in tests. */
export function migrationsFor(handle: Pick<DatabaseHandle, 'dialect'>): Record<string, Migration> {
  return {
    '001-initial': initialMigration(handle.dialect),
    '002-reset-token-recipient': resetTokenRecipientMigration,
    '003-order-and-review-rules': orderAndReviewRulesMigration,
    '004-email-undo-and-health-probe': emailUndoAndHealthProbeMigration(handle.dialect),
    '005-payments': paymentsMigration(handle.dialect),
    '006-delivery': deliveryMigration(handle.dialect),
    '007-variants-and-images': variantsAndImagesMigration(handle.dialect),
    '008-catalog-at-scale': catalogAtScaleMigration(handle.dialect),
    '010-support-replies-and-order-filters': supportRepliesMigration(handle.dialect),
    '011-postgres-types': postgresTypesMigration(handle.dialect),
    '012-payment-outcomes': paymentOutcomesMigration(handle.dialect),
    '013-email-verification': emailVerificationMigration(handle.dialect),
    '014-staff-roles-and-audit': staffRolesAndAuditMigration(handle.dialect),
    '015-staff-accounts': staffAccountsMigration(handle.dialect),
    '016-stock-ledger-and-versions': stockLedgerAndVersionsMigration(handle.dialect),
    '017-drafts-sales-collections': draftsSalesCollectionsMigration(handle.dialect),
    '018-money-reports-and-invoices': moneyReportsAndInvoicesMigration(handle.dialect),
    '019-sms-outbox-and-notify-by': smsOutboxAndNotifyByMigration(handle.dialect),
    '020-order-fulfilment': orderFulfilmentMigration(),
    '021-returns-and-refunds': returnsAndRefundsMigration(handle.dialect),
    '024-guests-carts-privacy': guestsCartsPrivacyMigration(handle.dialect),
    '025-newsletter-and-names': newsletterAndNamesMigration(handle.dialect),
    '027-photo-avif-placeholder': photoAvifPlaceholderMigration(),
    '028-stock-alerts': stockAlertsMigration(handle.dialect),
    '031-unsubscribe-header-and-alert-variants': unsubscribeHeaderAndAlertVariantsMigration(
      handle.dialect,
    ),
    '032-order-payments': orderPaymentsMigration(handle.dialect),
    '033-partial-indexes-of-later-columns': partialIndexesOfLaterColumnsMigration,
    '034-refunds-by-return': refundsByReturnMigration,
  };
}

/**
 * The advisory lock PostgreSQL migrations run under, with Kysely's own lock id: a statement on the database
 * itself, not a module's table, as read-replica.ts's are.
 */
const MIGRATION_LOCK = CompiledQuery.raw('select pg_advisory_xact_lock(3853314791062309107)');

async function runMigrator(migrator: Migrator): Promise<void> {
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}

/**
 * Applies pending migrations; safe to run again (Kysely records what ran).
 * Unordered: features land in any order, so a shop that already ran 006 still gets 005.
 * On PostgreSQL one process migrates at a time: a transaction on a connection of its own holds an advisory
 * lock until the migrations are done, which holds through PgBouncer's transaction pooling as well (the
 * transaction keeps its server connection); Kysely's session lock is left out (database.ts).
 */
export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(handle) };
  const migrator = new Migrator({ db: handle.db, provider, allowUnorderedMigrations: true });
  if (handle.dialect !== 'postgres') return runMigrator(migrator);
  await handle.db.transaction().execute(async (lock) => {
    await lock.executeQuery(MIGRATION_LOCK);
    await runMigrator(migrator);
  });
}

/** Migrations this version of the shop knows that the database has not run (none: it is up to date). */
export async function pendingMigrationNames(handle: DatabaseHandle): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(handle) };
  const migrator = new Migrator({ db: handle.db, provider, allowUnorderedMigrations: true });
  const migrations = await migrator.getMigrations();
  return migrations.filter((m) => m.executedAt === undefined).map((m) => m.name);
}

/** The migrations this version of the shop knows (a restore refuses a database from a newer one). */
export function knownMigrationNames(): string[] {
  return Object.keys(migrationsFor({ dialect: 'sqlite' }));
}
