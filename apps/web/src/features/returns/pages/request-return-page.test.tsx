import { screen, within } from '@testing-library/react';
import type { TrackedOrder } from '@mavazi/shared/orders.schemas';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { order, orderItem, productDetail, shopper } from '../../../test/fixtures';
import { renderApp, signIn } from '../../../test/render-app';
import { aReturn } from '../../../test/return-fixtures';

const deliveredAt = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();

function delivered(overrides: Partial<TrackedOrder> = {}): TrackedOrder {
  return {
    ...order({
      status: 'Delivered',
      payment_status: 'Paid',
      items: [
        orderItem({ id: 11, product_id: 3, quantity: 2, variant_id: 31, size: 'M', price: 2400 }),
      ],
    }),
    expectedDeliveryDate: null,
    currentLocation: 'Nairobi',
    status_history: [
      {
        status: 'Delivered',
        payment_status: null,
        note: null,
        changed_at: deliveredAt,
        changed_by: 1,
      },
    ],
    ...overrides,
  };
}

const dress = productDetail({
  id: 3,
  name: 'Kitenge Dress',
  variants: [
    {
      id: 30,
      sku: 'KD-S',
      size: 'S',
      colour: null,
      inventory: 0,
      price: null,
      compare_at_price: null,
    },
    {
      id: 31,
      sku: 'KD-M',
      size: 'M',
      colour: null,
      inventory: 4,
      price: null,
      compare_at_price: null,
    },
    {
      id: 32,
      sku: 'KD-L',
      size: 'L',
      colour: null,
      inventory: 3,
      price: null,
      compare_at_price: null,
    },
  ],
});

function routes(extra: Parameters<typeof fakeApi>[0] = {}) {
  return {
    'GET /current_user': { body: shopper },
    'GET /orders/42': { body: delivered() },
    'GET /orders/42/returns': { body: [] },
    'GET /product/3': { body: dress },
    ...extra,
  };
}

describe('return or exchange', () => {
  it('asks for an exchange of one line for a size in stock and opens the return page', async () => {
    signIn();
    const server = fakeApi(
      routes({
        'POST /orders/42/returns': { status: 201, body: aReturn() },
        'GET /returns/5': { body: aReturn() },
      }),
    );
    const { user, router } = renderApp('/orders/42/return');
    await user.click(
      await screen.findByRole('checkbox', { name: /Return or exchange Kitenge Dress \(M\)/ }),
    );
    await user.selectOptions(screen.getByLabelText('Reason'), 'Wrong size');
    const exchange = await screen.findByLabelText('Exchange for');
    // Sold-out S and the size bought (M) are not offered.
    expect(
      within(exchange)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No exchange, refund me', 'L']);
    await user.selectOptions(exchange, 'L');
    await user.type(screen.getByLabelText('Note (optional)'), 'Too tight');
    await user.click(screen.getByRole('button', { name: 'Request the return' }));

    expect(await screen.findByRole('heading', { name: 'Return RET-000005' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/returns/5');
    const [post] = server.callsTo('POST /orders/42/returns');
    expect(post?.body).toEqual({
      lines: [{ order_item_id: 11, quantity: 1, reason: 'wrong_size', exchange_variant_id: 32 }],
      note: 'Too tight',
    });
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByText('Exchange for Size L')).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Steps of return RET-000005' });
    expect(within(steps).getByText('Requested')).toBeInTheDocument();
  });

  it('keeps the quantity within what is left and says why nothing was sent', async () => {
    signIn();
    const server = fakeApi(routes({ 'GET /orders/42/returns': { body: [aReturn()] } }));
    const { user } = renderApp('/orders/42/return');
    await user.click(await screen.findByRole('button', { name: 'Request the return' }));
    expect(await screen.findByText('Choose at least one item to return')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /Kitenge Dress/ }));
    expect(screen.getByText('Bought 2, 1 left to return')).toBeInTheDocument();
    const quantity = screen.getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(screen.getByRole('button', { name: 'Request the return' }));
    expect(await screen.findByText('At most 1 can be returned')).toBeInTheDocument();
    expect(screen.getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('POST /orders/42/returns')).toHaveLength(0);
  });

  it("shows the server's refusal when the window closed meanwhile", async () => {
    signIn();
    fakeApi(
      routes({
        'POST /orders/42/returns': {
          status: 409,
          body: { error: 'The return window has closed', code: 'RETURN_WINDOW_CLOSED' },
        },
      }),
    );
    const { user } = renderApp('/orders/42/return');
    await user.click(await screen.findByRole('checkbox', { name: /Kitenge Dress/ }));
    await user.selectOptions(screen.getByLabelText('Reason'), 'Defective');
    await user.click(screen.getByRole('button', { name: 'Request the return' }));
    expect(
      await screen.findByText(/The return window has closed: returns are accepted for 7 days/),
    ).toBeInTheDocument();
  });

  it('says when the window is already closed instead of offering the form', async () => {
    signIn();
    const old = '2026-01-02T09:00:00.000Z';
    fakeApi(
      routes({
        'GET /orders/42': {
          body: delivered({
            status_history: [
              {
                status: 'Delivered',
                payment_status: null,
                note: null,
                changed_at: old,
                changed_by: 1,
              },
            ],
          }),
        },
      }),
    );
    renderApp('/orders/42/return');
    expect(await screen.findByText(/return window of order ORD-000042 closed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request the return' })).not.toBeInTheDocument();
  });
});
