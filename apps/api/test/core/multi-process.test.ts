import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countBy } from '../helpers/attacks';
import { callbackBody } from '../payments/payment-support';
import {
  callShop,
  killShopProcess,
  startShopProcess,
  type ShopProcess,
} from '../helpers/shop-process';
import { SmtpCapture } from '../helpers/smtp-capture';
import { createPostgresDatabase } from '../helpers/test-app';
import { DARAJA_SANDBOX_PASSKEY, DARAJA_SANDBOX_SHORTCODE } from '../../src/config';
import { MpesaSimulator } from '../../src/modules/payments/simulator/mpesa-simulator';
import { startPgBouncer, type PgBouncer } from '../../../../scripts/pgbouncer.mjs';

// PostgreSQL only: two real shop processes on one database is what PostgreSQL is for (SQLite refuses
// several processes). This is the one heavy multi-process test; the rules themselves have their own
// tests per module. With TEST_THROUGH_PGBOUNCER=1 (a suite of `npm test`), the shops reach PostgreSQL
// through PgBouncer in transaction mode, with fewer server connections than the shops' pools hold.
const THROUGH_PGBOUNCER = Boolean(process.env.TEST_THROUGH_PGBOUNCER);

const ADMIN = { username: 'mpadmin', email: 'mpadmin@example.com', password: 'mp-admin-password' };
const PASSWORD = 'mp-shopper-password';
const SCARCE_STOCK = 15;
const PROMO_LIMIT = 7;
const CALLBACK_TOKEN = 'multi_process_callback_token_0123456789';
/** The simulator's test numbers: paid, cancelled on the phone, never answered (query only), no money. */
const PHONES = ['0712 345 678', '0712 340 001', '0712 340 002', '0712 340 003'];
const MPESA_ORDERS = 16;
/** The catalog read cache's bound across processes: CATALOG_CACHE_TTL_MS, at its default. */
const CACHE_BOUND_MS = 1_000;

