import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countBy } from '../helpers/attacks';
import {
  callShop,
  killShopProcess,
  startShopProcess,
  type ShopProcess,
} from '../helpers/shop-process';
import { SmtpCapture } from '../helpers/smtp-capture';
import { createPostgresDatabase } from '../helpers/test-app';

// PostgreSQL only: two real shop processes on one database is what PostgreSQL is for (SQLite refuses
// several processes). This is the one heavy multi-process test; the rules themselves have their own
// tests per module.

const ADMIN = { username: 'mpadmin', email: 'mpadmin@example.com', password: 'mp-admin-password' };
const PASSWORD = 'mp-shopper-password';
const SCARCE_STOCK = 15;
const PROMO_LIMIT = 7;

interface Order {
  id: number;
  order_number: string;
  promotion_code: string | null;
}

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'two shop processes on one PostgreSQL',
  () => {
    const dataDirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'mavazi-multi-')));
    const smtp = new SmtpCapture();
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let db: pg.Pool;
    const shops: ShopProcess[] = [];
    /** Alternates between the two processes, so every kind of request reaches both. */
    const shop = (i: number): ShopProcess => {
      const chosen = shops[i % shops.length];
      if (!chosen) throw new Error('the shops are not started');
      return chosen;
    };

    beforeAll(async () => {
      database = await createPostgresDatabase();
      db = new pg.Pool({ connectionString: database.url, max: 2 });
      const env = {
        DATABASE_URL: database.url,
        SMTP_URL: await smtp.start(),
        PUBLIC_URL: 'https://shop.example',
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      };
      // Started together, as a deployment restarts them: both migrate, only one applies each migration.
      shops.push(...(await Promise.all(dataDirs.map((dir) => startShopProcess(dir, env)))));
    }, 120_000);

    afterAll(async () => {
      for (const s of shops) await killShopProcess(s);
      await db?.end();
      await database?.drop();
      await smtp.stop();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    });

    it(
      'sells no more than the stock, redeems a promotion exactly to its limit, cancels once and mails each message once',
      { timeout: 180_000 },
      async () => {
        const admin = await callShop<{ access_token: string }>(
          shop(0),
          'POST',
          '/api/admin/login',
          {
            username: ADMIN.username,
            password: ADMIN.password,
          },
        );
        expect(admin.status).toBe(200);
        const adminToken = admin.json.access_token;
        const product = async (name: string, inventory: number) => {
          const res = await callShop<{ id: number }>(
            shop(1),
            'POST',
            '/api/admin/products',
            {
              name,
              description: 'Cotton',
              imageUrl: '/images/p.png',
              price: 800,
              inventory,
              category: 'Men',
            },
            adminToken,
          );
          expect(res.status).toBe(201);
          return res.json.id;
        };
        const scarce = await product('Scarce kikoi', SCARCE_STOCK);
        const plenty = await product('Plenty kanga', 10_000);
        const today = new Date().toISOString().slice(0, 10);
        const promo = await callShop(
          shop(0),
          'POST',
          '/api/admin/promocodes',
          {
            code: 'TWOSHOPS',
            discount_percentage: 10,
            start_date: today,
            end_date: '2099-12-31',
            usage_limit: PROMO_LIMIT,
          },
          adminToken,
        );
        expect(promo.status).toBe(201);

        const shoppers = await Promise.all(
          Array.from({ length: 10 }, async (_, i) => {
            const email = `multi${i}@example.com`;
            const registered = await callShop(shop(i), 'POST', '/api/register', {
              username: `multi${i}`,
              email,
              phone_number: '+254712345678',
              password: PASSWORD,
            });
            expect(registered.status).toBe(201);
            const login = await callShop<{ access_token: string }>(
              shop(i + 1),
              'POST',
              '/api/login',
              {
                email,
                password: PASSWORD,
              },
            );
            return { email, token: login.json.access_token };
          }),
        );
        const checkout = (i: number, productId: number, promotionCode?: string) =>
          callShop<{ order: Order }>(
            shop(i),
            'POST',
            '/api/checkout',
            {
              items: [{ product_id: productId, quantity: 1, price: 800 }],
              total_amount: promotionCode ? 720 : 800,
              shipping_address: 'Tom Mboya Street 9, Nairobi',
              payment_method: 'credit_card',
              ...(promotionCode ? { promotion_code: promotionCode } : {}),
            },
            shoppers[i % shoppers.length]?.token,
          );
        const cancel = (i: number, orderId: number) =>
          callShop(
            shop(i),
            'PATCH',
            `/api/admin/orders/${orderId}`,
            { status: 'Cancelled' },
            adminToken,
          );

        // At once, through both processes: 40 buyers for 15 scarce items, 25 for a code that works 7 times,
        // and every third scarce order cancelled by two admins clicking at the same moment on both processes.
        const scarceOutcomes: number[] = [];
        const scarceOrders: Order[] = [];
        const cancelOutcomes: number[][] = [];
        const buyers = Array.from({ length: 40 }, async (_, i) => {
          const res = await checkout(i, scarce);
          scarceOutcomes.push(res.status);
          if (res.status !== 201) return;
          scarceOrders.push(res.json.order);
          if (scarceOrders.length % 3 === 0) {
            const both = await Promise.all([
              cancel(0, res.json.order.id),
              cancel(1, res.json.order.id),
            ]);
            cancelOutcomes.push(both.map((r) => r.status).sort());
          }
        });
        const promoOutcomes = Array.from({ length: 25 }, async (_, i) => {
          const res = await checkout(i + 1, plenty, 'TWOSHOPS');
          return { status: res.status, order: res.json.order };
        });
        const [, promoResults] = await Promise.all([
          Promise.all(buyers),
          Promise.all(promoOutcomes),
        ]);

        // No 5xx anywhere; refusals are the shop's own.
        expect(scarceOutcomes.every((s) => s === 201 || s === 409)).toBe(true);
        const cancelled = cancelOutcomes.length;
        // Two admins, one cancellation: the slower sees it done (200, nothing changed) or changed under it (409).
        for (const pair of cancelOutcomes) {
          expect(pair[0]).toBe(200);
          expect([200, 409]).toContain(pair[1]);
        }
        const { rows: history } = await db.query<{ order_id: number; n: string }>(
          "select order_id, count(*) as n from order_status_history where status = 'Cancelled' group by order_id",
        );
        expect(history).toHaveLength(cancelled);
        expect(history.every((h) => h.n === '1')).toBe(true);
        // No oversell: what is left plus what is sold and kept is the stock; a cancelled order gave its item back once.
        const { rows: scarceRow } = await db.query<{ inventory: number }>(
          'select inventory from products where id = $1',
          [scarce],
        );
        const kept = scarceOrders.length - cancelled;
        expect(scarceRow[0]?.inventory).toBe(SCARCE_STOCK - kept);
        expect(scarceRow[0]?.inventory).toBeGreaterThanOrEqual(0);
        expect(countBy(scarceOutcomes).get(201)).toBe(scarceOrders.length);
        expect(scarceOrders.length).toBeLessThanOrEqual(SCARCE_STOCK + cancelled);

        // The promotion's limit is exact: seven orders carry it, the rest were refused with 409.
        const withPromo = promoResults.filter((r) => r.status === 201);
        expect(withPromo).toHaveLength(PROMO_LIMIT);
        expect(withPromo.every((r) => r.order.promotion_code === 'TWOSHOPS')).toBe(true);
        expect(promoResults.filter((r) => r.status !== 201).every((r) => r.status === 409)).toBe(
          true,
        );
        const { rows: promoRow } = await db.query<{ times_used: number }>(
          "select times_used from promotions where code_key = 'TWOSHOPS'",
        );
        expect(promoRow[0]?.times_used).toBe(PROMO_LIMIT);

        // Mail: both processes run the outbox; each message reaches the SMTP server once.
        const orders = [...scarceOrders, ...withPromo.map((r) => r.order)];
        const expected = orders.length + cancelled;
        for (let i = 0; i < 300 && smtp.messages.length < expected; i++) {
          await new Promise((r) => setTimeout(r, 100));
        }
        await new Promise((r) => setTimeout(r, 1_000));
        const { rows: outbox } = await db.query<{ status: string; n: string }>(
          'select status, count(*) as n from mail_outbox group by status',
        );
        expect(outbox).toEqual([{ status: 'sent', n: String(expected) }]);
        expect(smtp.messages).toHaveLength(expected);
        const subjects = countBy(smtp.messages.map((m) => m.subject));
        for (const order of orders) {
          expect(subjects.get(`Mavazi order ${order.order_number} confirmed`)).toBe(1);
        }
        expect([...subjects.keys()].filter((s) => s.endsWith(': Cancelled'))).toHaveLength(
          cancelled,
        );
      },
    );
  },
);
