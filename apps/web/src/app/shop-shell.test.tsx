import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { addToCart } from '../lib/cart-store';
import { getHeldShipping, setHeldShipping } from '../lib/shipping-store';
import { fakeApi } from '../test/fake-api';
import { product, shopInfo, shopper } from '../test/fixtures';
import { findToast, renderApp, signIn, signInAdmin } from '../test/render-app';
import { routes } from './router';

describe('shop shell', () => {
  it('shows Register and Login to guests', async () => {
    fakeApi({ 'GET /products': { body: [] } });
    renderApp('/products');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('gives guests the cart with its count and a toast that leads to it', async () => {
    fakeApi({ 'GET /products': { body: [product()] } });
    const { user, router } = renderApp('/products');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');

    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await within(nav).findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    const toast = (await findToast('Product added to cart!')).closest('.Toastify__toast');
    if (!(toast instanceof HTMLElement)) throw new Error('No toast');
    await user.click(within(toast).getByRole('link', { name: 'View cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('keeps the cart outside the folded menu', async () => {
    fakeApi({});
    renderApp('/wishlist');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const cart = within(nav).getByRole('link', { name: 'Cart' });
    const menu = nav.querySelector('#shop-nav-menu');
    expect(menu).not.toContainElement(cart);
  });

  it("moves focus to the new page's heading after a navigation and announces it", async () => {
    fakeApi({ 'GET /shop': { body: shopInfo } });
    const { user } = renderApp('/wishlist');
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: 'Returns' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Returns' });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() =>
      expect(screen.getByTestId('route-announcer')).toHaveTextContent('Returns · Mavazi'),
    );
  });

  it('leaves focus where the shopper put it when they click into the new page before its heading is focused', async () => {
    fakeApi({ 'GET /shop': { body: shopInfo } });
    const { user, router } = renderApp('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const email = await screen.findByLabelText('Email');
    await user.type(email, 'wanjiku@mavazi.test');
    // Past the announcer's first look for the heading (100 ms): it announces, but does not take focus.
    await waitFor(() =>
      expect(screen.getByTestId('route-announcer')).toHaveTextContent('Login · Mavazi'),
    );
    expect(email).toHaveFocus();
    expect(email).toHaveValue('wanjiku@mavazi.test');
  });

  it('hides the cart badge at 0 and shows the item count above it', async () => {
    signIn();
    fakeApi({ 'GET /current_user': { body: shopper }, 'GET /products': { body: [product()] } });
    const { user } = renderApp('/products');
    const cartLink = await screen.findByRole('link', { name: 'Cart' });
    expect(within(cartLink).queryByTestId('cart-badge')).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const badgeLink = await screen.findByRole('link', { name: 'Cart, 3 items' });
    expect(within(badgeLink).getByTestId('cart-badge')).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('counts quantities, not lines, in the badge', async () => {
    signIn();
    addToCart({ id: 1, name: 'A', price: 10, imageUrl: '/a.svg', inventory: 9 }, 2);
    addToCart({ id: 2, name: 'B', price: 10, imageUrl: '/b.svg', inventory: 9 }, 3);
    fakeApi({ 'GET /current_user': { body: shopper } });
    renderApp('/wishlist');
    expect(await screen.findByRole('link', { name: 'Cart, 5 items' })).toBeInTheDocument();
  });

  it('folds the menu behind a toggle button', async () => {
    fakeApi({});
    const { user } = renderApp('/wishlist');
    const toggle = await screen.findByRole('button', { name: 'Toggle menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'shop-nav-menu');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it("logs out: DELETE /logout, the shopper's token and held address gone, the admin's kept, back to /login", async () => {
    signIn();
    signInAdmin('admin-token');
    setHeldShipping({
      county: 'Nairobi',
      town: 'Nairobi',
      street: 'Moi Ave',
      phone: '0712345678',
      notes: '',
    });
    const api = fakeApi({
      'GET /current_user': { body: shopper },
      'DELETE /logout': { body: { message: 'Logged out' } },
    });
    const { user, router } = renderApp('/wishlist');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(api.callsTo('DELETE /logout')[0]?.authorization).toBe('Bearer test-token');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('admin_access_token')).toBe('admin-token');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(getHeldShipping()).toBeNull());
  });

  it('still signs out locally when the server refuses the logout', async () => {
    signIn();
    fakeApi({
      'GET /current_user': { body: shopper },
      'DELETE /logout': { status: 401, body: { error: 'Token revoked' } },
    });
    const { user, router } = renderApp('/wishlist');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Token revoked')).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows a bare 404 for unknown paths', async () => {
    fakeApi({});
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
  });

  it("shows the shop's own error page with Retry for a routing failure, never React Router's", async () => {
    fakeApi({});
    const root = routes[0];
    const shop = root?.children?.find((r) => r.path === '/');
    if (!root || !shop || shop.index) throw new Error('The shop route is missing');
    const failing: RouteObject = {
      path: 'broken',
      Component: () => null,
      loader: () => {
        throw new Error('Something broke');
      },
    };
    const broken: RouteObject = {
      ...root,
      children: [{ ...shop, children: [...(shop.children ?? []), failing] }],
    } as RouteObject;
    const silence = console.error;
    console.error = () => {};
    try {
      renderApp('/broken', { routes: [broken] });
      expect(
        await screen.findByRole('heading', { name: 'Something went wrong' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
      expect(screen.queryByText(/Hey developer/)).not.toBeInTheDocument();
    } finally {
      console.error = silence;
    }
  });

  it("footer: shop and help links, the shop's contact details from the server", async () => {
    fakeApi({ 'GET /shop': { body: shopInfo } });
    renderApp('/wishlist');
    const footer = await screen.findByRole('contentinfo');
    const f = within(footer);
    for (const [name, href] of [
      ['Home', '/'],
      ['Shop', '/products'],
      ['Wishlist', '/wishlist'],
      ['My Orders', '/my-orders'],
      ['Order Tracking', '/order-tracking'],
      ['Support', '/support'],
      ['About us', '/about'],
      ['Contact', '/contact'],
      ['Delivery', '/delivery'],
      ['Returns', '/returns'],
      ['Privacy', '/privacy'],
      ['Terms and Conditions', '/terms'],
    ] as const) {
      expect(f.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(f.getAllByRole('link', { name: /^Mavazi on / })).toHaveLength(3);
    expect(await f.findByRole('link', { name: '+254 712 345 678' })).toHaveAttribute(
      'href',
      'tel:+254712345678',
    );
    expect(f.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/254712345678',
    );
    expect(f.getByRole('link', { name: 'hello@mavazi.example' })).toHaveAttribute(
      'href',
      'mailto:hello@mavazi.example',
    );
    expect(f.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it('footer: the newsletter box asks for a valid address, then thanks for subscribing', async () => {
    const api = fakeApi({
      'GET /shop': { body: shopInfo },
      'POST /newsletter/subscribe': { status: 202, body: { message: 'Check your email' } },
    });
    const { user } = renderApp('/wishlist');
    const f = within(await screen.findByRole('contentinfo'));
    const box = f.getByRole('textbox', { name: 'Newsletter' });
    await user.type(box, 'not-an-address');
    await user.click(f.getByRole('button', { name: 'Subscribe' }));
    expect(await f.findByRole('alert')).toHaveTextContent('Enter a valid email address');
    const posts = () => api.calls.filter((c) => c.path === '/newsletter/subscribe');
    expect(posts()).toHaveLength(0);

    await user.clear(box);
    await user.type(box, 'Achieng@Example.com');
    await user.click(f.getByRole('button', { name: 'Subscribe' }));
    await findToast('Thanks for subscribing!');
    expect(posts()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/newsletter/subscribe',
        body: { email: 'achieng@example.com', language: 'en' },
      }),
    ]);
    await waitFor(() => expect(box).toHaveValue(''));
  });
});
