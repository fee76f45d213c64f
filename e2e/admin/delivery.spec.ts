import { expect, test } from '../support/test';
import { createProduct, registerShopper, uniqueSuffix } from '../support/api';
import { adminLogin, adminSidebar, expectToast, loginViaUi } from '../support/ui';

test.describe('admin delivery options', () => {
  test('adds an option for one county, and shoppers of that county are offered it', async ({
    page,
    browser,
    request,
  }) => {
    const name = `Boda boda in Lamu ${uniqueSuffix()}`;
    await adminLogin(page);
    await adminSidebar(page).getByRole('link', { name: 'Delivery' }).click();
    await expect(page).toHaveURL('/admin/delivery');
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery options' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Delivery options' });
    // The demo options are there.
    await expect(table.getByRole('row', { name: /Door delivery in Nairobi/ })).toContainText(
      'KSh 250',
    );

    const form = page.getByRole('form', { name: 'Add a delivery option' });
    await form.getByRole('button', { name: 'Add option' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(
      form.getByText('Choose the counties this option serves, or every county'),
    ).toBeVisible();

    await form.getByLabel('Name').fill(name);
    await form.getByRole('group', { name: 'Counties served' }).getByLabel('Lamu').check();
    await form.getByLabel('Fee (KES)').fill('350');
    await form.getByLabel('Free from (KES, optional)').fill('3000');
    await form.getByLabel('Fastest (days)').fill('1');
    await form.getByLabel('Slowest (days)').fill('2');
    await form.getByRole('button', { name: 'Add option' }).click();
    await expectToast(page, 'Delivery option added');
    const row = table.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Lamu');
    await expect(row).toContainText('KSh 350');
    await expect(row).toContainText('KSh 3,000');
    await expect(row).toContainText('1–2 days');
    await expect(row).toContainText('Active');
    await expect(form.getByLabel('Name')).toHaveValue('');

    // A shopper in Lamu now has it to choose, with its fee.
    const product = await createProduct(request, { price: 1000, inventory: 3 });
    const shopper = await registerShopper(request);
    const shop = await browser.newPage();
    await loginViaUi(shop, shopper);
    await shop.goto(`/product/${product.id}`);
    await shop.getByRole('button', { name: 'Add to Cart' }).first().click();
    await shop.goto('/checkout');
    await shop.getByLabel('County').selectOption('Lamu');
    const options = shop.getByRole('group', { name: 'Delivery option' });
    const offered = options.locator('label').filter({ hasText: name });
    await expect(offered).toContainText('KSh 350');
    await expect(offered).toContainText('free from KSh 3,000');

    // Deactivated, it is no longer offered.
    await row.getByRole('button', { name: `Deactivate ${name}` }).click();
    await expectToast(page, 'Delivery option deactivated');
    await expect(row).toContainText('Inactive');
    await shop.reload();
    await shop.getByLabel('County').selectOption('Lamu');
    await expect(options.getByRole('radio', { name: /Door delivery across Kenya/ })).toBeVisible();
    await expect(options.locator('label').filter({ hasText: name })).toHaveCount(0);
    await shop.close();
  });

  test('fits a phone screen: the lists scroll inside their box, not the page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await adminLogin(page);
    for (const path of ['/admin/dashboard', '/admin/delivery']) {
      await page.goto(path);
      await expect(page.getByRole('table').first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
