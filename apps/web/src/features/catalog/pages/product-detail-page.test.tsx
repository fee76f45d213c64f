import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProductWithReviews } from '@mavazi/shared/catalog.schemas';
import { getCartItems } from '../../../lib/cart-store';
import { fakeApi, networkDown, type FakeReply } from '../../../test/fake-api';
import { deliveryOptions, product, productDetail, shopper } from '../../../test/fixtures';
import { findToast, renderApp, signIn } from '../../../test/render-app';

const detail: ProductWithReviews = {
  ...productDetail({ inventory: 3, rating_average: 4.5, rating_count: 2 }),
  reviews: [
    {
      id: 2,
      product_id: 1,
      author: 'amina',
      rating: 5,
      comment: 'Beautiful print!',
      verified_purchase: true,
      created_at: '2026-02-02T09:00:00.000Z',
    },
    {
      id: 1,
      product_id: 1,
      author: 'otieno',
      rating: 4,
      comment: 'Fits well.',
      verified_purchase: false,
      created_at: '2026-02-01T09:00:00.000Z',
    },
  ],
};

describe('product detail', () => {
  it('shows a not-found page with ways back for a product that does not exist', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({
      'GET /product/404': {
        status: 404,
        body: { error: 'Product not found', code: 'PRODUCT_NOT_FOUND' },
      },
    });
    const { user, router } = renderApp('/product/404');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product not found' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Browse all products' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    logged.mockRestore();
  });

  it('offers a retry when the product cannot be reached', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let reply: () => FakeReply = networkDown;
    fakeApi({ 'GET /product/1': () => reply() });
    const { user } = renderApp('/product/1');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this product');
    reply = () => ({ body: detail });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Kitenge Dress' })).toBeInTheDocument();
    logged.mockRestore();
  });

  it('shows delivery, returns, related products and verified purchases', async () => {
    fakeApi({
      'GET /product/1': { body: detail },
      'GET /delivery/options': { body: deliveryOptions },
      'GET /products?category=Women&limit=5': {
        body: [product({ id: 1 }), product({ id: 7, name: 'Ankara Skirt' })],
      },
    });
    renderApp('/product/1');
    const delivery = await screen.findByRole('region', { name: 'Delivery and returns' });
    const d = within(delivery);
    expect(await d.findByText('Door delivery in Nairobi')).toBeInTheDocument();
    expect(d.getByText('KSh 250')).toBeInTheDocument();
    expect(d.getByText('free from KSh 5,000')).toBeInTheDocument();
    expect(d.getByText('Free')).toBeInTheDocument();
    expect(d.getByText(/within 7 days of delivery/)).toBeInTheDocument();
    expect(d.getByRole('link', { name: 'How returns work' })).toHaveAttribute('href', '/returns');

    const related = await screen.findByRole('region', { name: 'You may also like' });
    expect(within(related).getByRole('link', { name: 'Ankara Skirt' })).toBeInTheDocument();
    expect(within(related).queryByRole('link', { name: 'Kitenge Dress' })).not.toBeInTheDocument();

    const reviews = screen.getAllByRole('listitem').filter((li) => li.textContent?.includes('/5'));
    expect(within(reviews[0]!).getByText('Verified purchase')).toBeInTheDocument();
    expect(within(reviews[1]!).queryByText('Verified purchase')).not.toBeInTheDocument();
  });

  it('shows the product, its stock, reviews and average', async () => {
    fakeApi({ 'GET /product/1': { body: detail } });
    renderApp('/product/1');
    expect(await screen.findByRole('heading', { name: 'Kitenge Dress' })).toBeInTheDocument();
    expect(screen.getByText('KSh 2,499.50')).toBeInTheDocument();
    expect(screen.getByText('In Stock')).toBeInTheDocument();
    expect(screen.getByText('Beautiful print!')).toBeInTheDocument();
    expect(screen.getByText('amina')).toBeInTheDocument();
    expect(screen.getByText('Average rating: 4.5 out of 5 from 2 reviews')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to write a review' })).toBeInTheDocument();
  });

  it('adds the chosen quantity, never beyond the stock', async () => {
    fakeApi({ 'GET /product/1': { body: detail } });
    const { user } = renderApp('/product/1');
    const increase = await screen.findByRole('button', { name: 'Increase Quantity' });
    await user.click(increase);
    await user.click(increase);
    expect(increase).toBeDisabled();
    expect(screen.getByLabelText('Quantity')).toHaveValue(3);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await findToast('Product added to cart!')).toBeInTheDocument();
    expect(getCartItems()[0]?.quantity).toBe(3);
  });

  it('disables add to cart when out of stock', async () => {
    fakeApi({ 'GET /product/1': { body: { ...detail, inventory: 0 } } });
    renderApp('/product/1');
    expect(await screen.findByText('Out of Stock', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  });

  it('posts a review, clears the form and reports failures', async () => {
    signIn();
    let reply: () => { status?: number; body?: unknown } = () => ({
      status: 201,
      body: { message: 'Review submitted successfully', review: detail.reviews[0] },
    });
    const api = fakeApi({
      'GET /current_user': { body: shopper },
      'GET /product/1': { body: detail },
      'POST /product/1/reviews': () => reply(),
    });
    const { user } = renderApp('/product/1');
    const rating = await screen.findByLabelText('Rating (1 to 5)');
    await user.clear(rating);
    await user.type(rating, '4');
    await user.type(screen.getByLabelText('Comment'), 'Lovely colours');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await findToast('Review submitted successfully')).toBeInTheDocument();
    expect(api.callsTo('POST /product/1/reviews')[0]?.body).toEqual({
      rating: 4,
      comment: 'Lovely colours',
    });
    expect(screen.getByLabelText('Comment')).toHaveValue('');

    reply = () => ({ status: 400, body: { error: 'Comment is required' } });
    await user.type(screen.getByLabelText('Comment'), 'Again');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await findToast('Review submission failed: Comment is required')).toBeInTheDocument();

    reply = networkDown;
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(
      await findToast('Review submission failed: Network response was not ok'),
    ).toBeInTheDocument();
  });
});
