import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProductWithReviews } from '@mavazi/shared/catalog.schemas';
import { getCartItems } from '../../../lib/cart-store';
import { fakeApi, networkDown } from '../../../test/fake-api';
import { productDetail, shopper } from '../../../test/fixtures';
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
  it("stays on 'Loading...' and logs when the product cannot be loaded", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ 'GET /product/404': { status: 404, body: { error: 'Product not found' } } });
    renderApp('/product/404');
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    logged.mockRestore();
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
