import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createProduct, registerShopper } from '../support/api';
import {
  closeToasts,
  expectToast,
  fillCheckout,
  fillLogin,
  mainNav,
  productCard,
} from '../support/ui';

test.use({ viewport: { width: 375, height: 812 } });

/** Nothing on the page is wider than the phone's screen. */
async function expectNoSideways(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function openMenu(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Toggle menu' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

test.describe('small screen (375 px)', () => {
  test('the menu toggle opens and closes the navigation', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Culture, Style, And Fashion' }),
    ).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Toggle menu' });
    const nav = mainNav(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Shop' })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Home', 'Shop', 'Register', 'Login']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Shop' })).toBeHidden();

    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Login' })).toBeHidden();

    // Following a link closes the menu too.
    await toggle.click();
    await nav.getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL('/products');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expectNoSideways(page);
  });

  test('a shopper can fill in the checkout and place an order', async ({ page, request }) => {
    const product = await createProduct(request, {
      name: `Test Kiondo Basket ${Date.now()}`,
      price: 1500,
      inventory: 3,
    });
    const shopper = await registerShopper(request);
    const nav = mainNav(page);

    await page.goto('/');
    await openMenu(page);
    await nav.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL('/login');
    await fillLogin(page, shopper.email, shopper.password);
    await expectToast(page, 'Logged in successfully');
    await expect(page).toHaveURL('/');
    await closeToasts(page);

    await openMenu(page);
    await nav.getByRole('link', { name: 'Shop' }).click();
    await page.getByLabel('Search products').fill(product.name);
    await productCard(page, product.name).getByRole('button', { name: 'Add to Cart' }).click();
    await expectToast(page, 'Product added to cart!');
    await expectNoSideways(page);
    await closeToasts(page);

    // The cart stays in the bar at 375 px, outside the folded menu.
    await nav.getByRole('link', { name: 'Cart, 1 item' }).click();
    await expect(page).toHaveURL('/cart');
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL('/checkout');
    await expectNoSideways(page);

    const form = await fillCheckout(page, {
      county: 'Kisumu',
      town: 'Milimani',
      street: '4 Kenyatta Avenue',
      payment: 'Pay on delivery',
    });
    // Kisumu is served by the main towns' door delivery at KSh 400.
    await expect(page.getByText('Total: KSh 1,900')).toBeVisible();
    const placeOrder = form.getByRole('button', { name: /^Place order/ });
    await placeOrder.scrollIntoViewIfNeeded();
    await expect(placeOrder).toBeInViewport();
    await placeOrder.click();

    await expect(page).toHaveURL('/order-confirmation');
    await expect(
      page.getByText(
        'Success! Your order has been placed successfully. Check your email for the Order Number.',
      ),
    ).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByText(/^ORD-\d+$/)
        .first(),
    ).toBeVisible();
    await expectNoSideways(page);
  });
});
