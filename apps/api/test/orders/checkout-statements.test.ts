import { describe, expect, it } from 'vitest';
import { checkoutBody, createProduct, createPromo, postCheckout } from '../helpers/fixtures';
import { QueryCounter } from '../helpers/query-counter';
import { createUsersOnce, setupTestApp } from '../helpers/test-app';
import { createSizedProduct } from '../catalog/variant-fixtures';
import { createDeliveryOption, deliveryFor } from '../delivery/delivery-fixtures';

describe('POST /checkout statements', () => {
  const counter = new QueryCounter();
  const t = setupTestApp({}, { plugins: [counter] });
  const { shopper } = createUsersOnce(t, { shopper: {} });

  it('one line paid on delivery, as the bench orders', async () => {
    const option = await createDeliveryOption(t.app, { fee: 250 });
    const necklace = await createProduct(t.app, { price: 1500, inventory: 10 });
    const body = {
      items: [{ product_id: necklace.id, quantity: 1, price: 1500 }],
      total_amount: 1750,
      delivery: deliveryFor(option.id),
      payment_method: 'cash_on_delivery',
    };
    counter.start();
    const res = await postCheckout(t.app, shopper.token, body);
    const statements = counter.stop();
    expect(res.statusCode, res.body).toBe(201);
    console.log(statements.length, statements);
  });

  it('three lines in sizes with a promotion', async () => {
    const option = await createDeliveryOption(t.app, { fee: 250, free_over: 1000 });
    const promo = await createPromo(t.app, {
      discount_percentage: 10,
      per_customer_limit: 5,
      usage_limit: 100,
    });
    const { product: dress, variants } = await createSizedProduct(t.app, {
      price: 2000,
      variants: [
        { size: 'S', inventory: 5 },
        { size: 'M', inventory: 5, price: 2200 },
      ],
    });
    const cap = await createProduct(t.app, { price: 500, inventory: 10 });
    const body = checkoutBody(
      [
        { product_id: dress.id, variant_id: variants[0]!.id, quantity: 1, price: 2000 },
        { product_id: dress.id, variant_id: variants[1]!.id, quantity: 2, price: 2200 },
        { product_id: cap.id, quantity: 1, price: 500 },
      ],
      (2000 + 4400 + 500) * 0.9,
      {
        promotion_code: promo.code,
        payment_method: 'cash_on_delivery',
        shipping: undefined,
        delivery: deliveryFor(option.id),
      },
    );
    counter.start();
    const res = await postCheckout(t.app, shopper.token, body);
    const statements = counter.stop();
    expect(res.statusCode, res.body).toBe(201);
    console.log(statements.length, statements);
  });
});
