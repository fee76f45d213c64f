import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import {
  createProduct,
  placeOrder,
  registerShopper,
  uniqueSuffix,
  waitUntilPaid,
} from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { waitForMail } from '../support/mailbox';
import { adminLogin, adminSidebar, closeToasts, expectToast, loginViaUi } from '../support/ui';

/**
 * axe on a shopper page's own content: the shop's frame (navbar, footer) is checked by the shopper
 * pages' suite.
 */
async function expectNoAxeViolationsInMain(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe violations on ${label}`,
  ).toEqual([]);
}

function orderRows(page: Page) {
  return page.getByRole('table', { name: 'Orders' }).getByRole('row');
}

test.describe('staff pages', () => {
  // Each journey crosses several pages, two browsers and the mailbox.
  test.describe.configure({ timeout: 120_000 });
  test('filters and searches orders, and asks before changing a status', async ({
    page,
    request,
  }) => {
    const shopper = await registerShopper(request);
    const product = await createProduct(request, { price: 1200, inventory: 5 });
    const first = await placeOrder(request, shopper, product, 'Kisumu');
    const second = await placeOrder(request, shopper, product, 'Kisumu');
    // A payment arriving after the cancel below would reopen the order.
    await waitUntilPaid(request, shopper, first.id);

    await adminLogin(page);
    await adminSidebar(page).getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(shopper.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(orderRows(page)).toHaveCount(3); // the header and both orders
    const row = orderRows(page).filter({ hasText: first.order_number });
    await expect(row).toContainText(shopper.username);
    await expect(row).toContainText('7 Nyerere Road');

    // Only the allowed next statuses are offered, and nothing changes without a yes.
    const status = row.getByRole('combobox', { name: `Status of ${first.order_number}` });
    await expect(status.getByRole('option')).toHaveText([
      'Pending',
      'Confirmed',
      'On Transit',
      'Cancelled',
    ]);
    await status.selectOption('Cancelled');
    const dialog = page.getByRole('dialog', { name: `Change ${first.order_number} to Cancelled?` });
    await expect(dialog).toContainText(`${shopper.email}) will be emailed`);
    await dialog.getByRole('button', { name: 'Keep Pending' }).click();
    await expect(dialog).toBeHidden();
    await expect(status).toHaveValue('Pending');

    await status.selectOption('Cancelled');
    await page.getByRole('button', { name: 'Change to Cancelled' }).click();
    await expectToast(page, `${first.order_number} is now Cancelled`);
    await waitForMail(shopper.email, (m) => m.subject.endsWith(`${first.order_number}: Cancelled`));

    // Filters combine with the search and survive a reload (they live in the address).
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('Cancelled');
    await expect(orderRows(page)).toHaveCount(2);
    await expect(orderRows(page).nth(1)).toContainText(first.order_number);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue(
      'Cancelled',
    );
    await expect(orderRows(page)).toHaveCount(2);
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('Pending');
    await expect(orderRows(page).nth(1)).toContainText(second.order_number);
    // The simulator pays e2e orders; none of them is refunded.
    await page
      .getByRole('combobox', { name: 'Payment status', exact: true })
      .selectOption('Refunded');
    await expect(page.getByText('No orders match these filters')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL('/admin/orders');

    // The packing slip opens in a tab of its own.
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(second.order_number);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const [slip] = await Promise.all([
      page.waitForEvent('popup'),
      page
        .getByRole('link', { name: `Packing slip of ${second.order_number} (opens in a new tab)` })
        .click(),
    ]);
    await expect(slip.getByRole('heading', { name: 'Packing slip' })).toBeVisible();
    await expect(slip.getByText(second.order_number)).toBeVisible();
    await expect(slip.getByRole('table', { name: 'Items to pack' })).toContainText(product.name);
    await expectNoAxeViolations(slip, 'packing slip');
  });

  test('a support conversation both ways, by page and by mail', async ({
    page,
    request,
    browser,
  }) => {
    const shopper = await registerShopper(request);
    const product = await createProduct(request, { price: 800, inventory: 3 });
    const order = await placeOrder(request, shopper, product);
    const subject = `Wrong colour ${uniqueSuffix()}`;

    await loginViaUi(page, shopper);
    await page.goto('/support');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('About an order (optional)').selectOption({
      label: `${order.order_number} · Pending`,
    });
    await page.getByLabel('Message').fill('I asked for blue and got green.');
    await page.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expectToast(page, 'Inquiry submitted successfully!');
    await closeToasts(page);
    await expectNoAxeViolationsInMain(page, 'support page');

    const staff = await browser.newContext();
    try {
      const admin = await staff.newPage();
      await adminLogin(admin);
      await adminSidebar(admin).getByRole('link', { name: 'Support' }).click();
      const card = admin.getByRole('article', { name: subject });
      await expect(card).toContainText(shopper.email);
      await expect(card).toContainText(order.order_number);
      await card.getByRole('link', { name: `Conversation: ${subject}` }).click();
      await expect(admin.getByRole('complementary', { name: 'Ticket details' })).toContainText(
        shopper.email,
      );
      await expectNoAxeViolations(admin, 'admin ticket page');
      await admin.getByLabel(/Your reply/).fill('Sorry! A blue one leaves today.');
      await admin.getByRole('button', { name: 'Send reply' }).click();
      await expectToast(admin, 'Reply sent');

      const mail = await waitForMail(shopper.email, (m) =>
        m.text.includes('Sorry! A blue one leaves today.'),
      );
      const link = /https?:\/\/\S+\/support\/tickets\/\d+/.exec(mail.text)?.[0];
      expect(link).toBeTruthy();

      // The shopper follows the mail's link and answers.
      await page.goto(new URL(link ?? '').pathname);
      await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
      const conversation = page.getByRole('list', { name: 'Conversation' });
      await expect(conversation).toContainText('Sorry! A blue one leaves today.');
      await page.getByLabel(/Your reply/).fill('Thank you!');
      await page.getByRole('button', { name: 'Send reply' }).click();
      await expect(conversation).toContainText('Thank you!');
      await expectNoAxeViolationsInMain(page, 'shopper ticket page');

      await admin.reload();
      await expect(admin.getByRole('list', { name: 'Conversation' })).toContainText('Thank you!');
      await admin.getByRole('button', { name: `Resolve: ${subject}` }).click();
      await expectToast(admin, 'Ticket status updated');
      await waitForMail(shopper.email, (m) => m.subject.includes('resolved'));
    } finally {
      await staff.close();
    }
  });

  test('every admin page passes axe', async ({ page, request }) => {
    // Eight pages through axe: 25 s each on a busy two-core machine, as the shopper pages have.
    test.setTimeout(25_000 * 10);
    const shopper = await registerShopper(request);
    const product = await createProduct(request, { price: 500, inventory: 2 });
    await placeOrder(request, shopper, product);

    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin login' })).toBeVisible();
    await expectNoAxeViolations(page, '/admin/login');
    await adminLogin(page);
    await closeToasts(page);
    const pages: Array<[string, string]> = [
      ['/admin/dashboard', 'Dashboard'],
      ['/admin/products', 'Products'],
      ['/admin/users', 'Users'],
      ['/admin/orders', 'Orders'],
      ['/admin/delivery', 'Delivery'],
      ['/admin/support', 'Support'],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText('Loading...')).toHaveCount(0);
      await expectNoAxeViolations(page, path);
    }
    // The status confirmation dialog too.
    await page.goto('/admin/orders');
    await page
      .getByRole('combobox', { name: /^Status of / })
      .first()
      .selectOption({ index: 1 });
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page, 'status change dialog');
  });
});
