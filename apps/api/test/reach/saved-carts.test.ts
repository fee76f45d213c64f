import { describe, expect, it } from 'vitest';
import { sendCartReminders } from '../../src/flows/send-cart-reminders';
import { attack } from '../helpers/attacks';
import { createProduct, SHIPPING } from '../helpers/fixtures';
import { bearer, createUser, nextIp, setupTestApp, type TestUser } from '../helpers/test-app';
import { createSizedProduct } from '../catalog/variant-fixtures';

const OPT_OUT = /http:\/\/shop\.test\/api\/marketing\/opt-out\?token=([A-Za-z0-9_-]{43})\b/;
const DAY_LATER = () => new Date(Date.now() + 25 * 3_600_000);

describe('saved carts', () => {
  const t = setupTestApp({ MAX_UNITS_PER_LINE: '5', CART_REMINDER_HOURS: '24' });

  const put = (user: TestUser | undefined, items: unknown) =>
    attack(t.app, {
      method: 'PUT',
      url: '/api/cart',
      headers: user ? bearer(user.token) : {},
      payload: { items },
    });
  const get = (user: TestUser) =>
    attack(t.app, { method: 'GET', url: '/api/cart', headers: bearer(user.token) });
  const consenting = async (extra: Record<string, unknown> = {}) => {
    const user = await createUser(t.app, extra);
    await t.app.db
      .updateTable('users')
      .set({ marketing_opt_in: 1, marketing_opt_in_at: new Date().toISOString() })
      .where('id', '=', user.user.id)
      .execute();
    return user;
  };
  const remind = (now = DAY_LATER()) =>
    sendCartReminders(
      {
        db: t.app.db,
        publicUrl: 'http://shop.test',
        mail: { kick: () => undefined },
        cartReminderHours: 24,
      },
      now,
    );
  const remindersTo = (email: string) =>
    t.app.db
      .selectFrom('mail_outbox')
      .select(['text_body'])
      .where('to_address', '=', email)
      .where('subject', 'like', '%cart is saved%')
      .execute();

  it('keeps the cart per shopper, caps quantities by stock and the per-line cap, shows gone lines', async () => {
    const plenty = await createProduct(t.app, { price: 100, inventory: 50, name: 'Kikoi' });
    const scarce = await createProduct(t.app, { price: 200, inventory: 2 });
    const gone = await createProduct(t.app, { price: 300, inventory: 5, deleted: true });
    const draft = await createProduct(t.app, { price: 300, inventory: 5 });
    await t.app.db
      .updateTable('products')
      .set({ status: 'draft' })
      .where('id', '=', draft.id)
      .execute();
    const { product: sized, variants } = await createSizedProduct(t.app, {
      price: 500,
      variants: [
        { size: 'M', inventory: 3 },
        { size: 'L', inventory: 3, hidden: true },
      ],
    });
    const shopper = await createUser(t.app);
    const res = await put(shopper, [
      { product_id: plenty.id, quantity: 4 },
      { product_id: plenty.id, quantity: 4 },
      { product_id: scarce.id, quantity: 3 },
      { product_id: gone.id, quantity: 1 },
      { product_id: draft.id, quantity: 1 },
      { product_id: sized.id, variant_id: variants[0]!.id, quantity: 1 },
      { product_id: sized.id, variant_id: variants[1]!.id, quantity: 1 },
      { product_id: 999_999, quantity: 1 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const states = res
      .json()
      .items.map((i: { product_id: number; quantity: number; state: string }) => [
        i.product_id,
        i.quantity,
        i.state,
      ]);
    expect(states).toEqual([
      [plenty.id, 5, 'reduced'],
      [scarce.id, 2, 'reduced'],
      [gone.id, 0, 'gone'],
      [draft.id, 0, 'gone'],
      [sized.id, 1, 'available'],
      [sized.id, 0, 'gone'],
      [999_999, 0, 'gone'],
    ]);
    expect(res.json().items[0]).toMatchObject({ name: 'Kikoi', price: 100 });
    expect(res.json().items[4]).toMatchObject({ size: 'M', price: 500 });

    // Read back as saved; stock falling later caps it again.
    await t.app.db
      .updateTable('products')
      .set({ inventory: 1 })
      .where('id', '=', scarce.id)
      .execute();
    const again = await get(shopper);
    expect(again.json().items.map((i: { quantity: number }) => i.quantity)).toEqual([
      5, 1, 0, 0, 1, 0, 0,
    ]);
    expect(again.json().updated_at).toEqual(expect.any(String));

    // Another shopper's cart is their own; an empty PUT clears.
    const other = await createUser(t.app);
    expect((await get(other)).json()).toEqual({ items: [], updated_at: null });
    expect((await put(shopper, [])).json()).toEqual({ items: [], updated_at: null });
    expect((await get(shopper)).json().items).toEqual([]);
  });

  it('refuses strangers and hostile bodies', async () => {
    const shopper = await createUser(t.app);
    expect((await put(undefined, [])).statusCode).toBe(401);
    expect((await attack(t.app, { method: 'GET', url: '/api/cart' })).statusCode).toBe(401);
    for (const items of [
      [{ product_id: 1, quantity: 0 }],
      [{ product_id: 1, quantity: 100 }],
      [{ product_id: -1, quantity: 1 }],
      [{ product_id: 1, quantity: 1.5 }],
      Array.from({ length: 51 }, (_, i) => ({ product_id: i + 1, quantity: 1 })),
      'not-a-list',
    ]) {
      const res = await put(shopper, items);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('reminds once, only with consent, with an opt-out that needs no sign-in', async () => {
    const product = await createProduct(t.app, { price: 100, inventory: 10, name: 'Kanga' });
    const willing = await consenting();
    const unwilling = await createUser(t.app);
    await put(willing, [{ product_id: product.id, quantity: 2 }]);
    await put(unwilling, [{ product_id: product.id, quantity: 2 }]);

    // Not before CART_REMINDER_HOURS.
    await remind(new Date());
    expect(await remindersTo(willing.user.email)).toEqual([]);

    await remind();
    await remind(new Date(Date.now() + 50 * 3_600_000));
    const mails = await remindersTo(willing.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain('Kanga x 2');
    expect(await remindersTo(unwilling.user.email)).toEqual([]);
    // A text too, for a shopper whose notify_by includes sms (the default for a Kenyan mobile).
    const texts = await t.app.db
      .selectFrom('sms_outbox')
      .select('message')
      .where('user_id', '=', willing.user.id)
      .where('kind', '=', 'cart_reminder')
      .execute();
    expect(texts).toHaveLength(1);

    const token = OPT_OUT.exec(mails[0]!.text_body)?.[1] ?? '';
    const bad = await attack(t.app, {
      method: 'GET',
      url: '/api/marketing/opt-out?token=not-the-token',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_OPT_OUT_LINK');
    const out = await attack(t.app, {
      method: 'GET',
      url: `/api/marketing/opt-out?token=${token}`,
      remoteAddress: nextIp(),
    });
    expect(out.statusCode).toBe(200);
    // One click again (a mail client's preview, a second tap) is harmless.
    expect(
      (await attack(t.app, { method: 'POST', url: `/api/marketing/opt-out?token=${token}` }))
        .statusCode,
    ).toBe(200);
    const me = await attack(t.app, {
      method: 'GET',
      url: '/api/current_user',
      headers: bearer(willing.token),
    });
    expect(me.json()).toMatchObject({ marketing_opt_in: false, marketing_opt_in_at: null });

    // A changed cart would be a new one, but without consent nothing goes out.
    await put(willing, [{ product_id: product.id, quantity: 3 }]);
    await remind();
    expect(await remindersTo(willing.user.email)).toHaveLength(1);
  });

  it('never reminds about a cart that became an order: checkout clears it', async () => {
    const product = await createProduct(t.app, { price: 100, inventory: 10 });
    const buyer = await consenting();
    await put(buyer, [{ product_id: product.id, quantity: 1 }]);
    const placed = await attack(t.app, {
      method: 'POST',
      url: '/api/checkout',
      headers: bearer(buyer.token),
      payload: {
        items: [{ product_id: product.id, quantity: 1, price: 100 }],
        total_amount: 100,
        shipping: SHIPPING,
        payment_method: 'cash_on_delivery',
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await get(buyer)).json().items).toEqual([]);
    await remind();
    expect(await remindersTo(buyer.user.email)).toEqual([]);
  });

  it('sends one reminder when two job runs race for the same carts', async () => {
    const product = await createProduct(t.app, { price: 100, inventory: 10 });
    const shoppers = await Promise.all([consenting(), consenting(), consenting()]);
    for (const s of shoppers) await put(s, [{ product_id: product.id, quantity: 1 }]);
    const now = DAY_LATER();
    const [a, b] = await Promise.all([remind(now), remind(now)]);
    for (const s of shoppers) expect(await remindersTo(s.user.email)).toHaveLength(1);
    expect(a + b).toBeGreaterThanOrEqual(3);
  });

  it('takes marketing consent at sign-up and on the profile, with its time', async () => {
    const username = `consent${Date.now().toString(36)}`;
    const reg = await attack(t.app, {
      method: 'POST',
      url: '/api/register',
      remoteAddress: nextIp(),
      payload: {
        username,
        email: `${username}@example.com`,
        phone_number: '+254712345678',
        password: 'correct-horse-battery',
        marketing_opt_in: true,
      },
    });
    expect(reg.statusCode, reg.body).toBe(201);
    expect(reg.json().user).toMatchObject({
      marketing_opt_in: true,
      marketing_opt_in_at: expect.any(String),
    });
    const shopper = await createUser(t.app);
    const update = await attack(t.app, {
      method: 'PUT',
      url: '/api/update_user',
      headers: bearer(shopper.token),
      payload: {
        username: shopper.user.username,
        email: shopper.user.email,
        marketing_opt_in: true,
      },
    });
    expect(update.statusCode, update.body).toBe(200);
    const row = await t.app.db
      .selectFrom('users')
      .select(['marketing_opt_in', 'marketing_opt_in_at'])
      .where('id', '=', shopper.user.id)
      .executeTakeFirstOrThrow();
    expect(row.marketing_opt_in).toBe(1);
    expect(row.marketing_opt_in_at).toEqual(expect.any(String));
  });
});
