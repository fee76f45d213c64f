import { expect, test } from '../support/test';
import { createProduct, placeOrder, registerShopper, shopperToken } from '../support/api';
import { closeToasts, expectToast, mainNav, productCard } from '../support/ui';

test.describe("a real shop's experience", () => {
  test('a guest finds the cart in the bar at 375 px and through the toast', async ({
    page,
    request,
  }) => {
    const product = await createProduct(request, { price: 11500, inventory: 4 });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/products');
    const cart = mainNav(page).getByRole('link', { name: /^Cart/ });
    await expect(cart).toBeVisible();
    await expect(cart).toHaveAccessibleName('Cart');
    const box = await cart.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);

    await page.getByLabel('Search products').fill(product.name);
    const card = productCard(page, product.name);
    await expect(card.getByText('KSh 11,500', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expectToast(page, 'Product added to cart!');
    await expect(mainNav(page).getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

    // The toast opens below the bar: the cart badge stays uncovered and clickable.
    const toast = page.locator('.Toastify__toast').first();
    const toastBox = await toast.boundingBox();
    const badgeBox = await page.getByTestId('cart-badge').boundingBox();
    const barBox = await page.locator('header').first().boundingBox();
    expect(toastBox && barBox && toastBox.y >= barBox.y + barBox.height).toBe(true);
    expect(badgeBox).not.toBeNull();

    await toast.getByRole('link', { name: 'View cart' }).click();
    await expect(page).toHaveURL('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: product.name })).toBeVisible();
  });

  test('a product that does not exist, or was deleted, answers 404 with a way back', async ({
    page,
  }) => {
    const response = await page.goto('/product/987654321');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await page.getByRole('link', { name: 'Browse all products' }).click();
    await expect(page).toHaveURL('/products');

    const unknown = await page.goto('/no-such-page');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  });

  test('a product page shows delivery, returns and related products, and its HTML carries Open Graph tags', async ({
    page,
    request,
  }) => {
    const product = await createProduct(request, { price: 2499.5, category: 'Kids' });
    const other = await createProduct(request, { category: 'Kids' });
    const html = await (await request.get(`/product/${product.id}`)).text();
    expect(html).toContain(`<meta property="og:title" content="${product.name} · KSh 2,499.50" />`);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/images\//);

    const response = await page.goto(`/product/${product.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText('KSh 2,499.50', { exact: true })).toBeVisible();
    const delivery = page.getByRole('region', { name: 'Delivery and returns' });
    await expect(delivery.getByText('Door delivery in Nairobi')).toBeVisible();
    await expect(delivery.getByRole('link', { name: 'How returns work' })).toBeVisible();
    const related = page.getByRole('region', { name: 'You may also like' });
    await expect(related).toBeVisible();
    await expect(related.getByRole('listitem').first()).toBeVisible();
    expect(other.id).toBeGreaterThan(product.id);
  });

  test('the footer pages are real: About, Contact, Delivery, Returns, Privacy, Terms', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const [name, heading] of [
      ['About us', 'About us'],
      ['Contact', 'Contact'],
      ['Delivery', 'Delivery'],
      ['Returns', 'Returns'],
      ['Privacy', 'Privacy'],
      ['Terms and Conditions', 'Terms and Conditions'],
    ] as const) {
      await footer.getByRole('link', { name, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Navigation moves focus to the new page's heading.
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
    }
    await page.goto('/contact');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: '+254 700 000 000', exact: true })).toHaveAttribute(
      'href',
      'tel:+254700000000',
    );
    await expect(main.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/254700000000',
    );
    expect((await page.request.get('/sitemap.xml')).status()).toBe(200);
    const robots = await (await page.request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap: ');
  });

  test('My Orders tracks an order without typing its number; a reloaded confirmation claims nothing', async ({
    page,
    request,
  }) => {
    const shopper = await registerShopper(request);
    const token = await shopperToken(request, shopper);
    const product = await createProduct(request, { price: 500 });
    const order = await placeOrder(request, shopper, product);

    await page.goto('/');
    await page.evaluate((t) => localStorage.setItem('access_token', t), token);
    await page.goto('/my-orders');
    const card = page.getByRole('article', { name: `Order ${order.order_number}` });
    await expect(card.getByText(product.name)).toBeVisible();
    await card.getByRole('link', { name: `Track order ${order.order_number}` }).click();
    await expect(page).toHaveURL(/\/order-tracking\?order=/);
    await expect(page.getByRole('region', { name: `Order ${order.order_number}` })).toBeVisible();

    await page.goto('/order-confirmation');
    await expect(page.getByRole('heading', { level: 1, name: 'Your latest order' })).toBeVisible();
    // Also in the Paybill box while the simulator's payment is still on its way.
    await expect(page.getByText(order.order_number).first()).toBeVisible();
    await expect(page.getByText(/has been placed successfully/)).toHaveCount(0);
    await closeToasts(page);
  });
});
