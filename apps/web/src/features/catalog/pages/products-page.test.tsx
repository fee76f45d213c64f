import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getCartItems } from '../../../lib/cart-store';
import { fakeApi } from '../../../test/fake-api';
import { product } from '../../../test/fixtures';
import { findToast, renderApp } from '../../../test/render-app';
import type { FakeRequest } from '../../../test/fake-api';
import { ProductsPage } from './products-page';

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
      colour: null,
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

  it('asks for pages of 24, shows the total and numbered pages, and keeps the page in the address', async () => {
    const catalog = Array.from({ length: 60 }, (_, i) =>
      product({ id: i + 1, name: `Piece ${i + 1}` }),
    );
    const api = fakeApi({
      'GET /products': ({ url }) => {
        const offset = Number(url.searchParams.get('offset') ?? 0);
        const limit = Number(url.searchParams.get('limit'));
        return {
          body: catalog.slice(offset, offset + limit),
          headers: { 'X-Total-Count': String(catalog.length) },
        };
      },
    });
    const { user, router } = renderApp('/products');
    await screen.findByRole('link', { name: 'Piece 1' });
    expect(api.callsTo('GET /products')[0]?.url.searchParams.get('limit')).toBe('24');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–24 of 60 products');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('1').closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/products?page=3',
    );

    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Piece 25' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(api.callsTo('GET /products').at(-1)?.url.searchParams.get('offset')).toBe('24');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 25–48 of 60 products');

    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(await screen.findByRole('link', { name: 'Piece 60' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('link', { name: 'Piece 25' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('sorts and filters by price range and stock, each kept in the address and starting at page 1', async () => {
    const api = fakeApi({ 'GET /products': { body: [dress], headers: { 'X-Total-Count': '1' } } });
    const { user, router } = renderApp('/products?page=2');
    const last = () =>
      api.callsTo('GET /products').at(-1)?.url.searchParams ?? new URLSearchParams();
    await waitFor(() => expect(last().get('offset')).toBe('24'));

    await user.selectOptions(screen.getByLabelText('Sort by'), 'price_asc');
    await waitFor(() => expect(last().get('sort')).toBe('price_asc'));
    expect(last().get('offset')).toBeNull();
    expect(router.state.location.search).toBe('?sort=price_asc');

    await user.type(screen.getByLabelText('Min price (KES)'), '5000');
    await user.type(screen.getByLabelText('Max price (KES)'), '100');
    const calls = api.calls.length;
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Max price must not be below min price')).toBeInTheDocument();
    expect(api.calls).toHaveLength(calls);
    await user.clear(screen.getByLabelText('Max price (KES)'));
    await user.type(screen.getByLabelText('Max price (KES)'), '9000{Enter}');
    await waitFor(() => expect(last().get('max_price')).toBe('9000'));
    expect(last().get('min_price')).toBe('5000');

    await user.click(screen.getByLabelText('In stock only'));
    await waitFor(() => expect(last().get('in_stock')).toBe('true'));
    expect(router.state.location.search).toBe(
      '?sort=price_asc&min_price=5000&max_price=9000&in_stock=true',
    );
  });

  it('shows the same page from a link or a reload, and back/forward bring the search back', async () => {
    const requests: FakeRequest[] = [];
    fakeApi({
      'GET /products': (request) => {
        requests.push(request);
        return { body: [dress], headers: { 'X-Total-Count': '30' } };
      },
    });
    const { user, router } = renderApp(
      '/products?q=dress&category=Women&size=M&sort=rating&min_price=100&in_stock=true&page=2',
    );
    await screen.findByRole('link', { name: 'Kitenge Dress' });
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
      q: 'dress',
      category: 'Women',
      size: 'M',
      sort: 'rating',
      min_price: '100',
      in_stock: 'true',
      limit: '24',
      offset: '24',
    });
    expect(screen.getByLabelText('Search products')).toHaveValue('dress');
    expect(screen.getByLabelText('Category')).toHaveValue('Women');
    expect(screen.getByLabelText('Sort by')).toHaveValue('rating');
    expect(screen.getByLabelText('Min price (KES)')).toHaveValue(100);
    expect(screen.getByLabelText('In stock only')).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 25–25 of 30 products');

    // The new word in one edit: typed a letter at a time on a busy machine, a pause could commit a part of it.
    await user.tripleClick(screen.getByLabelText('Search products'));
    await user.paste('shirt');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('q')).toBe('shirt'),
    );
    expect(router.state.location.search).not.toContain('page=');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByLabelText('Search products')).toHaveValue('dress'));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    await act(() => router.navigate(1));
    await waitFor(() => expect(screen.getByLabelText('Search products')).toHaveValue('shirt'));
  });

  it('lets a link clicked just as the search settles win over the search', async () => {
    fakeApi({ 'GET /products': { body: [dress], headers: { 'X-Total-Count': '1' } } });
    // The page the link opens takes a while to load, so the router is still on its way when the search settles.
    const slow: RouteObject = {
      path: '/slow',
      lazy: () =>
        new Promise((resolve) =>
          setTimeout(() => resolve({ Component: () => <h1>Slow</h1> }), 300),
        ),
    };
    const shop: RouteObject = {
      path: '/products',
      Component: () => (
        <>
          <Link to="/slow">Elsewhere</Link>
          <ProductsPage />
        </>
      ),
    };
    const { user, router } = renderApp('/products', { routes: [shop, slow] });
    await screen.findByRole('link', { name: 'Kitenge Dress' });
    await user.type(screen.getByLabelText('Search products'), 'kitenge');
    // The click lands right after the search box's pause (300 ms) has run out.
    await act(
      () =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
            resolve();
          }, 300),
        ),
    );
    expect(await screen.findByRole('heading', { name: 'Slow' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/slow');
  });

  it('offers to clear the search and filters when nothing matches', async () => {
    fakeApi({
      'GET /products': ({ url }) =>
        url.searchParams.has('q') || url.searchParams.has('in_stock')
          ? { body: [], headers: { 'X-Total-Count': '0' } }
          : { body: [dress], headers: { 'X-Total-Count': '1' } },
    });
    const { user, router } = renderApp('/products?q=zzz&in_stock=true&sort=price_desc');
    expect(await screen.findByText('No products available')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByRole('link', { name: 'Kitenge Dress' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sort=price_desc');
    expect(screen.getByLabelText('Search products')).toHaveValue('');
    expect(screen.getByLabelText('In stock only')).not.toBeChecked();
  });

  it('serves /product-list as the same page', async () => {
    fakeApi({ 'GET /products': { body: [] } });
    renderApp('/product-list');
    expect(await screen.findByText('No products available')).toBeInTheDocument();
  });
});
