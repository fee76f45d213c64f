import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductWithReviews } from '@mavazi/shared/catalog.schemas';
import { addToCart } from '../../lib/cart-store';
import { fakeApi } from '../../test/fake-api';
import { product, productDetail } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('finding and choosing on a phone', () => {
  it('names the category, offers only the sizes shown and says what a misspelt search found', async () => {
    fakeApi({
      'GET /products': {
        body: [product({ name: 'Kitenge Wrap Dress' })],
        headers: { 'X-Total-Count': '1' },
      },
      'GET /products/facets': {
        body: {
          total: 1,
          sizes: [
            { size: 'S', count: 1 },
            { size: 'L', count: 1 },
          ],
          corrected_q: 'kitenge',
        },
      },
    });
    renderApp('/products?category=Women&q=kitengi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Women' })).toBeInTheDocument();
    expect(
      await screen.findByText('Nothing matches “kitengi”. Showing results for “kitenge”.'),
    ).toBeInTheDocument();
    const sizes = screen.getByLabelText('Size');
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any size', 'S', 'L']);
    // The Filter button folds the filters on phones and says whether they are open.
    const filter = screen.getByRole('button', { name: 'Filter' });
    expect(filter).toHaveAttribute('aria-expanded', 'false');
  });

  it('sends "notify me" for a sold-out size with the guest\'s address and language', async () => {
    const detail: ProductWithReviews = {
      ...productDetail({
        category: 'Women',
        inventory: 2,
        sizes: ['M'],
        variants: [
          {
            id: 10,
            sku: 'A-S',
            size: 'S',
            colour: null,
            inventory: 0,
            price: null,
            compare_at_price: null,
          },
          {
            id: 11,
            sku: 'A-M',
            size: 'M',
            colour: null,
            inventory: 2,
            price: null,
            compare_at_price: null,
          },
        ],
      }),
      reviews: [],
    };
    const api = fakeApi({
      'GET /product/1': { body: detail },
      'POST /stock-alerts': {
        status: 202,
        body: { message: 'We will email you once when this size is back in stock.' },
      },
    });
    const { user } = renderApp('/product/1');
    // The guide itself opens as a modal <dialog> (jsdom has none; the e2e spec opens it).
    expect(await screen.findByRole('button', { name: 'Size guide' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your email'), 'amina@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(
      await screen.findByText('We will email you once when this size is back in stock.'),
    ).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/stock-alerts')?.body).toEqual({
      product_id: 1,
      variant_id: 10,
      email: 'amina@example.com',
      language: 'en',
    });
  });

  it('says when a typed quantity was lowered to the stock', async () => {
    fakeApi({});
    addToCart(
      {
        id: 7,
        name: 'Kikoi Wrap',
        price: 900,
        imageUrl: '/x.svg',
        inventory: 3,
        variantId: null,
        size: null,
        colour: null,
      },
      1,
    );
    const { user } = renderApp('/cart');
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity of Kikoi Wrap' });
    await user.clear(quantity);
    await user.type(quantity, '10');
    expect(quantity).toHaveValue(3);
    expect(screen.getByText('Only 3 left in stock: quantity set to 3.')).toBeInTheDocument();
  });
});
