import { describe, expect, it } from 'vitest';
import {
  checkoutBody,
  createProduct,
  createPromo,
  postCheckout,
  readProduct,
  readPromo,
} from '../helpers/fixtures';
import { bearer, countRows, createUser, createUsersOnce, setupTestApp } from '../helpers/test-app';

describe('order status rules', () => {
  const t = setupTestApp();
  const { admin } = createUsersOnce(t, { admin: { admin: true } });

  const patch = (id: number, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${id}`,
      headers: bearer(admin.token),
      payload: body,
    });

  async function order(productId: number, price: number, extra: Record<string, unknown> = {}) {
    const shopper = await createUser(t.app);
    const res = await postCheckout(
      t.app,
      shopper.token,
      checkoutBody(
        [{ product_id: productId, quantity: 1, price }],
        Number(extra.total ?? price),
        extra,
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json<{ order: { id: number } }>().order.id, shopper };
  }

  it('refuses to cancel a delivered order (409), leaving stock, history and mail alone', async () => {
    const product = await createProduct(t.app, { price: 100, inventory: 3 });
    const { id } = await order(product.id, 100);
    for (const status of ['Confirmed', 'On Transit', 'Delivered'])
      expect((await patch(id, { status })).statusCode, status).toBe(200);
    const history = await countRows(t.app, 'order_status_history');
    const mail = await countRows(t.app, 'mail_outbox');

    const res = await patch(id, { status: 'Cancelled' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'An order that is Delivered cannot become Cancelled',
      code: 'STATUS_CHANGE_NOT_ALLOWED',
    });
    expect((await readProduct(t.app, product.id)).inventory).toBe(2);
    expect(await countRows(t.app, 'order_status_history')).toBe(history);
    expect(await countRows(t.app, 'mail_outbox')).toBe(mail);
    expect((await patch(id, { status: 'Pending' })).statusCode).toBe(409);
  });

  it('accepts only the allowed next statuses', async () => {
    const product = await createProduct(t.app, { price: 100, inventory: 5 });
    const { id } = await order(product.id, 100);
    expect((await patch(id, { status: 'Delivered' })).statusCode).toBe(409);
    expect((await patch(id, { status: 'On Transit' })).statusCode).toBe(200);
    expect((await patch(id, { status: 'Confirmed' })).statusCode).toBe(409);
    expect((await patch(id, { status: 'Pending' })).statusCode).toBe(409);
    expect((await patch(id, { status: 'Delivered' })).statusCode).toBe(200);
  });

  it('gives the promotion use back on cancel and takes it again on reopen', async () => {
    const product = await createProduct(t.app, { price: 100, inventory: 5 });
    const promo = await createPromo(t.app, { discount_percentage: 10, usage_limit: 1 });
    const { id } = await order(product.id, 100, { promotion_code: promo.code, total: 90 });
    expect((await readPromo(t.app, promo.id)).times_used).toBe(1);

    expect((await patch(id, { status: 'Cancelled' })).statusCode).toBe(200);
    expect((await readPromo(t.app, promo.id)).times_used).toBe(0);

    expect((await patch(id, { status: 'Pending' })).statusCode).toBe(200);
    expect((await readPromo(t.app, promo.id)).times_used).toBe(1);
    expect((await readProduct(t.app, product.id)).inventory).toBe(4);
  });

  it('refuses to reopen when the promotion was used up meanwhile, changing nothing', async () => {
    const product = await createProduct(t.app, { price: 100, inventory: 5 });
    const promo = await createPromo(t.app, { discount_percentage: 10, usage_limit: 1 });
    const first = await order(product.id, 100, { promotion_code: promo.code, total: 90 });
    expect((await patch(first.id, { status: 'Cancelled' })).statusCode).toBe(200);
    await order(product.id, 100, { promotion_code: promo.code, total: 90 });

    const res = await patch(first.id, { status: 'Pending' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PROMO_USED_UP' });
    expect((await readPromo(t.app, promo.id)).times_used).toBe(1);
    expect((await readProduct(t.app, product.id)).inventory).toBe(4);
  });

  it("makes the shopper's review of a delivered product a verified purchase", async () => {
    const product = await createProduct(t.app, { price: 100, inventory: 5 });
    const { id, shopper } = await order(product.id, 100);
    const review = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/product/${product.id}/reviews`,
        headers: bearer(shopper.token),
        payload: { rating: 5, comment: 'Fits well' },
      });
    expect((await review()).json().review.verified_purchase).toBe(false);
    for (const status of ['Confirmed', 'Delivered']) await patch(id, { status });
    const detail = await t.app.inject({ method: 'GET', url: `/api/product/${product.id}` });
    expect(detail.json().reviews[0]).toMatchObject({ verified_purchase: true });
    // Posting again keeps the flag.
    expect((await review()).json().review.verified_purchase).toBe(true);
  });
});
