import { expect, test } from '../support/test';
import { createProduct, newShopper, registerShopper } from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { waitForSms } from '../support/sms';
import {
  adminLogin,
  adminSidebar,
  closeToasts,
  expectOrderPlaced,
  expectToast,
  fillCheckout,
  loginViaUi,
  mainNav,
  productCard,
} from '../support/ui';

/** A Kenyan mobile no other journey uses (ending in 5: no simulator test outcome). */
function uniqueMobile(): { typed: string; normalized: string } {
  const digits = String(Date.now() % 10_000_000).padStart(7, '0');
  return { typed: `07${digits}5`, normalized: `2547${digits}5` };
}

test.describe('Order texts by SMS', () => {
  test('a shopper with SMS chosen places an order; the text reaches the phone and the admin SMS page', async ({
    page,
    request,
  }) => {
    const product = await createProduct(request, { price: 1200, inventory: 3 });
    const mobile = uniqueMobile();
    const shopper = await registerShopper(request, {
      ...newShopper('sms'),
      phone: mobile.typed,
    });
    await loginViaUi(page, shopper);

    // A Kenyan mobile gets both by default; the profile shows the choice.
    await page.goto('/profile');
    const updates = page.getByRole('group', { name: 'Order updates' });
    await expect(updates.getByRole('checkbox', { name: 'By SMS (text message)' })).toBeChecked();
    await expect(updates.getByRole('checkbox', { name: 'By email' })).toBeChecked();

    await mainNav(page).getByRole('link', { name: 'Shop' }).click();
    await page.getByLabel('Search products').fill(product.name);
    await productCard(page, product.name).getByRole('button', { name: 'Add to Cart' }).click();
    await expectToast(page, 'Product added to cart!');
    await closeToasts(page);
    await page.goto('/checkout');
    const form = await fillCheckout(page);
    await form.getByRole('button', { name: /^Place order/ }).click();
    const orderNumber = await expectOrderPlaced(page);

    const text = await waitForSms(mobile.normalized, (s) => s.message.includes(orderNumber));
    expect(text.message).toMatch(
      new RegExp(`^Mavazi: Thank you! Order ${orderNumber} received\\. Total KSh 1,450\\.`),
    );

    await adminLogin(page);
    await adminSidebar(page).getByRole('link', { name: 'SMS' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'SMS' })).toBeVisible();
    const row = page
      .getByRole('table', { name: 'Texts' })
      .getByRole('row')
      .filter({ hasText: `Order ${orderNumber} received` });
    await expect(row).toContainText(`+${mobile.normalized}`);
    await expect(row).toContainText('KES 0.8000');
    // The simulator's delivery report arrives shortly after the text.
    await expect(async () => {
      await page.reload();
      await expect(row.getByText('Delivered', { exact: true })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expectNoAxeViolations(page, 'admin SMS page');
  });
});
