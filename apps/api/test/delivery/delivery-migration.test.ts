import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate';
import { seedDeliveryOptionsIfEmpty } from '../../src/seed/demo-delivery';
import { listDeliveryOptions } from '../../src/modules/delivery/delivery.repository';
import { orderPaymentOf } from '../../src/modules/payments/payment-dto';
import { withPayment } from '../../src/modules/payments/order-payments.repository';
import { toOrderDto } from '../../src/modules/orders/orders-dto';
import { freshDatabase, insertFirstEditionOrder, migrateBefore } from '../helpers/test-app';

describe('migration 006 on a shop that already has orders', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    db = await freshDatabase();
    await migrateBefore(db.handle, '006');
    await insertFirstEditionOrder(db.handle, {
      status: 'Delivered',
      payment_status: 'Paid',
      total_cents: 150_000,
      created_at: '2026-01-10T09:00:00.000Z',
    });
    await migrateToLatest(db.handle);
  });
  afterAll(async () => {
    await db?.dispose();
  });

  it('keeps the older orders as they were: no delivery and a fee of 0', async () => {
    const row = await withPayment(
      db.handle.db,
      await db.handle.db.selectFrom('orders').selectAll().executeTakeFirstOrThrow(),
    );
    expect(toOrderDto(row, [], orderPaymentOf(row))).toMatchObject({
      order_number: 'ORD-000001',
      shipping_address: '12 Kenyatta Avenue',
      total_amount: 1500,
      delivery_fee: 0,
      delivery: null,
    });
  });

  it('seeds the demo delivery options once: every county has door delivery, Nairobi also pick-up', async () => {
    expect(await seedDeliveryOptionsIfEmpty(db.handle.db)).toBe(true);
    expect(await seedDeliveryOptionsIfEmpty(db.handle.db)).toBe(false);
    const options = await listDeliveryOptions(db.handle.db, { activeOnly: true });
    expect(
      options.map((o) => [
        o.name,
        o.kind,
        o.fee_cents,
        o.free_over_cents,
        o.eta_min_days,
        o.eta_max_days,
      ]),
    ).toEqual([
      ['Door delivery in Nairobi', 'door', 25_000, 500_000, 1, 2],
      ['Door delivery to the main towns', 'door', 40_000, null, 2, 3],
      ['Door delivery across Kenya', 'door', 60_000, null, 3, 5],
      ['Pick-up at our shop, Moi Avenue, Nairobi CBD', 'pickup', 0, null, 0, 1],
    ]);
    const door = options
      .filter((o) => o.kind === 'door')
      .flatMap((o) => JSON.parse(o.counties) as string[]);
    expect(door).toHaveLength(47);
    expect(new Set(door).size).toBe(47);
    expect(JSON.parse(options[1]?.counties ?? '[]')).toEqual([
      'Kajiado',
      'Kiambu',
      'Kisumu',
      'Machakos',
      'Mombasa',
      'Nakuru',
      'Uasin Gishu',
    ]);
  });
});
