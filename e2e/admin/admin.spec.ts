import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import {
  DEMO_ADMIN,
  createProduct,
  createTicket,
  dashboardTotals,
  placeOrder,
  promoCheckStatus,
  registerShopper,
  uniqueSuffix,
} from '../support/api';
import { waitForMail } from '../support/mailbox';
import {
  adminLogin,
  adminSidebar as sidebar,
  expectToast,
  loginViaUi,
  mainNav,
} from '../support/ui';

/** Accepts the next window.confirm and hands back its text; `accept: false` cancels it instead. */
function answerNextConfirm(page: Page, accept = true): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      const message = dialog.message();
      void (accept ? dialog.accept() : dialog.dismiss()).then(() => resolve(message));
    });
  });
}

/** The hue (degrees) of an element's computed background: oklch for Tailwind 4, oklab during a transition. */
async function backgroundHue(locator: Locator): Promise<number> {
  const color = await locator.evaluate((el) => getComputedStyle(el).backgroundColor);
  const oklch = color.match(/^oklch\(\s*[\d.]+%?\s+[\d.]+\s+([\d.]+)/);
  if (oklch) return Number(oklch[1]);
  const oklab = color.match(/^oklab\(\s*[\d.]+%?\s+(-?[\d.]+)\s+(-?[\d.]+)/);
  if (oklab) return ((Math.atan2(Number(oklab[2]), Number(oklab[1])) * 180) / Math.PI + 360) % 360;
  const rgb = color.match(/^rgba?\((\d+),\s*(\d+),\s*(\d+)/);
  if (!rgb) throw new Error(`Unexpected colour ${color}`);
  const [r, g, b] = rgb.slice(1, 4).map((v) => Number(v) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

test.describe('admin', () => {
  test('logs in, sees the totals the API reports, logs out', async ({ page, request }) => {
    await adminLogin(page);
    expect(await page.evaluate(() => localStorage.getItem('admin_access_token'))).toBeTruthy();
    await expect(page.getByText(`Signed in as ${DEMO_ADMIN.username}`)).toBeVisible();

    const totals = await dashboardTotals(request);
    expect(totals.totalProducts).toBeGreaterThan(0);
    await expect(
      page.getByRole('link', { name: `Total products: ${totals.totalProducts}` }),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: `Total orders: ${totals.totalOrders}` }),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: `Total users: ${totals.totalUsers}` }),
    ).toBeVisible();

    await sidebar(page).getByRole('link', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/admin/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('admin_access_token'))).toBeNull();
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL('/admin/login');
  });

  test('creates, edits and deletes a promotion', async ({ page, request }) => {
    const code = `TEST${uniqueSuffix().toUpperCase()}`;
    await adminLogin(page);
    const promotions = page.getByRole('region', { name: 'Promotions' });
    await expect(promotions.getByRole('heading', { name: 'Create promotion' })).toBeVisible();
    await expect(promotions.getByLabel('Discount percentage')).toHaveValue('10'); // the spec's default

    await promotions.getByLabel('Code').fill(code);
    await promotions.getByLabel('Discount percentage').fill('15');
    await promotions.getByLabel('Start date').fill(isoDay(-1));
    await promotions.getByLabel('End date').fill(isoDay(30));
    await promotions.getByRole('button', { name: 'Create promo' }).click();
    await expectToast(page, 'Promo created successfully!');
    const table = promotions.getByRole('table', { name: 'Promotions' });
    const row = table.getByRole('row', { name: new RegExp(code) });
    await expect(row).toContainText('15%');
    await expect(row).toContainText('Unlimited');
    await expect(row).toContainText('Active');
    await expect(promotions.getByLabel('Code')).toHaveValue(''); // the form starts over
    expect(await promoCheckStatus(request, code)).toBe(200); // shoppers can use it now

    await row.getByRole('button', { name: `Edit ${code}` }).click();
    await expect(promotions.getByRole('heading', { name: `Edit promotion ${code}` })).toBeVisible();
    await expect(promotions.getByLabel('Code')).toHaveValue(code);
    await expect(promotions.getByLabel('Discount percentage')).toHaveValue('15');
    await promotions.getByLabel('Discount percentage').fill('25');
    await promotions.getByLabel('Usage limit').fill('50');
    await promotions.getByRole('button', { name: 'Update promo' }).click();
    await expectToast(page, 'Promo updated successfully!');
    await expect(row).toContainText('25%');
    await expect(row).toContainText('50');
    await expect(promotions.getByRole('heading', { name: 'Create promotion' })).toBeVisible();

    // Cancelling the confirmation keeps the promo.
    let question = answerNextConfirm(page, false);
    await row.getByRole('button', { name: `Delete ${code}` }).click();
    expect(await question).toBe('Are you sure you want to delete this promo?');
    await expect(row).toBeVisible();

    question = answerNextConfirm(page);
    await row.getByRole('button', { name: `Delete ${code}` }).click();
    expect(await question).toBe('Are you sure you want to delete this promo?');
    await expectToast(page, 'Promo deleted successfully!');
    await expect(row).toHaveCount(0);
    expect(await promoCheckStatus(request, code)).toBe(404);
  });

  test('adds, edits and deletes a product', async ({ page, request }) => {
    const name = `Test Kanga Top ${uniqueSuffix()}`;
    await adminLogin(page);
    await sidebar(page).getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL('/admin/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();

    await page.getByRole('button', { name: 'Add product' }).click();
    let modal = page.getByRole('dialog', { name: 'Add product' });
    await expect(modal).toBeVisible();
    await modal.getByLabel('Name').fill(name);
    await modal
      .getByLabel('Description')
      .fill('Off-shoulder top cut from a bright kanga, with a smocked neckline.');
    await modal.getByLabel('Image URL').fill('/images/products/kanga-off-shoulder-top.svg');
    await modal.getByLabel('Price (KES)').fill('2100.75');
    await modal.getByLabel('Inventory').fill('12');
    await modal.getByLabel('Category').selectOption('Women');
    await modal.getByRole('button', { name: 'Add product' }).click();
    await expectToast(page, 'Product added successfully!');
    // The form stays open on the saved product, for its photos.
    const saved = page.getByRole('dialog', { name: 'Edit product' });
    await expect(saved.getByLabel(/Add photos/)).toBeVisible();
    await saved.getByRole('button', { name: 'Cancel' }).click();
    await expect(saved).toBeHidden();

    await page.getByLabel('Search by name').fill(name);
    const table = page.getByRole('table', { name: 'Products' });
    const row = table.getByRole('row', { name: new RegExp(name) });
    await expect(table.getByRole('row')).toHaveCount(2); // header and our product
    await expect(row).toContainText('Women');
    await expect(row).toContainText('KSh 2,100.75');
    await expect(row).toContainText('12');
    await expect(row.getByRole('img', { name })).toBeVisible();

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    modal = page.getByRole('dialog', { name: 'Edit product' });
    await expect(modal.getByLabel('Name')).toHaveValue(name);
    await expect(modal.getByLabel('Category')).toHaveValue('Women');
    await modal.getByLabel('Price (KES)').fill('1999.99');
    // Saved stock is shown, not edited: it changes by adjustments on the Stock page (decision 026).
    await expect(modal.getByLabel('Inventory')).toHaveAttribute('readonly', '');
    await modal.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Product updated successfully!');
    await expect(modal).toBeHidden();
    await expect(row).toContainText('KSh 1,999.99');
    await expect(row).toContainText('12');

    // The shop shows the change.
    const found = (await (
      await request.get(`/api/products?q=${encodeURIComponent(name)}`)
    ).json()) as { id: number }[];
    expect(found).toHaveLength(1);
    const productId = found[0]?.id ?? 0;
    await page.goto(`/product/${productId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('KSh 1,999.99', { exact: true })).toBeVisible();

    await page.goto('/admin/products');
    await page.getByLabel('Search by name').fill(name);
    let question = answerNextConfirm(page, false);
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    expect(await question).toBe('Are you sure you want to delete this product?');
    await expect(row).toBeVisible();

    question = answerNextConfirm(page);
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    expect(await question).toBe('Are you sure you want to delete this product?');
    await expectToast(page, 'Product deleted successfully!');
    await expect(page.getByText('No products found')).toBeVisible();
    expect((await request.get(`/api/product/${productId}`)).status()).toBe(404);
  });

  test("changes an order's status, which the shopper then sees when tracking it", async ({
    page,
    request,
    browser,
  }) => {
    const shopper = await registerShopper(request);
    const product = await createProduct(request, { price: 990, inventory: 4 });
    const order = await placeOrder(request, shopper, product, 'Mombasa');
    expect(order.status).toBe('Pending');

    await adminLogin(page);
    await sidebar(page).getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL('/admin/orders');
    const status = page.getByRole('combobox', { name: `Status of ${order.order_number}` });
    await expect(status).toHaveValue('Pending');
    await status.selectOption('On Transit');
    await page.getByRole('button', { name: 'Change to On Transit' }).click();
    await expectToast(page, `${order.order_number} is now On Transit`);
    await expect(status).toHaveValue('On Transit');
    await expect(status).toBeEnabled();
    await page.reload();
    await expect(status).toHaveValue('On Transit'); // stored, not only shown

    const mail = await waitForMail(shopper.email, (m) =>
      m.subject.endsWith(`${order.order_number}: On Transit`),
    );
    expect(mail.text).toContain('Current location: In transit to Mombasa');

    // The shopper, in a browser of their own.
    const shopperContext = await browser.newContext();
    try {
      const shopperPage = await shopperContext.newPage();
      await loginViaUi(shopperPage, shopper);
      await shopperPage
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Order Tracking' })
        .click();
      await shopperPage.getByLabel('Order ID').fill(String(order.id));
      await shopperPage.getByRole('button', { name: 'Track & Notify' }).click();
      const tracking = shopperPage.getByRole('region', { name: `Order ${order.order_number}` });
      await expect(tracking.getByRole('definition').first()).toHaveText('On Transit');
      await expect(tracking.getByText('In transit to Mombasa')).toBeVisible();
      await expectToast(shopperPage, 'Notification sent successfully!');
    } finally {
      await shopperContext.close();
    }
  });

  test('resolves a support ticket: the red Resolve button turns into a green Resolved', async ({
    page,
    request,
  }) => {
    const shopper = await registerShopper(request);
    const subject = `Parcel not yet delivered ${uniqueSuffix()}`;
    await createTicket(request, shopper, {
      subject,
      message: 'My order left Nairobi a week ago. Where is it now?',
    });

    await adminLogin(page);
    await sidebar(page).getByRole('link', { name: 'Support' }).click();
    await expect(page).toHaveURL('/admin/support');
    const ticket = page.getByRole('article', { name: subject });
    await expect(
      ticket.getByText('My order left Nairobi a week ago. Where is it now?'),
    ).toBeVisible();
    await expect(ticket.getByText('Open', { exact: true })).toBeVisible();
    const resolve = ticket.getByRole('button', { name: `Resolve: ${subject}` });
    await expect(resolve).toHaveText('Resolve');
    await expect(resolve).toBeEnabled();
    const isRed = (hue: number) => hue < 45 || hue > 340;
    const isGreen = (hue: number) => hue > 120 && hue < 170;
    await expect
      .poll(async () => isRed(await backgroundHue(resolve)), { message: 'Resolve is red' })
      .toBe(true);

    await resolve.click();
    await expectToast(page, 'Ticket status updated');
    const resolved = ticket.getByRole('button', { name: `Resolved: ${subject}` });
    await expect(resolved).toHaveText('Resolved');
    await expect(resolved).toBeDisabled();
    // The colour fades over; poll until it has settled on green.
    await expect
      .poll(async () => isGreen(await backgroundHue(resolved)), { message: 'Resolved is green' })
      .toBe(true);
    await expect(ticket.getByText('Resolved', { exact: true }).first()).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: `Resolved: ${subject}` })).toBeDisabled();
  });

  test('lists users with their roles', async ({ page, request }) => {
    const shopper = await registerShopper(request);
    await adminLogin(page);
    await sidebar(page).getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL('/admin/users');
    const table = page.getByRole('table', { name: 'Users' });
    const shopperRow = table.getByRole('row', {
      name: new RegExp(shopper.email.replace(/[.+]/g, '\\$&')),
    });
    await expect(shopperRow).toContainText(shopper.username);
    await expect(shopperRow.getByRole('cell', { name: 'User', exact: true })).toBeVisible();
    const adminRow = table
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: DEMO_ADMIN.username, exact: true }) });
    await expect(adminRow.getByRole('cell', { name: 'Admin', exact: true })).toBeVisible();
  });

  test("a signed-in shopper's session does not open admin pages", async ({ page, request }) => {
    const shopper = await registerShopper(request);
    await loginViaUi(page, shopper);

    for (const path of [
      '/admin/dashboard',
      '/admin/products',
      '/admin/orders',
      '/admin/users',
      '/admin/support',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL('/admin/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Admin login' })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toHaveCount(0);
    // The shop still knows the shopper.
    await page.goto('/');
    await expect(mainNav(page).getByRole('link', { name: 'Profile' })).toBeVisible();
  });

  test('a shopper and an admin stay signed in side by side in one browser', async ({
    page,
    request,
  }) => {
    const shopper = await registerShopper(request);
    await loginViaUi(page, shopper);
    await adminLogin(page);

    await page.goto('/profile');
    await expect(page.getByRole('main').getByText(shopper.email, { exact: true })).toBeVisible();

    // Logging the admin out leaves the shopper signed in...
    await page.goto('/admin/dashboard');
    await sidebar(page).getByRole('link', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/admin/login');
    await page.goto('/profile');
    await expect(page.getByRole('main').getByText(shopper.email, { exact: true })).toBeVisible();

    // ...and logging the shopper out leaves the admin signed in.
    await adminLogin(page);
    await page.goto('/');
    await mainNav(page).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
});
