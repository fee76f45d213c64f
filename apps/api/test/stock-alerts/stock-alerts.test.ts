import { describe, expect, it } from 'vitest';
import { sendBackInStockMails } from '../../src/flows/send-back-in-stock-mails';
import { MAX_WAITING_ALERTS_PER_EMAIL } from '../../src/flows/subscribe-stock-alert';
import { attack, expectRefused, forgeJwt } from '../helpers/attacks';
import { bearer, createUser, nextIp, setupTestApp } from '../helpers/test-app';
import { createSizedProduct } from '../catalog/variant-fixtures';

describe('POST /stock-alerts and the back-in-stock mail', () => {
  const t = setupTestApp({
    RATE_LIMIT_STOCK_ALERTS_PER_ADDRESS: '8/1h',
    RATE_LIMIT_STOCK_ALERTS_PER_EMAIL: '4/1h',
  });

  const soldOut = async (name = 'Kitenge Wrap Dress') => {
    const { product, variants } = await createSizedProduct(t.app, {
      name,
      price: 2500,
      variants: [
        { size: 'S', inventory: 0 },
        { size: 'M', inventory: 3 },
        { size: 'L', inventory: 0, hidden: true },
      ],
    });
    return { product, s: variants[0]!, m: variants[1]!, hiddenL: variants[2]! };
  };
  const post = (payload: unknown, opts: { token?: string; ip?: string } = {}) =>
    attack(t.app, {
      method: 'POST',
      url: '/api/stock-alerts',
      payload: payload as Record<string, unknown>,
      headers: opts.token ? bearer(opts.token) : {},
      remoteAddress: opts.ip ?? nextIp(),
    });
  const run = () =>
    sendBackInStockMails({
      db: t.app.db,
      publicUrl: 'http://shop.test',
      mail: { kick: () => undefined },
    });
  const mailsTo = (to: string) =>
    t.app.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).execute();
  const restock = async (variantId: number, inventory: number) => {
    await t.app.db
      .updateTable('product_variants')
      .set({ inventory })
      .where('id', '=', variantId)
      .execute();
  };

  it('takes a guest address for a sold-out size and mails it once, after two job runs', async () => {
    const { product, s } = await soldOut();
    const email = 'Wanjiru.Guest@example.com';
    const res = await post({ product_id: product.id, variant_id: s.id, email, language: 'sw' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      message: 'We will email you once when this size is back in stock.',
    });
    // Asking again changes nothing.
    expect((await post({ product_id: product.id, variant_id: s.id, email })).statusCode).toBe(202);
    const rows = await t.app.db
      .selectFrom('stock_alerts')
      .selectAll()
      .where('variant_id', '=', s.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'wanjiru.guest@example.com', language: 'sw' });

    // Still sold out: nothing is sent.
    expect(await run()).toBe(0);
    await restock(s.id, 2);
    const [first, second] = await Promise.all([run(), run()]);
    expect(first + second).toBe(1);
    expect(await run()).toBe(0);
    const mails = await mailsTo('wanjiru.guest@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Mavazi: Kitenge Wrap Dress saizi S imerudi');
    expect(mails[0]!.text_body).toContain(`http://shop.test/product/${product.id}`);
    expect(mails[0]!.text_body).toContain('Habari njema');

    // Sold out again: the shopper may ask again, and gets a new mail for the new return.
    await restock(s.id, 0);
    expect(
      (await post({ product_id: product.id, variant_id: s.id, email: 'wanjiru.guest@example.com' }))
        .statusCode,
    ).toBe(202);
    await restock(s.id, 1);
    expect(await run()).toBe(1);
    expect(await mailsTo('wanjiru.guest@example.com')).toHaveLength(2);
  });

  it("uses a signed-in shopper's own address and language, whatever the body says", async () => {
    const { product, s } = await soldOut('Ankara Skirt');
    const shopper = await createUser(t.app);
    await t.app.db
      .updateTable('users')
      .set({ language: 'en' })
      .where('id', '=', shopper.user.id)
      .execute();
    const res = await post(
      { product_id: product.id, variant_id: s.id, email: 'victim@example.com', language: 'sw' },
      { token: shopper.token },
    );
    expect(res.statusCode).toBe(202);
    await restock(s.id, 5);
    expect(await run()).toBe(1);
    expect(await mailsTo('victim@example.com')).toHaveLength(0);
    const mails = await mailsTo(shopper.user.email.toLowerCase());
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Mavazi: Ankara Skirt in size S is back in stock');
  });

  it('refuses sizes in stock, hidden sizes, other products, drafts and unknown ids', async () => {
    const { product, s, m, hiddenL } = await soldOut('Kikoi Wrap');
    const other = await soldOut('Other Wrap');
    const email = 'checks@example.com';
    const inStock = await post({ product_id: product.id, variant_id: m.id, email });
    expectRefused(inStock, [409]);
    expect(inStock.json()).toMatchObject({ code: 'NOT_SOLD_OUT' });
    for (const [i, payload] of [
      { product_id: product.id, variant_id: hiddenL.id },
      { product_id: product.id, variant_id: other.s.id },
      { product_id: other.product.id, variant_id: s.id },
      { product_id: product.id, variant_id: 2_000_000_000 },
    ].entries()) {
      const res = await post({ ...payload, email: `checks${i}@example.com` });
      expectRefused(res, [404]);
      expect(res.json()).toMatchObject({ code: 'VARIANT_NOT_FOUND' });
    }
    await t.app.db
      .updateTable('products')
      .set({ status: 'draft' })
      .where('id', '=', other.product.id)
      .execute();
    expectRefused(
      await post({
        product_id: other.product.id,
        variant_id: other.s.id,
        email: 'draft@example.com',
      }),
      [404],
    );
    const stored = await t.app.db
      .selectFrom('stock_alerts')
      .select('email')
      .where('variant_id', 'in', [m.id, hiddenL.id, s.id, other.s.id])
      .execute();
    expect(stored).toEqual([]);
  });

  it('refuses hostile and malformed input with 400', async () => {
    const { product, s } = await soldOut('Hostile Wrap');
    const bad: unknown[] = [
      { product_id: product.id, variant_id: s.id },
      { product_id: product.id, variant_id: s.id, email: 'not-an-email' },
      { product_id: product.id, variant_id: s.id, email: `${'a'.repeat(300)}@example.com` },
      { product_id: product.id, variant_id: s.id, email: 'a@example.com', language: 'fr' },
      { product_id: String(product.id), variant_id: s.id, email: 'a@example.com' },
      { product_id: -1, variant_id: s.id, email: 'a@example.com' },
      { product_id: product.id, variant_id: 1e20, email: 'a@example.com' },
      { product_id: product.id, variant_id: s.id, email: ['a@example.com'] },
      "'; drop table stock_alerts; --",
    ];
    // A body that is not JSON is refused as such (415), the rest as invalid (400).
    for (const payload of bad)
      expectRefused(await post(payload), typeof payload === 'string' ? [400, 415] : [400]);
    const missing = await post({ product_id: product.id, variant_id: s.id });
    expect(missing.json()).toMatchObject({ code: 'EMAIL_REQUIRED' });
  });

  it('answers 401 to a forged or broken token instead of treating the caller as a guest', async () => {
    const { product, s } = await soldOut('Token Wrap');
    const shopper = await createUser(t.app);
    const forged = forgeJwt(
      { alg: 'HS256', typ: 'JWT' },
      { sub: String(shopper.user.id), ver: 0, jti: 'x', aud: 'shop' },
      'not-the-secret',
    );
    for (const token of [forged, 'garbage']) {
      const res = await post(
        { product_id: product.id, variant_id: s.id, email: 'x@example.com' },
        { token },
      );
      expectRefused(res, [401]);
    }
  });

  it('limits requests per client address and per mailed address (429)', async () => {
    const { product, s } = await soldOut('Busy Wrap');
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 10; i += 1)
      codes.push(
        (
          await post(
            { product_id: product.id, variant_id: s.id, email: `many${i}@example.com` },
            { ip },
          )
        ).statusCode,
      );
    expect(codes.slice(0, 8).every((c) => c === 202)).toBe(true);
    expect(codes.slice(8)).toEqual([429, 429]);

    const target = 'stranger@example.com';
    const perEmail: number[] = [];
    for (let i = 0; i < 6; i += 1)
      perEmail.push(
        (await post({ product_id: product.id, variant_id: s.id, email: target })).statusCode,
      );
    expect(perEmail.slice(0, 4)).toEqual([202, 202, 202, 202]);
    expect(perEmail.slice(4)).toEqual([429, 429]);
  });

  /** A product with `count` sold-out sizes (one size, many colours). */
  const manySoldOut = async (name: string, count: number) =>
    createSizedProduct(t.app, {
      name,
      price: 1500,
      variants: Array.from({ length: count }, (_, i) => ({
        size: 'M',
        colour: `Colour ${i}`,
        inventory: 0,
      })),
    });
  const waitFor = (email: string, variants: ReadonlyArray<{ id: number; product_id: number }>) =>
    t.app.db
      .insertInto('stock_alerts')
      .values(
        variants.map((v) => ({
          product_id: v.product_id,
          variant_id: v.id,
          email,
          user_id: null,
          language: 'en',
          created_at: new Date().toISOString(),
          notified_at: null,
        })),
      )
      .execute();
  const waitingOf = async (email: string) =>
    Number(
      (
        await t.app.db
          .selectFrom('stock_alerts')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('email', '=', email)
          .where('notified_at', 'is', null)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('caps the sizes one address may wait for', async () => {
    const email = 'hoarder@example.com';
    const { variants } = await manySoldOut('Hoard Wrap', MAX_WAITING_ALERTS_PER_EMAIL);
    await waitFor(email, variants);
    const { product, s } = await soldOut('Cap Wrap');
    const res = await post({ product_id: product.id, variant_id: s.id, email });
    expectRefused(res, [409]);
    expect(res.json()).toMatchObject({ code: 'TOO_MANY_STOCK_ALERTS' });
    // A size already waited for still answers the same 202 at the cap.
    const again = await post({
      product_id: variants[0]!.product_id,
      variant_id: variants[0]!.id,
      email,
    });
    expect(again.statusCode).toBe(202);
    expect(await waitingOf(email)).toBe(MAX_WAITING_ALERTS_PER_EMAIL);
  });

  it('keeps the cap under parallel requests for one address', async () => {
    const email = 'racer@example.com';
    const { variants } = await manySoldOut('Race Wrap', MAX_WAITING_ALERTS_PER_EMAIL + 2);
    await waitFor(email, variants.slice(0, MAX_WAITING_ALERTS_PER_EMAIL - 2));
    const rest = variants.slice(MAX_WAITING_ALERTS_PER_EMAIL - 2);
    expect(rest).toHaveLength(4);
    const answers = await Promise.all(
      rest.map((v) => post({ product_id: v.product_id, variant_id: v.id, email })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([202, 202, 409, 409]);
    expect(await waitingOf(email)).toBe(MAX_WAITING_ALERTS_PER_EMAIL);
  });

  it('ties an alert to its size: none for a size that does not exist, gone with its size', async () => {
    const { product, s } = await soldOut('Key Wrap');
    await expect(
      waitFor('ghost@example.com', [{ id: 9_999_999, product_id: product.id }]),
    ).rejects.toThrow();
    expect(
      (await post({ product_id: product.id, variant_id: s.id, email: 'keyed@example.com' }))
        .statusCode,
    ).toBe(202);
    await t.app.db.deleteFrom('stock_movements').where('variant_id', '=', s.id).execute();
    await t.app.db.deleteFrom('product_variants').where('id', '=', s.id).execute();
    const left = await t.app.db
      .selectFrom('stock_alerts')
      .select('id')
      .where('variant_id', '=', s.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('mails every waiting address of every size back in stock once, in batches', async () => {
    const { variants } = await manySoldOut('Batch Wrap', 3);
    const emails = ['batch1@example.com', 'batch2@example.com'];
    for (const email of emails) await waitFor(email, variants);
    for (const v of variants) await restock(v.id, 1);
    expect(await run()).toBe(6);
    expect(await run()).toBe(0);
    for (const email of emails) {
      expect(await mailsTo(email)).toHaveLength(3);
      expect(await waitingOf(email)).toBe(0);
    }
  });

  it('does not clear the catalog read cache', async () => {
    const { product, s } = await soldOut('Cache Wrap');
    const first = await attack(t.app, { method: 'GET', url: '/api/products?limit=5' });
    await post({ product_id: product.id, variant_id: s.id, email: 'cache@example.com' });
    const again = await attack(t.app, {
      method: 'GET',
      url: '/api/products?limit=5',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
