import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getCartItems } from '../../../lib/cart-store';
import { fakeApi } from '../../../test/fake-api';
import { product } from '../../../test/fixtures';
import { findToast, renderApp } from '../../../test/render-app';

const dress = product();
const shirt = product({ id: 2, name: 'Linen Shirt', category: 'Men', price: 1800, inventory: 0 });

describe('products page', () => {
  it('shows cards with price, stock-aware buttons and a 2/4/5 column grid', async () => {
    fakeApi({ 'GET /products': { body: [dress, shirt] } });
    renderApp('/products');
    const dressName = await screen.findByRole('link', { name: 'Kitenge Dress' });
    const card = dressName.closest('li') as HTMLElement;
    expect(within(card).getByText('KSh 2,499.50')).toBeInTheDocument();
    expect(within(card).getByText('A bright wax-print dress.')).toBeInTheDocument();
    const img = card.querySelector('img');
    // The first row is on screen at once; later cards load lazily (below).
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '400');
    expect(card.parentElement).toHaveClass('grid-cols-2', 'md:grid-cols-4', 'lg:grid-cols-5');

    const shirtCard = screen
      .getByRole('link', { name: 'Linen Shirt' })
      .closest('li') as HTMLElement;
    expect(within(shirtCard).getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  });

  it('adds to cart and wishlist with the spec toasts', async () => {
    fakeApi({ 'GET /products': { body: [dress] } });
    const { user } = renderApp('/products');
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await findToast('Product added to cart!')).toBeInTheDocument();
    expect(getCartItems()).toMatchObject([{ id: 1, quantity: 1, price: 2499.5 }]);
    await user.click(screen.getByRole('button', { name: 'Add to Wishlist' }));
    expect(await findToast('Product added to wishlist!')).toBeInTheDocument();
  });

  it('passes category and name search to GET /products', async () => {
    const api = fakeApi({
      'GET /products': ({ url }) => {
        const category = url.searchParams.get('category');
        const q = url.searchParams.get('q')?.toLowerCase() ?? '';
        return {
          body: [dress, shirt].filter(
            (p) => (!category || p.category === category) && p.name.toLowerCase().includes(q),
          ),
        };
      },
    });
    const { user } = renderApp('/products');
    await screen.findByRole('link', { name: 'Kitenge Dress' });

    await user.selectOptions(screen.getByLabelText('Category'), 'Men');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Kitenge Dress' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Linen Shirt' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Category'), '');
    await user.type(screen.getByLabelText('Search products'), 'KITENGE');
    await waitFor(() =>
      expect(api.calls.some((c) => c.url.searchParams.get('q') === 'KITENGE')).toBe(true),
    );
    expect(screen.getByRole('link', { name: 'Kitenge Dress' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Linen Shirt' })).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.url.searchParams.get('category') === 'Men')).toBe(true);

    await user.clear(screen.getByLabelText('Search products'));
    await user.type(screen.getByLabelText('Search products'), 'nothing like this');
    expect(await screen.findByText('No products available')).toBeInTheDocument();
  });

  it('shows the sizes in stock on a card, sends it to the product page to choose one, and loads later photos lazily', async () => {
    const image = {
      id: 9,
      url: '/uploads/products/abc-640.webp',
      srcset: '/uploads/products/abc-320.webp 320w, /uploads/products/abc-640.webp 640w',
      alt: 'Front',
      width: 640,
      height: 800,
    };
    const sized = product({
      id: 5,
      name: 'Ankara Top',
      sizes: ['S', 'M', 'XL'],
      image,
      imageUrl: image.url,
    });
    const others = [6, 7, 8, 9].map((id) => product({ id, name: `Other ${id}` }));
    fakeApi({ 'GET /products': { body: [sized, ...others] } });
    renderApp('/products');
    const card = (await screen.findByRole('link', { name: 'Ankara Top' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(card).getByText('Sizes in stock:').parentElement).toHaveTextContent(
      'Sizes in stock:SMXL',
    );
    expect(within(card).getByRole('link', { name: 'Choose a size' })).toHaveAttribute(
      'href',
      '/product/5',
    );
    expect(within(card).queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    const img = card.querySelector('img');
    expect(img).toHaveAttribute('srcset', image.srcset);
    expect(img).toHaveAttribute('sizes');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '800');
    const fifth = screen.getByRole('link', { name: 'Other 9' }).closest('li') as HTMLElement;
    expect(fifth.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it("filters by size with the shop's sizes, kept in the address", async () => {
    const top = product({ id: 5, name: 'Ankara Top', sizes: ['S', 'M'] });
    const shoes = product({ id: 6, name: 'Sandals', sizes: ['40'] });
    const api = fakeApi({
      'GET /products': (request) => ({
        body: [top, shoes].filter(
          (p) =>
            !request.url.searchParams.get('size') ||
            p.sizes.includes(request.url.searchParams.get('size') ?? ''),
        ),
      }),
    });
    const { user, router } = renderApp('/products');
    await screen.findByRole('link', { name: 'Sandals' });
    const sizeFilter = screen.getByLabelText('Size');
    expect(within(sizeFilter).getByRole('group', { name: 'Shoes (EU 36–46)' })).toBeInTheDocument();
    await user.selectOptions(sizeFilter, 'M');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Sandals' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Ankara Top' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.url.searchParams.get('size') === 'M')).toBe(true);
    expect(router.state.location.search).toBe('?size=M');
  });

  it('serves /product-list as the same page', async () => {
    fakeApi({ 'GET /products': { body: [] } });
    renderApp('/product-list');
    expect(await screen.findByText('No products available')).toBeInTheDocument();
  });
});
