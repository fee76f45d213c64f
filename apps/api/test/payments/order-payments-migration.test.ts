import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate';
import { PAYMENT_COLUMNS } from '../../src/db/migrations/032-order-payments';
import {
  before032,
  freshDatabase,
  insertFirstEditionOrder,
  migrateBefore,
} from '../helpers/test-app';

describe('migration 032: an order keeps its payment in order_payments', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let before: Array<Record<string, unknown> & { id: number }>;
  beforeAll(async () => {
    db = await freshDatabase();
    await migrateBefore(db.handle, '032');
    const old = before032(db.handle);
    const firstId = await insertFirstEditionOrder(db.handle, {
      status: 'Delivered',
      payment_status: 'Paid',
      total_cents: 245_000,
      created_at: '2026-03-02T07:00:00.000Z',
    });
    // Every column holding a value: a pay-on-delivery order paid to the rider by M-Pesa.
    await old
      .updateTable('orders')
      .set({
        payment_method: 'cash_on_delivery',
        mpesa_phone: '254712345678',
        mpesa_receipt: 'QKJ4ABC123',
        payment_message: 'Payment received',
        payment_outcome: 'paid',
        pay_requested_at: '2026-03-02T07:01:00.000Z',
        paid_at: '2026-03-03T10:30:00.000Z',
        received_amount_cents: 245_000,
        received_reference: 'QKJ4ABC123',
      })
      .where('id', '=', firstId)
      .execute();
    const first = await old
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', firstId)
      .executeTakeFirstOrThrow();
    const { id: _id, order_number: _n, ...copy } = first;
    // Others in the states an order's payment goes through, unpaid ones with nothing set.
    const states = [
      { payment_method: 'mpesa', payment_status: 'Pending', mpesa_phone: '254711000111' },
      { payment_method: 'mpesa', payment_status: 'Failed', payment_outcome: 'cancelled' },
      { payment_method: 'mpesa', payment_status: 'Refunded', mpesa_receipt: 'SIMREFUND1' },
      { payment_method: 'pay_later', payment_status: 'Pending' },
    ];
    for (const [i, state] of states.entries())
      await old
        .insertInto('orders')
        .values({
          ...copy,
          order_number: `ORD-00010${i}`,
          status: 'Pending',
          mpesa_phone: null,
          mpesa_receipt: null,
          payment_message: null,
          payment_outcome: null,
          pay_requested_at: null,
          paid_at: null,
          received_amount_cents: null,
          received_reference: null,
          invoice_number: null,
          ...state,
        })
        .execute();
    before = await old
      .selectFrom('orders')
      .select(['id', ...PAYMENT_COLUMNS])
      .orderBy('id')
      .execute();
    await migrateToLatest(db.handle);
  });
  afterAll(async () => {
    await db?.dispose();
  });

  it('copies every order’s payment, value for value, one row per order', async () => {
    expect(before).toHaveLength(5);
    const after = await db.handle.db
      .selectFrom('order_payments')
      .selectAll()
      .orderBy('order_id')
      .execute();
    expect(after.map(({ order_id, ...p }) => ({ id: order_id, ...p }))).toEqual(before);
    expect(after[0]).toMatchObject({
      payment_method: 'cash_on_delivery',
      received_amount_cents: 245_000,
      paid_at: '2026-03-03T10:30:00.000Z',
    });
  });

  it('drops the columns from orders, and an order has one payment row only', async () => {
    const columns = Object.keys(
      await db.handle.db.selectFrom('orders').selectAll().executeTakeFirstOrThrow(),
    );
    expect(columns.filter((c) => (PAYMENT_COLUMNS as readonly string[]).includes(c))).toEqual([]);
    const first = before[0]?.id ?? 0;
    await expect(
      db.handle.db
        .insertInto('order_payments')
        .values({ order_id: first, payment_method: 'mpesa', payment_status: 'Pending' })
        .execute(),
    ).rejects.toThrow();
  });

  it('keeps instants as timestamptz on PostgreSQL', async () => {
    if (db.handle.dialect !== 'postgres') return;
    const { rows } = await sql<{ column_name: string; data_type: string }>`
      select column_name, data_type from information_schema.columns
       where table_name = 'order_payments' and column_name in ('pay_requested_at', 'paid_at')
       order by column_name`.execute(db.handle.db);
    expect(rows).toEqual([
      { column_name: 'paid_at', data_type: 'timestamp with time zone' },
      { column_name: 'pay_requested_at', data_type: 'timestamp with time zone' },
    ]);
  });
});
