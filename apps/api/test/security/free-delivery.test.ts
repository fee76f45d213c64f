import { describe, expect, it } from 'vitest';
import { createProduct, postCheckout, SHIPPING, snapshot } from '../helpers/fixtures';
import { createUsersOnce, setupTestApp } from '../helpers/test-app';
import { createDeliveryOption, deliveryFor } from '../delivery/delivery-fixtures';

// Issue 22 item 9: a checkout must not get door delivery for nothing by leaving `delivery` out, and
// a pick-up order must not be sent to a street the shopper typed.

describe('delivery cannot be skipped or redirected', () => {
  const t = setupTestApp();
  const { shopper } = createUsersOnce(t, { shopper: {} });

  const specBody = (productId: number) => ({
    items: [{ product_id: productId, quantity: 1, price: 900 }],
    total_amount: 900,
    shipping_address: SHIPPING.address,
    shipping: SHIPPING,
    payment_method: 'cash_on_delivery',
  });

  it("takes the spec's body while the shop has no active delivery option", async () => {
    await createDeliveryOption(t.app, { name: 'Retired courier', is_active: false });
    const product = await createProduct(t.app, { price: 900, inventory: 3 });
    const res = await postCheckout(t.app, shopper.token, specBody(product.id));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order).toMatchObject({ delivery_fee: 0, delivery: null });
  });

  it('requires delivery once an option is active: 400 naming the field, nothing taken', async () => {
    await createDeliveryOption(t.app, { fee: 350 });
    const product = await createProduct(t.app, { price: 900, inventory: 3 });
    const before = await snapshot(t.app, [product.id]);
    for (const body of [
      specBody(product.id),
      { ...specBody(product.id), shipping_address: undefined },
      { ...specBody(product.id), shipping: undefined },
    ]) {
      const res = await postCheckout(t.app, shopper.token, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { delivery: 'Choose a delivery option' },
      });
    }
    expect(await snapshot(t.app, [product.id])).toEqual(before);
  });

  it('sends a pick-up order to the pick-up point, not to the street in the body', async () => {
    const pickup = await createDeliveryOption(t.app, {
      name: 'Pick-up at our shop, Moi Avenue, Nairobi CBD',
      kind: 'pickup',
      fee: 0,
    });
    const product = await createProduct(t.app, { price: 900, inventory: 3 });
    const res = await postCheckout(t.app, shopper.token, {
      items: [{ product_id: product.id, quantity: 1, price: 900 }],
      total_amount: 900,
      delivery: deliveryFor(pickup.id, { street: 'My house, Runda Estate' }),
      payment_method: 'cash_on_delivery',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json();
    expect(order.delivery).toMatchObject({
      kind: 'pickup',
      street: 'Pick-up at our shop, Moi Avenue, Nairobi CBD',
    });
    expect(order.shipping_address).toContain('Pick-up at our shop, Moi Avenue, Nairobi CBD');
    expect(JSON.stringify(order)).not.toContain('Runda');
  });
});
