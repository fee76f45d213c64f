import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database';
import { migrateToLatest, migrationsFor } from '../../src/db/migrate';
import { toTrackedOrderDto } from '../../src/modules/orders/orders-dto';
import { orderPaymentOf } from '../../src/modules/payments/payment-dto';
import { withPayment } from '../../src/modules/payments/order-payments.repository';
import { findStatusHistory } from '../../src/modules/orders/orders.repository';
import {
  freshDatabase,
  insertFirstEditionOrder,
  migrateBefore,
  migrateOnly,
} from '../helpers/test-app';

/** An unpaid M-Pesa order and its first history row, with only the columns older shops have. */
async function insertUnpaidMpesaOrder(handle: DatabaseHandle): Promise<void> {
  const now = '2026-01-10T09:00:00.000Z';
  const orderId = await insertFirstEditionOrder(handle, {
    status: 'Pending',
    payment_status: 'Pending',
    total_cents: 150_050,
    created_at: now,
  });
  await handle.db
    .insertInto('order_status_history')
    .values({ order_id: orderId, status: 'Pending', changed_by: null, created_at: now })
    .execute();
}

describe('migration 005 on a shop that already has orders', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    db = await freshDatabase();
    await migrateBefore(db.handle, '005');
    await insertUnpaidMpesaOrder(db.handle);
    await migrateToLatest(db.handle);
  });
  afterAll(async () => {
    await db?.dispose();
  });

  it('keeps older orders readable: the payment follows from the method and status', async () => {
    const row = await withPayment(
      db.handle.db,
      await db.handle.db.selectFrom('orders').selectAll().executeTakeFirstOrThrow(),
    );
    const history = await findStatusHistory(db.handle.db, row.id);
    expect(toTrackedOrderDto(row, [], history, orderPaymentOf(row))).toMatchObject({
      payment_status: 'Pending',
      payment: {
        method: 'mpesa',
        status: 'Pending',
        phone: null,
        mpesa_receipt: null,
        message: 'Waiting for the M-Pesa payment',
      },
      status_history: [{ status: 'Pending', payment_status: null, note: null }],
    });
    expect(row.pay_requested_at).toBeNull();
  });

  it('adds the payments table with one receipt per payment', async () => {
    const order = await db.handle.db.selectFrom('orders').select('id').executeTakeFirstOrThrow();
    const payment = (receipt: string, checkout: string) => ({
      order_id: order.id,
      phone: '254712345678',
      amount_cents: 150_100,
      status: 'Paid',
      checkout_request_id: checkout,
      mpesa_receipt: receipt,
      query_after: '2026-01-10T09:01:00.000Z',
      created_at: '2026-01-10T09:00:00.000Z',
      updated_at: '2026-01-10T09:00:00.000Z',
    });
    await db.handle.db.insertInto('payments').values(payment('SIM4K7Q2ZT', 'ws_CO_1')).execute();
    await expect(
      db.handle.db.insertInto('payments').values(payment('SIM4K7Q2ZT', 'ws_CO_2')).execute(),
    ).rejects.toThrow();
    await expect(
      db.handle.db.insertInto('payments').values(payment('SIM0000001', 'ws_CO_1')).execute(),
    ).rejects.toThrow();
  });
});

describe('migration 005 on a shop that already ran the later migrations (006, 007)', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    db = await freshDatabase();
    // The release before payments: its migrations (below 008) without 005; 011 ships with 005.
    await migrateOnly(db.handle, (name) => name < '008' && !name.startsWith('005-'));
    await insertUnpaidMpesaOrder(db.handle);
  });
  afterAll(async () => {
    await db?.dispose();
  });

  it('still runs 005, once, and the older order reads with its payment', async () => {
    await migrateToLatest(db.handle);
    await migrateToLatest(db.handle);
    const migrations = migrationsFor(db.handle);
    const migrator = new Migrator({
      db: db.handle.db,
      provider: { getMigrations: async () => migrations },
    });
    const ran = (await migrator.getMigrations()).filter((m) => m.executedAt !== undefined);
    expect(ran.map((m) => m.name)).toEqual(Object.keys(migrations));
    const row = await withPayment(
      db.handle.db,
      await db.handle.db.selectFrom('orders').selectAll().executeTakeFirstOrThrow(),
    );
    const history = await findStatusHistory(db.handle.db, row.id);
    expect(toTrackedOrderDto(row, [], history, orderPaymentOf(row))).toMatchObject({
      payment_status: 'Pending',
      payment: { method: 'mpesa', status: 'Pending', phone: null, mpesa_receipt: null },
      status_history: [{ status: 'Pending', payment_status: null, note: null }],
    });
    expect(await db.handle.db.selectFrom('payments').selectAll().execute()).toEqual([]);
    if (db.handle.dialect === 'postgres') {
      // 005 ran before 011, so its instants got PostgreSQL's type too.
      const { rows } = await sql<{ data_type: string }>`
        select data_type from information_schema.columns
         where table_name = 'order_payments' and column_name = 'pay_requested_at'`.execute(
        db.handle.db,
      );
      expect(rows).toEqual([{ data_type: 'timestamp with time zone' }]);
    }
  });
});
