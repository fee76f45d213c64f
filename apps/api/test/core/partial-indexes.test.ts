import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/schema';
import { isUniqueViolation } from '../../src/lib/db-errors';
import { insertOrder } from '../helpers/fixtures';
import { createUsersOnce, setupTestApp } from '../helpers/test-app';

/** Migration 033's indexes (and 034's): each holds only the rows whose column has a value. */
const PARTIAL = [
  { name: 'orders_guest_email', column: 'guest_email', unique: false },
  { name: 'orders_guest_phone', column: 'guest_phone', unique: false },
  { name: 'orders_invoice_number', column: 'invoice_number', unique: true },
  { name: 'orders_user_idempotency', column: 'idempotency_key', unique: true },
  { name: 'order_payments_paid_at', column: 'paid_at', unique: false },
  { name: 'order_payments_receipt', column: 'mpesa_receipt', unique: false },
  { name: 'order_items_variant', column: 'variant_id', unique: false },
  { name: 'sms_outbox_provider_id', column: 'provider_message_id', unique: false },
  { name: 'users_marketing_opt_out', column: 'marketing_opt_out_hash', unique: false },
  { name: 'refunds_conversation', column: 'conversation_id', unique: false },
  { name: 'refunds_return', column: 'return_id', unique: false },
];

/** The repositories' lookups of those columns, each by a value, and the index it should use. */
const LOOKUPS = [
  {
    index: 'orders_guest_email',
    query: `select id from orders where guest_email = 'wanjiru@example.com' and user_id <> 1`,
  },
  {
    index: 'orders_guest_phone',
    query: `select id from orders where guest_phone = '254712345678'`,
  },
  {
    index: 'orders_user_idempotency',
    query: `select id from orders where user_id = 1 and idempotency_key = 'k-1'`,
  },
  {
    index: 'order_payments_paid_at',
    query: `select order_id from order_payments where paid_at >= '2026-11-01' and paid_at < '2026-12-01' order by paid_at, order_id`,
  },
  {
    index: 'order_payments_receipt',
    query: `select order_id from order_payments where mpesa_receipt = 'QKJ4ABC123'`,
  },
  { index: 'order_items_variant', query: `select id from order_items where variant_id in (1, 2)` },
  {
    index: 'sms_outbox_provider_id',
    query: `select id from sms_outbox where provider_message_id = 'ATXid_1' and status = 'sent'`,
  },
  {
    index: 'users_marketing_opt_out',
    query: `select id from users where marketing_opt_out_hash = 'h'`,
  },
  {
    index: 'refunds_conversation',
    query: `select id from refunds where originator_conversation_id = 'MVZ-1' or conversation_id = 'AG_1'`,
  },
  {
    index: 'refunds_return',
    query: `select id from refunds where return_id = 5 and status != 'Failed'`,
  },
];

async function definition(db: Kysely<Database>, postgres: boolean, name: string): Promise<string> {
  const { rows } = postgres
    ? await sql<{
        text: string;
      }>`select indexdef as text from pg_indexes where indexname = ${name}`.execute(db)
    : await sql<{
        text: string;
      }>`select sql as text from sqlite_master where type = 'index' and name = ${name}`.execute(db);
  return rows[0]?.text ?? '';
}

/** The plan's text; PostgreSQL is told to avoid whole-table scans, so a usable index shows even on tiny tables. */
async function plan(db: Kysely<Database>, postgres: boolean, query: string): Promise<string> {
  if (!postgres) {
    const { rows } = await sql<{ detail: string }>`explain query plan ${sql.raw(query)}`.execute(
      db,
    );
    return rows.map((r) => r.detail).join('\n');
  }
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${sql.raw(query)}`.execute(trx);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe('indexes of columns filled later hold only rows with a value (migrations 033, 034)', () => {
  const t = setupTestApp();
  const { shopper } = createUsersOnce(t, { shopper: {} });
  const postgres = () => t.config.database.kind === 'postgres';

  it.each(PARTIAL)('$name leaves out rows without a $column', async ({ name, column, unique }) => {
    const text = (await definition(t.app.db, postgres(), name)).toLowerCase().replaceAll('"', '');
    expect(text).toMatch(new RegExp(`where \\(?${column} is not null\\)?$`));
    expect(text.startsWith('create unique index')).toBe(unique);
  });

  it.each(LOOKUPS)('a lookup by value still uses $index', async ({ index, query }) => {
    expect(await plan(t.app.db, postgres(), query)).toContain(index);
  });

  it('keeps invoice numbers and a shopper’s idempotency keys unique, and any number of orders without them', async () => {
    const bare = { user_id: shopper.user.id, invoice_number: null, idempotency_key: null };
    await insertOrder(t.app, bare);
    await insertOrder(t.app, bare);
    await insertOrder(t.app, {
      ...bare,
      invoice_number: 'INV-2026-000777',
      idempotency_key: 'k-777',
    });
    const again = [
      { ...bare, invoice_number: 'INV-2026-000777' },
      { ...bare, idempotency_key: 'k-777' },
    ];
    for (const fixture of again) {
      const error = await insertOrder(t.app, fixture).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(isUniqueViolation(error)).toBe(true);
    }
  });
});