interface Order {
  id: number;
  order_number: string;
  promotion_code: string | null;
}

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  `two shop processes on one PostgreSQL${THROUGH_PGBOUNCER ? ' through PgBouncer (transaction mode)' : ''}`,
  () => {
    const dataDirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'mavazi-multi-')));
    const smtp = new SmtpCapture();
    // One Daraja for both processes, as in production; its callbacks go to a fan-out that hands each one
    // to both processes at the same moment (Daraja repeating itself while a load balancer spreads it).
    const simulator = new MpesaSimulator({
      consumerKey: 'simulator-key',
      consumerSecret: 'simulator-secret',
      shortcode: DARAJA_SANDBOX_SHORTCODE,
      passkey: DARAJA_SANDBOX_PASSKEY,
      delayMs: 200,
    });
    const callbackStatuses: number[] = [];
    const fanOut: Server = createServer((req, res) => {
      // The simulator may give up on a callback while the shops are stopping: not an error of the test's.
      req.on('error', () => undefined);
      res.on('error', () => undefined);
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        void Promise.all(
          shops.map((s) =>
            fetch(`${s.base}${req.url ?? '/'}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body,
            }).then(async (r) => {
              callbackStatuses.push(r.status);
              return r.text();
            }),
          ),
        )
          .then(([first]) => {
            res.writeHead(200, { 'content-type': 'application/json' });
            res.end(first);
          })
          // A shop that is gone (killed at the end) fails the callback as a gateway would.
          .catch(() => {
            res.writeHead(502);
            res.end();
          });
      });
    });
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let db: pg.Pool;
    let bouncer: PgBouncer | undefined;
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
      // pool.end() resolves before its clients' sockets have closed, so the drop's forced termination can still
      // reach one; without a listener the pool's 'error' event would be an uncaught exception.
      db.on('error', () => undefined);
      if (THROUGH_PGBOUNCER) {
        // Six server connections for two shops of ten each: transactions queue for them.
        bouncer = await startPgBouncer(Number(new URL(database.url).port), { poolSize: 6 });
      }
      await new Promise<void>((resolve) => fanOut.listen(0, '127.0.0.1', resolve));
      const fanOutPort = (fanOut.address() as AddressInfo).port;
      const env = {
        MPESA_BASE_URL: await simulator.start(),
        MPESA_CALLBACK_URL: `http://127.0.0.1:${fanOutPort}`,
        MPESA_CALLBACK_TOKEN: CALLBACK_TOKEN,
        MPESA_QUERY_AFTER_SECONDS: '1',
        DATABASE_URL: bouncer ? bouncer.urlFor(database.url) : database.url,
        // PgBouncer 1.18 in transaction mode cannot keep a connection's prepared statements.
        ...(bouncer ? { DATABASE_PREPARED_STATEMENTS: 'false' } : {}),
        SMTP_URL: await smtp.start(),
        PUBLIC_URL: 'https://shop.example',
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      };
      // Started together, as a deployment restarts them: both migrate, only one applies each migration.
      shops.push(...(await Promise.all(dataDirs.map((dir) => startShopProcess(dir, env)))));
    }, 120_000);

    async function signInAdmin(): Promise<string> {
      const admin = await callShop<{ access_token: string }>(shop(0), 'POST', '/api/admin/login', {
        username: ADMIN.username,
        password: ADMIN.password,
      });
      expect(admin.status).toBe(200);
      return admin.json.access_token;
    }

    async function createProduct(adminToken: string, name: string, inventory: number) {
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
    }

    /** What each sign-up mails: the link that verifies the address, and the welcome. */
    const SIGN_UP_MAILS = 2;

    /** Registers through one process and signs in through the other. */
    async function registerShopper(username: string, i: number) {
      const email = `${username}@example.com`;
      const registered = await callShop(shop(i), 'POST', '/api/register', {
        username,
        email,
        phone_number: '+254712345678',
        password: PASSWORD,
      });
      expect(registered.status).toBe(201);
      const login = await callShop<{ access_token: string }>(shop(i + 1), 'POST', '/api/login', {
        email,
        password: PASSWORD,
      });
      return { email, token: login.json.access_token };
    }

    afterAll(async () => {
      for (const s of shops) await killShopProcess(s);
      await bouncer?.stop();
      await db?.end();
      await database?.drop();
      await smtp.stop();
      await simulator.stop();
      await new Promise((resolve) => fanOut.close(resolve));
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    });

    it(
      'sells no more than the stock, redeems a promotion exactly to its limit, cancels once and mails each message once',
      { timeout: 180_000 },
      async () => {
        const adminToken = await signInAdmin();
        const product = (name: string, inventory: number) =>
          createProduct(adminToken, name, inventory);
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
          Array.from({ length: 10 }, (_, i) => registerShopper(`multi${i}`, i)),
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
        const expected = orders.length + cancelled + shoppers.length * SIGN_UP_MAILS;
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

    it(
      'settles each M-Pesa payment once when its callback reaches both processes at once, and mails each receipt once',
      { timeout: 120_000 },
      async () => {
        const mailBefore = smtp.messages.length;
        const adminToken = await signInAdmin();
        const productId = await createProduct(adminToken, 'M-Pesa kitenge', 1_000);
        const shopper = await registerShopper('mpesa', 0);
        const placed = await Promise.all(
          Array.from({ length: MPESA_ORDERS }, async (_, i) => {
            const res = await callShop<{ order: Order }>(
              shop(i),
              'POST',
              '/api/checkout',
              {
                items: [{ product_id: productId, quantity: 1, price: 800 }],
                total_amount: 800,
                shipping_address: 'Tom Mboya Street 9, Nairobi',
                payment_method: 'mpesa',
                mpesa_phone: PHONES[i % PHONES.length],
              },
              shopper.token,
            );
            expect(res.status).toBe(201);
            return res.json.order;
          }),
        );

        // Callbacks settle three numbers in a moment; the unanswered one waits for both processes'
        // reconciliation (every 10 s), which lease each payment before asking.
        const pending = async () => {
          const { rows } = await db.query<{ n: string }>(
            "select count(*) as n from payments where status = 'Pending'",
          );
          return Number(rows[0]?.n);
        };
        for (let i = 0; i < 600 && (await pending()) > 0; i++) {
          await new Promise((r) => setTimeout(r, 100));
        }
        expect(await pending()).toBe(0);
        await simulator.idle();

        // Every callback reached both processes and both acknowledged it, as Daraja expects.
        const withCallback = placed.filter((_, i) => i % PHONES.length !== 2).length;
        expect(callbackStatuses).toHaveLength(withCallback * 2);
        expect(callbackStatuses.every((s) => s === 200)).toBe(true);

        const { rows: payments } = await db.query<{
          order_id: number;
          status: string;
          result_code: number | null;
          mpesa_receipt: string | null;
          settled_at: string | null;
        }>('select order_id, status, result_code, mpesa_receipt, settled_at from payments');
        expect(payments).toHaveLength(MPESA_ORDERS);
        const { rows: orders } = await db.query<{ id: number; payment_status: string }>(
          'select order_id as id, payment_status from order_payments where order_id = any($1)',
          [placed.map((o) => o.id)],
        );
        const paidOrders: Order[] = [];
        for (const [i, order] of placed.entries()) {
          const payment = payments.find((p) => p.order_id === order.id);
          const paid = i % PHONES.length === 0;
          expect(payment?.status).toBe(paid ? 'Paid' : 'Failed');
          expect(payment?.result_code).toBe([0, 1032, 1037, 1][i % PHONES.length]);
          expect(payment?.settled_at).not.toBeNull();
          expect(orders.find((o) => o.id === order.id)?.payment_status).toBe(
            paid ? 'Paid' : 'Failed',
          );
          if (paid) {
            expect(payment?.mpesa_receipt).toMatch(/^SIM[A-Z0-9]{7}$/);
            paidOrders.push(order);
          }
        }

        // One confirmation per order, one receipt per paid order and one "did not go through" per failed
        // one, though two processes settled.
        const failedOrders = placed.filter((o) => !paidOrders.includes(o));
        const expected = placed.length + paidOrders.length + failedOrders.length + SIGN_UP_MAILS;
        for (let i = 0; i < 300 && smtp.messages.length - mailBefore < expected; i++) {
          await new Promise((r) => setTimeout(r, 100));
        }
        await new Promise((r) => setTimeout(r, 1_000));
        const { rows: unsent } = await db.query<{ n: string }>(
          "select count(*) as n from mail_outbox where status <> 'sent'",
        );
        expect(unsent[0]?.n).toBe('0');
        const mail = smtp.messages.slice(mailBefore);
        expect(mail).toHaveLength(expected);
        const subjects = countBy(mail.map((m) => m.subject));
        for (const order of placed) {
          expect(subjects.get(`Mavazi order ${order.order_number} confirmed`)).toBe(1);
        }
        for (const order of paidOrders) {
          expect(subjects.get(`Mavazi order ${order.order_number}: payment received`)).toBe(1);
        }
        for (const order of failedOrders) {
          expect(
            subjects.get(`Mavazi order ${order.order_number}: payment did not go through`),
          ).toBe(1);
        }
      },
    );
    it(
      'serialises a staff cancel on one process with the payment callback on the other: reopened, or cancelled on the refund list',
      { timeout: 120_000 },
      async () => {
        const adminToken = await signInAdmin();
        const productId = await createProduct(adminToken, 'Race kikoi', 1_000);
        const shopper = await registerShopper('racer', 1);
        const outcomes = new Set<string>();
        for (let round = 0; round < 6; round++) {
          // The number nobody answers: no callback comes from the simulator, only the one raced here.
          const placed = await callShop<{ order: Order }>(
            shop(round),
            'POST',
            '/api/checkout',
            {
              items: [{ product_id: productId, quantity: 1, price: 800 }],
              total_amount: 800,
              shipping_address: 'Tom Mboya Street 9, Nairobi',
              payment_method: 'mpesa',
              mpesa_phone: PHONES[2],
            },
            shopper.token,
          );
          expect(placed.status).toBe(201);
          const order = placed.json.order;
          const { rows } = await db.query<{
            checkout_request_id: string;
            merchant_request_id: string | null;
          }>('select checkout_request_id, merchant_request_id from payments where order_id = $1', [
            order.id,
          ]);
          const payment = rows[0];
          if (!payment) throw new Error('the order has no payment');
          const [cancel, callback] = await Promise.all([
            callShop(
              shop(round),
              'PATCH',
              `/api/admin/orders/${order.id}`,
              { status: 'Cancelled' },
              adminToken,
            ),
            callShop(
              shop(round + 1),
              'POST',
              `/api/payments/mpesa/callback/${CALLBACK_TOKEN}`,
              callbackBody({
                checkoutRequestId: payment.checkout_request_id,
                merchantRequestId: payment.merchant_request_id ?? undefined,
                amount: 800,
                receipt: `XRACE${String(round).padStart(5, '0')}`,
              }),
            ),
          ]);
          expect(cancel.status).toBe(200);
          expect(callback.status).toBe(200);

          const { rows: orderRows } = await db.query<{ status: string; payment_status: string }>(
            'select status, payment_status from orders join order_payments on order_id = id where id = $1',
            [order.id],
          );
          const { rows: history } = await db.query<{
            status: string;
            payment_status: string | null;
            note: string | null;
          }>('select * from order_status_history where order_id = $1 order by id', [order.id]);
          const row = orderRows[0];
          expect(row?.payment_status).toBe('Paid');
          const paidAt = history.findIndex((h) => h.payment_status === 'Paid');
          const cancelledAt = history.findIndex((h) => h.status === 'Cancelled');
          if (row?.status === 'Cancelled') {
            // The payment was first; the cancel saw it and put the order on the refund list.
            outcomes.add('refund');
            expect(paidAt).toBeLessThan(cancelledAt);
            expect(history.at(-1)?.note).toBe('Cancelled after it was paid: refund the payment');
          } else {
            // The cancel was first; the payment saw it and reopened the order.
            outcomes.add('reopen');
            expect(row?.status).toBe('Pending');
            expect(cancelledAt).toBeLessThan(paidAt);
            expect(history.at(-1)?.note).toContain('the order is reopened');
          }
        }
        expect(outcomes.size).toBeGreaterThan(0);
      },
    );

    it('serves a product changed through one process fresh from the other once the cache bound has passed', async () => {
      const adminToken = await signInAdmin();
      const id = await createProduct(adminToken, 'Cache bound shirt', 5);
      const url = `/api/product/${id}`;
      const nameOn = async (s: ShopProcess) =>
        (await callShop<{ name: string }>(s, 'GET', url)).json.name;
      // Both processes answer the product, so each keeps it in its cache.
      expect(await nameOn(shop(0))).toBe('Cache bound shirt');
      expect(await nameOn(shop(1))).toBe('Cache bound shirt');

      const edit = await callShop(
        shop(1),
        'PUT',
        `/api/admin/products/${id}`,
        {
          name: 'Renamed shirt',
          description: 'Cotton',
          imageUrl: '/images/p.png',
          price: 800,
          inventory: 5,
          category: 'Men',
        },
        adminToken,
      );
      expect(edit.status).toBe(200);
      // The writing process clears its own cache at once; the other may answer the old name until the bound.
      expect(await nameOn(shop(1))).toBe('Renamed shirt');
      await new Promise((r) => setTimeout(r, CACHE_BOUND_MS + 100));
      expect(await nameOn(shop(0))).toBe('Renamed shirt');
    });
  },
);
