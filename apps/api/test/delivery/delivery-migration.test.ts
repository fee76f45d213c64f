import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, migrationsFor } from '../../src/db/migrate';
import { seedDeliveryOptionsIfEmpty } from '../../src/db/seed/demo-delivery';
import { listDeliveryOptions } from '../../src/modules/delivery/delivery.repository';
import { toOrderDto } from '../../src/modules/orders/orders-dto';
import { freshDatabase } from '../helpers/fresh-database';

describe('migration 006 on a shop that already has orders', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    db = await freshDatabase();
    const before = Object.fromEntries(
      Object.entries(migrationsFor(db.handle)).filter(([name]) => name < '006'),
    );
    const migrator = new Migrator({
      db: db.handle.db,
      provider: { getMigrations: async () => before },
    });
    const { error } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();
    const now = '2026-01-10T09:00:00.000Z';
    const user = await db.handle.db
      .insertInto('users')
      .values({
        username: 'olduser',
        email: 'old@example.com',
        password_hash: 'x',
        phone_number: null,
        image_url: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Only the columns that existed before delivery: an order of the first edition.
    await db.handle.db
      .insertInto('orders')
      .values({
        order_number: 'ORD-000001',
        user_id: user.id,
        status: 'Delivered',
        subtotal_cents: 150_000,
        discount_percentage: 0,
        discount_cents: 0,
        total_cents: 150_000,
        promotion_code: null,
        promotion_id: null,
        shipping_address: '12 Kenyatta Avenue',
        shipping_city: 'Nakuru',
        shipping_state: 'Nakuru',
        shipping_zip: '20100',
        payment_method: 'mpesa',
        payment_status: 'Paid',
        current_location: null,
        expected_delivery_date: null,
        idempotency_key: null,
        idempotency_fingerprint: null,
        last_notified_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await migrateToLatest(db.handle);
  });
  afterAll(async () => {
    await db?.dispose();
  });

  it('keeps the older orders as they were: no delivery and a fee of 0', async () => {
    const row = await db.handle.db.selectFrom('orders').selectAll().executeTakeFirstOrThrow();
    expect(toOrderDto(row, [])).toMatchObject({
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
