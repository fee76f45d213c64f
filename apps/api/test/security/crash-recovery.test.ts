import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import {
  callShop as call,
  killShopProcess,
  startShopProcess,
  stopShopProcess,
  type ShopProcess,
} from '../helpers/shop-process';

// ASVS V16.5 / V2.3 (atomic transactions survive a crash): the real server process is killed with
// SIGKILL in the middle of a burst of checkouts over real HTTP, restarted on the same data, and the
// database must hold only whole orders whose stock adds up.
//
// SQLite only: this checks recovery of the shop's own database file (WAL). On PostgreSQL the same
// guarantee comes from the database server's own crash recovery, which the shop does not implement.

const SECRET = 'crash-test-secret-that-is-long-enough-for-hs256!';
const ADMIN = {
  username: 'crashadmin',
  email: 'crashadmin@example.com',
  password: 'crash-admin-password',
};

type Server = ShopProcess;

function startServer(dataDir: string): Promise<Server> {
  return startShopProcess(dataDir, {
    JWT_SECRET: SECRET,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'SIGKILL during a checkout burst (SQLite file)',
  () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mavazi-crash-'));
    const started: Server[] = [];
    afterAll(async () => {
      for (const server of started) await killShopProcess(server);
      rmSync(dataDir, { recursive: true, force: true });
    });

    it(
      'keeps only whole orders, and stock plus sold equals the initial stock',
      { timeout: 120_000 },
      async () => {
        const first = await startServer(dataDir);
        started.push(first);

        const adminToken = (
          await call<{ access_token: string }>(first, 'POST', '/api/admin/login', {
            username: ADMIN.username,
            password: ADMIN.password,
          })
        ).json.access_token;
        const initial = new Map<number, { price: number; stock: number }>();
        for (const [i, stock] of [60, 45, 30].entries()) {
          const price = 450 + i * 100;
          const res = await call<{ id: number }>(
            first,
            'POST',
            '/api/admin/products',
            {
              name: `Crash test shirt ${i}`,
              description: 'Cotton',
              imageUrl: '/images/products/shirt.jpg',
              price,
              inventory: stock,
              category: 'Men',
            },
            adminToken,
          );
          expect(res.status).toBe(201);
          initial.set(res.json.id, { price, stock });
        }
        const productIds = [...initial.keys()];
        const tokens: string[] = [];
        for (let i = 0; i < 4; i += 1) {
          const email = `crash${i}@example.com`;
          expect(
            (
              await call(first, 'POST', '/api/register', {
                username: `crash${i}`,
                email,
                phone_number: '+254712345678',
                password: 'crash-password-1',
              })
            ).status,
          ).toBe(201);
          tokens.push(
            (
              await call<{ access_token: string }>(first, 'POST', '/api/login', {
                email,
                password: 'crash-password-1',
              })
            ).json.access_token,
          );
        }

        // 40 requests at once: checkouts of 1-3 lines, and every 8th an admin cancelling an early order
        // (which gives its stock back). The process dies once a quarter of them have been answered.
        let answered = 0;
        let reachQuarter: () => void = () => undefined;
        const quarterAnswered = new Promise<void>((resolve) => (reachQuarter = resolve));
        const confirmed: Array<{
          id: number;
          items: Array<{ product_id: number; quantity: number }>;
        }> = [];
        const burst = Array.from({ length: 40 }, async (_, i) => {
          // Spread over 400 ms, so the kill lands mid-burst however fast the shop answers: the requests
          // sent after it are cut off, as are those in flight.
          await new Promise((resolve) => setTimeout(resolve, i * 10));
          const cancel = i % 8 === 7;
          const lines = productIds
            .filter((_, j) => (i + j) % 3 !== 0)
            .map((id, j) => ({
              product_id: id,
              quantity: ((i + j) % 3) + 1,
              price: initial.get(id)?.price ?? 0,
            }));
          const total = lines.reduce((sum, l) => sum + l.quantity * l.price, 0);
          try {
            const res = cancel
              ? await call(
                  first,
                  'PATCH',
                  `/api/admin/orders/${(i + 1) / 8}`,
                  { status: 'Cancelled' },
                  adminToken,
                )
              : await call<{
                  order: { id: number; items: Array<{ product_id: number; quantity: number }> };
                }>(
                  first,
                  'POST',
                  '/api/checkout',
                  {
                    items: lines,
                    total_amount: total,
                    shipping_address: 'Kenyatta Avenue 1, Nairobi',
                    payment_method: 'mpesa',
                  },
                  tokens[i % tokens.length],
                );
            if (!cancel && res.status === 201) {
              confirmed.push((res.json as { order: (typeof confirmed)[number] }).order);
            }
            answered += 1;
            if (answered === 10) reachQuarter();
            return `${cancel ? 'cancel' : 'checkout'} ${res.status}`;
          } catch {
            return 'cut off';
          }
        });
        await Promise.race([quarterAnswered, Promise.all(burst)]);
        await killShopProcess(first);
        const outcomes = await Promise.all(burst);
        // The kill really landed mid-burst, and nothing answered other than the expected outcomes.
        expect(outcomes).toContain('cut off');
        expect(confirmed.length).toBeGreaterThan(0);
        for (const outcome of outcomes) {
          expect([
            'cut off',
            'checkout 201',
            'checkout 409',
            'cancel 200',
            'cancel 404',
            'cancel 409',
          ]).toContain(outcome);
        }

        const second = await startServer(dataDir);
        started.push(second);
        const db = new SQLite(path.join(dataDir, 'shop.db'));
        try {
          expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
          expect(db.pragma('foreign_key_check')).toEqual([]);

          const orders = db
            .prepare(
              'select id, status, subtotal_cents, discount_cents, total_cents, order_number from orders',
            )
            .all() as Array<{
            id: number;
            status: string;
            subtotal_cents: number;
            discount_cents: number;
            total_cents: number;
            order_number: string;
          }>;
          const items = db
            .prepare('select order_id, product_id, quantity, price_cents from order_items')
            .all() as Array<{
            order_id: number;
            product_id: number;
            quantity: number;
            price_cents: number;
          }>;
          const history = db
            .prepare('select order_id, status from order_status_history order by id')
            .all() as Array<{ order_id: number; status: string }>;
          const mails = db
            .prepare("select subject from mail_outbox where subject like '% confirmed'")
            .all() as Array<{ subject: string }>;
          for (const order of orders) {
            const own = items.filter((i) => i.order_id === order.id);
            expect(own.length, `order ${order.id} has items`).toBeGreaterThan(0);
            expect(own.reduce((s, i) => s + i.quantity * i.price_cents, 0)).toBe(
              order.subtotal_cents,
            );
            expect(order.total_cents).toBe(order.subtotal_cents - order.discount_cents);
            expect(order.order_number).toMatch(/^ORD-\d{6,}$/);
            const steps = history.filter((h) => h.order_id === order.id).map((h) => h.status);
            expect(steps[0]).toBe('Pending');
            expect(steps.at(-1)).toBe(order.status);
            expect(mails.filter((m) => m.subject.includes(order.order_number))).toHaveLength(1);
          }
          // Every order the client was told about survived, with the items it was told.
          for (const order of confirmed) {
            const own = items
              .filter((i) => i.order_id === order.id)
              .map((i) => ({ product_id: i.product_id, quantity: i.quantity }));
            expect(own).toEqual(
              order.items.map((i) => ({ product_id: i.product_id, quantity: i.quantity })),
            );
          }
          const cancelled = new Set(
            orders.filter((o) => o.status === 'Cancelled').map((o) => o.id),
          );
          for (const [id, { stock }] of initial) {
            const row = db.prepare('select inventory from products where id = ?').get(id) as {
              inventory: number;
            };
            const sold = items
              .filter((i) => i.product_id === id && !cancelled.has(i.order_id))
              .reduce((s, i) => s + i.quantity, 0);
            expect(row.inventory + sold, `product ${id}`).toBe(stock);
            expect(row.inventory).toBeGreaterThanOrEqual(0);
          }
        } finally {
          db.close();
        }

        // The restarted server serves and sells again.
        const after = await call<unknown[]>(second, 'GET', '/api/products');
        expect(after.status).toBe(200);
        const stillInStock = (
          after.json as Array<{ id: number; price: number; inventory: number }>
        ).find((p) => p.inventory > 0);
        if (stillInStock) {
          const res = await call(
            second,
            'POST',
            '/api/checkout',
            {
              items: [{ product_id: stillInStock.id, quantity: 1, price: stillInStock.price }],
              total_amount: stillInStock.price,
              shipping_address: 'Kenyatta Avenue 1, Nairobi',
              payment_method: 'mpesa',
            },
            tokens[0],
          );
          expect(res.status).toBe(201);
        }
        await stopShopProcess(second);
        const closed = new SQLite(path.join(dataDir, 'shop.db'), { readonly: true });
        try {
          expect(closed.pragma('integrity_check', { simple: true })).toBe('ok');
        } finally {
          closed.close();
        }
      },
    );
  },
);
