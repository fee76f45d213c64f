import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addToCart, getCartItems } from '../../../lib/cart-store';
import { fakeApi, networkDown, type FakeReply } from '../../../test/fake-api';
import {
  deliveryOptions,
  order as orderFixture,
  product,
  promo,
  shopper,
} from '../../../test/fixtures';
import { renderApp, signIn } from '../../../test/render-app';

const dress = {
  id: 1,
  name: 'Kitenge Dress',
  price: 2499.5,
  imageUrl: '/images/products/a.svg',
  inventory: 5,
};
const shirt = {
  id: 2,
  name: 'Linen Shirt',
  price: 150,
  imageUrl: '/images/products/b.svg',
  inventory: 5,
};

const order = orderFixture();

function fillCart() {
  addToCart(dress, 2);
  addToCart(shirt, 1);
}

function setup(
  routes: Record<string, FakeReply | ((r: never) => FakeReply | Promise<FakeReply>)> = {},
) {
  signIn();
  fillCart();
  const api = fakeApi({
    'GET /current_user': { body: shopper },
    'GET /delivery/options': { body: deliveryOptions },
    ...routes,
  });
  const view = renderApp('/checkout');
  return { api, ...view };
}

/** A Nairobi address; the first option serving Nairobi (door delivery, KES 250, free from 5,000) is chosen. */
async function fillShipping(user: UserEvent) {
  await user.selectOptions(await screen.findByLabelText('County'), 'Nairobi');
  await user.type(screen.getByLabelText('Town or area'), 'Westlands');
  await user.type(screen.getByLabelText('Street and building'), 'Mpaka Road, Block B');
  expect(await screen.findByRole('radio', { name: /Door delivery in Nairobi/ })).toBeChecked();
  await user.selectOptions(screen.getByLabelText('Payment method'), 'mpesa');
}

const DELIVERY = {
  option_id: 1,
  county: 'Nairobi',
  town: 'Westlands',
  street: 'Mpaka Road, Block B',
  phone: '254712345678',
};

async function submitOrder(user: UserEvent) {
  await fillShipping(user);
  await user.click(screen.getByRole('button', { name: /^Place order/ }));
}

function refused(status: number, code: string, error: string): FakeReply {
  return { status, body: { error, code } };
}

/** The lines of the checkout's notice about the refreshed cart. */
async function noticeLines(): Promise<Array<string | null>> {
  const notice = await findChangesNotice();
  return within(notice)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
}

/** The checkout's own notice about the refreshed cart (toasts are alerts too). */
async function findChangesNotice(): Promise<HTMLElement> {
  const heading = await screen.findByText('Your cart has been updated');
  const notice = heading.closest<HTMLElement>('[role="alert"]');
  if (!notice) throw new Error('The notice is not an alert');
  return notice;
}

async function applyPromo(user: UserEvent, code: string) {
  await user.type(await screen.findByLabelText('Promotion code (optional)'), code);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
}

