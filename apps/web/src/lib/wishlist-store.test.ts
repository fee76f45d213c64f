import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { product, productDetail } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { addToWishlist, WISHLIST_STORAGE_KEY } from './wishlist-store';

describe('wishlist store', () => {
  it('remembers which products need a size and sends them to their page instead of the cart', async () => {
    addToWishlist(product({ id: 1, name: 'Ankara Top', sizes: ['M'] }));
    addToWishlist(productDetail({ id: 2, name: 'Kitenge Dress', variants: [] }));
    fakeApi({});
    renderApp('/wishlist');
    expect(
      await screen.findByRole('link', { name: 'Choose a size of Ankara Top' }),
    ).toHaveAttribute('href', '/product/1');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('still loads a wishlist saved before sizes existed', async () => {
    localStorage.setItem(
      WISHLIST_STORAGE_KEY,
      JSON.stringify([{ id: 3, name: 'Leso Wrap', price: 800, imageUrl: '/a.svg', inventory: 2 }]),
    );
    fakeApi({});
    renderApp('/wishlist');
    expect(await screen.findByRole('link', { name: 'Leso Wrap' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });
});
