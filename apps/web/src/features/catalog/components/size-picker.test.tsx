import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductVariant, ProductWithReviews } from '@mavazi/shared/catalog.schemas';
import { getCartItems } from '../../../lib/cart-store';
import { fakeApi } from '../../../test/fake-api';
import { productDetail } from '../../../test/fixtures';
import { findToast, renderApp } from '../../../test/render-app';

function variant(id: number, size: string, inventory: number, extra: Partial<ProductVariant> = {}) {
  return {
    id,
    sku: `MZ1-${size}`,
    size,
    colour: null,
    inventory,
    price: null,
    compare_at_price: null,
    ...extra,
  };
}

function page(overrides: Partial<ProductWithReviews>): ProductWithReviews {
  return { ...productDetail(overrides), reviews: [] };
}

describe('size picker on the product page', () => {
  const sized = page({
    inventory: 12,
    sizes: ['M', 'L'],
    variants: [variant(10, 'S', 0), variant(11, 'M', 2), variant(12, 'L', 10, { price: 2600 })],
  });

  it('asks for a size first, strikes out sold-out sizes and warns when few are left', async () => {
    fakeApi({ 'GET /product/1': { body: sized } });
    const { user } = renderApp('/product/1');
    const add = await screen.findByRole('button', { name: 'Choose a size' });
    expect(add).toBeDisabled();
    const sizes = screen.getByRole('group', { name: 'Size' });
    const small = within(sizes).getByRole('radio', { name: 'S (sold out)' });
    expect(small).toBeDisabled();
    expect(small.nextElementSibling).toHaveClass('peer-disabled:line-through');
    expect(screen.queryByText(/left in/)).not.toBeInTheDocument();

    await user.click(within(sizes).getByRole('radio', { name: 'M' }));
    expect(screen.getByText('Only 2 left in M')).toHaveAttribute('aria-live', 'polite');
    const enabled = screen.getByRole('button', { name: 'Add to Cart' });
    expect(enabled).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    expect(screen.getByRole('button', { name: 'Increase Quantity' })).toBeDisabled();
    await user.click(enabled);
    expect(await findToast('Product added to cart!')).toBeInTheDocument();

    // Arrow keys move through the sizes in stock, as in any radio group.
    within(sizes).getByRole('radio', { name: 'M' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(sizes).getByRole('radio', { name: 'L' })).toBeChecked();
    expect(screen.queryByText(/left in/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(getCartItems()).toEqual([
      expect.objectContaining({ id: 1, variantId: 11, size: 'M', quantity: 2, price: 2499.5 }),
      // The quantity chosen stays when the size changes.
      expect.objectContaining({ id: 1, variantId: 12, size: 'L', quantity: 2, price: 2600 }),
    ]);
  });

  it('chooses a colour, then only the sizes that colour has in stock', async () => {
    fakeApi({
      'GET /product/1': {
        body: page({
          inventory: 4,
          variants: [
            variant(20, 'M', 3, { colour: 'Red' }),
            variant(21, 'L', 1, { colour: 'Red' }),
            variant(22, 'M', 0, { colour: 'Blue' }),
            variant(23, 'L', 0, { colour: 'Blue' }),
          ],
        }),
      },
    });
    const { user } = renderApp('/product/1');
    const colours = await screen.findByRole('group', { name: 'Colour' });
    expect(within(colours).getByRole('radio', { name: 'Blue (sold out)' })).toBeDisabled();
    await user.click(within(colours).getByRole('radio', { name: 'Red' }));
    const sizes = screen.getByRole('group', { name: /Size/ });
    await user.click(within(sizes).getByRole('radio', { name: 'L' }));
    expect(screen.getByText('Only 1 left in L / Red')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(getCartItems()).toEqual([
      expect.objectContaining({ variantId: 21, size: 'L', colour: 'Red', quantity: 1 }),
    ]);
  });

  it('chooses the only size by itself, and shows every size struck out when all are sold out', async () => {
    fakeApi({
      'GET /product/1': { body: page({ inventory: 5, variants: [variant(30, 'One size', 5)] }) },
      'GET /product/2': {
        body: page({ id: 2, inventory: 0, variants: [variant(31, 'M', 0), variant(32, 'L', 0)] }),
      },
    });
    const { router } = renderApp('/product/1');
    expect(await screen.findByRole('radio', { name: 'One size' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();

    await router.navigate('/product/2');
    expect(await screen.findByRole('radio', { name: 'M (sold out)' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'L (sold out)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  });

  it('shows the photos in a gallery with thumbnails, each with srcset and its size', async () => {
    const photo = (id: number, alt: string) => ({
      id,
      url: `/uploads/products/k${id}-640.webp`,
      srcset: `/uploads/products/k${id}-320.webp 320w, /uploads/products/k${id}-640.webp 640w`,
      alt,
      width: 640,
      height: 800,
      colour: null,
    });
    fakeApi({
      'GET /product/1': { body: page({ images: [photo(1, 'Front'), photo(2, 'Back')] }) },
    });
    const { user } = renderApp('/product/1');
    const main = await screen.findByRole('img', { name: 'Front' });
    expect(main).toHaveAttribute('srcset', photo(1, '').srcset);
    expect(main).toHaveAttribute('width', '640');
    expect(main).toHaveAttribute('height', '800');
    expect(main).toHaveAttribute('loading', 'eager');
    const thumbs = screen.getByRole('list', { name: 'Photos' });
    const second = within(thumbs).getByRole('button', { name: 'Show photo 2 of 2: Back' });
    expect(second).toHaveAttribute('aria-pressed', 'false');
    expect(second.querySelector('img')).toHaveAttribute('loading', 'lazy');
    await user.click(second);
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Back' })).toHaveAttribute(
      'src',
      '/uploads/products/k2-640.webp',
    );
  });
});