describe('checkout', () => {
  it('puts the summary and promo code before the form, so Tab follows what is seen', async () => {
    const { user } = setup();
    const promo = await screen.findByLabelText('Promotion code (optional)');
    const county = screen.getByLabelText('County');
    expect(promo.compareDocumentPosition(county) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Order summary' }).className).not.toMatch(
      /order-/,
    );
    await user.click(promo);
    expect(promo).toHaveFocus();
  });

  it('summarises the cart: price × quantity, subtotal and total', async () => {
    setup();
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('Kitenge Dress')).toBeInTheDocument();
    expect(within(summary).getByText('× 2', { exact: false })).toBeInTheDocument();
    expect(within(summary).getByText('KSh 4,999')).toBeInTheDocument();
    expect(within(summary).getAllByText('KSh 5,149')).toHaveLength(2);
    expect(within(summary).getByText('Choose an option')).toBeInTheDocument();
    expect(within(summary).queryByText(/Discount/)).not.toBeInTheDocument();
  });

  it('validates the delivery fields and the payment method before any call', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: /^Place order/ }));
    expect(await screen.findByText('Choose one of Kenya’s 47 counties')).toBeInTheDocument();
    expect(screen.getByText('Town or area is required')).toBeInTheDocument();
    expect(screen.getByText('Street or building is required')).toBeInTheDocument();
    expect(screen.getByText('Choose a delivery option')).toBeInTheDocument();
    expect(screen.getByText('Please choose a payment method')).toBeInTheDocument();
    expect(screen.getByLabelText('Payment method')).toHaveValue('');
    // No state or zip: a Kenyan address has neither.
    expect(screen.queryByLabelText('State')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Zip')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('County'), 'Nairobi');
    await user.type(screen.getByLabelText('Town or area'), 'Westlands');
    await user.type(screen.getByLabelText('Street and building'), 'Mpaka Road');
    await user.click(screen.getByRole('button', { name: /^Place order/ }));
    expect(await screen.findByText('Please choose a payment method')).toBeInTheDocument();
    expect(api.callsTo('POST /checkout')).toHaveLength(0);
  });

  it('applies a promo code, shows the discount and sends the discounted total', async () => {
    const { api, user, router } = setup({
      'GET /promocodes/KARIBU10': { body: promo() },
      'POST /checkout': { status: 201, body: { message: 'Order placed successfully', order } },
    });
    await applyPromo(user, 'KARIBU10');
    expect(await screen.findByText('Promo code applied successfully')).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('Discount (10%)')).toBeInTheDocument();
    // 5149.00 − 10% = 4634.10
    expect(within(summary).getByTestId('checkout-total')).toHaveTextContent('KSh 4,634.10');

    await fillShipping(user);
    // 4634.10 after the discount is under the free-from 5,000: the KSh 250 fee is added, undiscounted.
    expect(within(summary).getByText('Delivery (Door delivery in Nairobi)')).toBeInTheDocument();
    expect(within(summary).getByTestId('checkout-total')).toHaveTextContent('KSh 4,884.10');
    await user.click(screen.getByRole('button', { name: /^Place order/ }));

    expect(await screen.findByText('Order placed successfully')).toBeInTheDocument();
    const [call] = api.callsTo('POST /checkout');
    expect(call?.body).toEqual({
      items: [
        { product_id: 1, quantity: 2, price: 2499.5 },
        { product_id: 2, quantity: 1, price: 150 },
      ],
      total_amount: 4884.1,
      delivery: DELIVERY,
      payment_method: 'mpesa',
      mpesa_phone: '0712 345 678',
      promotion_code: 'KARIBU10',
    });
    expect(call?.headers.get('Idempotency-Key')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(call?.headers.get('Authorization')).toBe('Bearer test-token');

    await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation'));
    expect(
      await screen.findByText(
        'Success! Your order has been placed successfully. Check your email for the Order Number.',
      ),
    ).toBeInTheDocument();
    // The order number, and the Paybill account number of the fallback.
    expect(screen.getAllByText('ORD-000042')[0]).toBeInTheDocument();
    expect(getCartItems()).toEqual([]);
  });

  it('sends no promotion code and the full total without a promo', async () => {
    const { api, user } = setup({
      'POST /checkout': { status: 201, body: { message: 'Order placed successfully', order } },
    });
    await submitOrder(user);
    await screen.findByText('Order placed successfully');
    const body = api.callsTo('POST /checkout')[0]?.body as Record<string, unknown>;
    // 5149 reaches the free-from 5,000 of the Nairobi option: delivery is free.
    expect(body.total_amount).toBe(5149);
    expect(body.delivery).toEqual(DELIVERY);
    expect(body).not.toHaveProperty('promotion_code');
  });

  it.each([
    [
      refused(404, 'PROMO_INVALID', 'Invalid or expired promotion code'),
      'This promotion code is invalid or has expired.',
    ],
    [
      refused(409, 'PROMO_USED_UP', 'Promotion code has reached its usage limit'),
      'This promotion code has reached its usage limit.',
    ],
    [refused(503, 'SERVICE_UNAVAILABLE', 'Database unavailable'), 'Error: Database unavailable'],
    [{ body: promo({ is_active: false }) }, 'Promo code is inactive or expired'],
    [{ body: promo({ end_date: '2021-01-01' }) }, 'Promo code is inactive or expired'],
    [{ body: promo({ start_date: '2999-01-01' }) }, 'Promo code is inactive or expired'],
  ])('refuses a promo the server or the dates reject (%#)', async (reply, text) => {
    const { user } = setup({ 'GET /promocodes/KARIBU10': reply });
    await applyPromo(user, 'KARIBU10');
    expect(await screen.findByText(text)).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).queryByText(/Discount/)).not.toBeInTheDocument();
    expect(within(summary).getByTestId('checkout-total')).toHaveTextContent('KSh 5,149');
  });

  it('reports a refused checkout with the server error and keeps the cart', async () => {
    const { user } = setup({
      'POST /checkout': { status: 409, body: { error: 'Not enough stock for Kitenge Dress' } },
    });
    await submitOrder(user);
    expect(
      await screen.findByText('Checkout failed: Not enough stock for Kitenge Dress'),
    ).toBeInTheDocument();
    expect(getCartItems()).toHaveLength(2);
  });

  it('after PRICES_CHANGED refreshes every line from the server, says what changed and places the order on the next click', async () => {
    let placed = 0;
    const { api, user, router } = setup({
      'POST /checkout': () => {
        placed += 1;
        return placed === 1
          ? refused(409, 'PRICES_CHANGED', 'Prices have changed, please review your cart')
          : { status: 201, body: { message: 'Order placed successfully', order } };
      },
      'GET /product/1': {
        body: product({ ...dress, price: 2600 }),
      },
      'GET /product/2': refused(404, 'PRODUCT_NOT_FOUND', 'Product not found'),
    });
    await submitOrder(user);

    expect(
      await screen.findByText('Checkout failed: Prices have changed, please review your cart'),
    ).toBeInTheDocument();
    expect(await noticeLines()).toEqual([
      'Kitenge Dress now costs KSh 2,600 (was KSh 2,499.50)',
      'Linen Shirt is no longer sold and was removed',
    ]);
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByTestId('checkout-total')).toHaveTextContent('KSh 5,200');
    expect(within(summary).queryByText('Linen Shirt')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Place order/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation'));
    const [first, second] = api.callsTo('POST /checkout');
    expect(second?.body).toMatchObject({
      items: [{ product_id: 1, quantity: 2, price: 2600 }],
      total_amount: 5200,
    });
    expect(second?.headers.get('Idempotency-Key')).not.toBe(first?.headers.get('Idempotency-Key'));
  });

  it('after OUT_OF_STOCK lowers quantities to the stock and removes sold-out lines', async () => {
    const { user } = setup({
      'POST /checkout': refused(409, 'OUT_OF_STOCK', 'Not enough stock for Kitenge Dress'),
      'GET /product/1': { body: product({ ...dress, inventory: 1 }) },
      'GET /product/2': { body: product({ ...shirt, inventory: 0 }) },
    });
    await submitOrder(user);

    expect(await noticeLines()).toEqual([
      'Only 1 of Kitenge Dress is left: quantity lowered to 1',
      'Linen Shirt is sold out and was removed',
    ]);
    expect(getCartItems().map((item) => [item.id, item.quantity])).toEqual([[1, 1]]);
  });

  it('after TOTAL_CHANGED checks the promotion code again and takes its new discount', async () => {
    let discount = 10;
    const { user } = setup({
      'GET /promocodes/KARIBU10': () => ({ body: promo({ discount_percentage: discount }) }),
      'POST /checkout': refused(
        409,
        'TOTAL_CHANGED',
        'Order total has changed, please review your cart',
      ),
      'GET /product/1': { body: product(dress) },
      'GET /product/2': { body: product(shirt) },
    });
    await applyPromo(user, 'KARIBU10');
    await screen.findByText('Promo code applied successfully');
    discount = 15;
    await submitOrder(user);

    const notice = await findChangesNotice();
    expect(notice).toHaveTextContent('Promotion code KARIBU10 now gives 15% off (was 10%)');
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('Discount (15%)')).toBeInTheDocument();
  });

  it.each(['PROMO_USED_UP', 'PROMO_CUSTOMER_LIMIT'])(
    'after %s drops the promotion code and says so',
    async (code) => {
      const { api, user } = setup({
        'GET /promocodes/KARIBU10': { body: promo() },
        'POST /checkout': refused(409, code, 'This promotion code cannot be used'),
        'GET /product/1': { body: product(dress) },
        'GET /product/2': { body: product(shirt) },
      });
      await applyPromo(user, 'KARIBU10');
      await screen.findByText('Promo code applied successfully');
      await submitOrder(user);

      expect(await noticeLines()).toEqual([
        'Promotion code KARIBU10 no longer applies and was removed',
      ]);
      const summary = screen.getByRole('complementary', { name: 'Order summary' });
      expect(within(summary).queryByText(/Discount/)).not.toBeInTheDocument();
      // The refusal is the answer about the code: it is not asked about again.
      expect(api.callsTo('GET /promocodes/KARIBU10')).toHaveLength(1);
    },
  );

  it('shows the empty cart with the notice when every line is gone', async () => {
    const { user } = setup({
      'POST /checkout': refused(404, 'PRODUCT_NOT_FOUND', 'Product 1 not found'),
      'GET /product/1': { status: 404, body: { error: 'Product not found' } },
      'GET /product/2': { body: product({ ...shirt, inventory: 0 }) },
    });
    await submitOrder(user);

    const notice = await findChangesNotice();
    expect(notice).toHaveTextContent('Kitenge Dress is no longer sold and was removed');
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  });

  it("shows the server's problems with the delivery fields on those fields", async () => {
    const { user } = setup({
      'POST /checkout': {
        status: 400,
        body: {
          error: 'Invalid delivery.street: Street or building must be at most 200 characters',
          code: 'VALIDATION_FAILED',
          details: { 'delivery.street': 'Street or building must be at most 200 characters' },
        },
      },
    });
    await submitOrder(user);
    expect(
      await screen.findByText('Street or building must be at most 200 characters'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Street and building')).toHaveAttribute('aria-invalid', 'true');
  });

  it('leaves the cart alone after a refusal that a refresh cannot mend', async () => {
    const { api, user } = setup({
      'POST /checkout': refused(
        400,
        'ORDER_TOO_LARGE',
        'An order can total at most KSh 21,474,836.47',
      ),
    });
    await submitOrder(user);
    expect(
      await screen.findByText('Checkout failed: An order can total at most KSh 21,474,836.47'),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith('/product/'))).toHaveLength(0);
    expect(screen.queryByText('Your cart has been updated')).not.toBeInTheDocument();
  });

  it('retries an unreachable checkout with the same idempotency key', async () => {
    const { api, user } = setup({ 'POST /checkout': networkDown });
    await submitOrder(user);
    expect(
      await screen.findByText('Checkout failed: Network response was not ok'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Place order/ }));
    await waitFor(() => expect(api.callsTo('POST /checkout')).toHaveLength(2));
    const [first, second] = api.callsTo('POST /checkout');
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
  });

  it('disables the button while the order is being placed', async () => {
    let release: (reply: FakeReply) => void = () => {};
    const { api, user } = setup({
      'POST /checkout': () => new Promise<FakeReply>((resolve) => (release = resolve)),
    });
    await fillShipping(user);
    const button = screen.getByRole('button', { name: /^Place order/ });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await user.click(button);
    expect(api.callsTo('POST /checkout')).toHaveLength(1);
    release({ status: 201, body: { message: 'Order placed successfully', order } });
    expect(await screen.findByText('Order placed successfully')).toBeInTheDocument();
  });

  it('shows the empty cart instead of the form', async () => {
    signIn();
    fakeApi({ 'GET /current_user': { body: shopper } });
    renderApp('/checkout');
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Place order/ })).not.toBeInTheDocument();
  });

  it('offers signed-out shoppers to sign in, and brings them back to /checkout afterwards', async () => {
    fillCart();
    fakeApi({
      'POST /login': { body: { access_token: 'fresh-token', user: shopper } },
      'GET /current_user': { body: shopper },
    });
    const { user, router } = renderApp('/checkout');
    expect(await screen.findByRole('button', { name: 'Continue as guest' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await user.type(await screen.findByLabelText('Email'), shopper.email);
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Logged in successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(await screen.findByLabelText('County')).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBe('fresh-token');
  });
});
