import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createProduct, registerShopper } from '../support/api';
import { closeToasts, expectToast, loginViaUi, productCard } from '../support/ui';

/** The header's menu, named in Kiswahili once the shop is. */
const swNav = (page: Page) => page.getByRole('navigation', { name: 'Menyu kuu' });

// Issue 28: a shopper reads the shop in Kiswahili, it stays so after a reload, and checkout works in it.
test('a shopper switches to Kiswahili in the header, shops and pays with M-Pesa in Kiswahili', async ({
  page,
  request,
}) => {
  // It walks through the whole shop: shopping, paying, My Orders, the order page and an info page.
  test.slow();
  const product = await createProduct(request, { price: 1200, inventory: 3 });
  const shopper = await registerShopper(request);
  await loginViaUi(page, shopper);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('banner').getByLabel('Language').selectOption('sw');
  await expect(swNav(page).getByRole('link', { name: 'Duka', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('banner').getByLabel('Lugha')).toHaveValue('sw');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(swNav(page).getByRole('link', { name: 'Duka', exact: true })).toBeVisible();

  await swNav(page).getByRole('link', { name: 'Duka', exact: true }).click();
  await page.getByLabel('Tafuta bidhaa').fill(product.name);
  await productCard(page, product.name)
    .getByRole('button', { name: 'Ongeza kwenye kikapu' })
    .click();
  await expectToast(page, 'Bidhaa imeongezwa kwenye kikapu!');
  await closeToasts(page);

  await swNav(page).getByRole('link', { name: 'Kikapu, bidhaa 1' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kikapu chako' })).toBeVisible();
  await page.getByRole('link', { name: 'Endelea kulipa' }).click();

  const form = page.getByRole('form', { name: 'Kamilisha oda' });
  await form.getByLabel('Kaunti').selectOption('Nairobi');
  await form.getByLabel('Mji au eneo').fill('Nairobi CBD');
  await form.getByLabel('Barabara na jengo').fill('12 Moi Avenue');
  const options = form.getByRole('group', { name: 'Njia ya kufikishiwa' });
  await expect(options.getByRole('radio', { checked: true })).toBeVisible();
  await form.getByLabel('Njia ya kulipa').selectOption('mpesa');
  await expect(form.getByLabel('Namba ya simu ya M-Pesa')).toHaveValue('0712 345 678');
  await form.getByRole('button', { name: /^Agiza · Lipa / }).click();

  await expect(page).toHaveURL('/order-confirmation');
  const payment = page.getByRole('region', { name: 'Malipo: M-Pesa' });
  await expect(payment).toBeVisible();
  // The simulated shopper enters the PIN; the page follows the payment in Kiswahili.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Oda imewekwa na kulipwa' }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByText('Hongera! Oda yako imewekwa. Angalia barua pepe yako upate namba ya oda.'),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Oda zangu' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');

  // My Orders, the order's own page and an info page read in Kiswahili too, also after a reload.
  await page.getByRole('main').getByRole('link', { name: 'Oda zangu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Oda zangu' })).toBeVisible();
  await expect(page.getByText('Oda 1', { exact: true })).toBeVisible();
  const card = page.getByRole('article', { name: /^Oda ORD-\d+$/ });
  await expect(card.getByText('M-Pesa · Imelipwa')).toBeVisible();
  await expect(card.getByText('Jumla ya kulipa')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Oda zangu' })).toBeVisible();

  await card.getByRole('link', { name: /^Fuatilia oda ORD-\d+$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fuatilia oda yako' })).toBeVisible();
  const tracked = page.getByRole('region', { name: /^Oda ORD-\d+$/ });
  await expect(tracked.getByText('Mahali ilipo sasa')).toBeVisible();
  await expect(tracked.getByRole('list', { name: /^Bidhaa za oda ORD-\d+$/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Fuatilia oda yako' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Oda ORD-\d+$/ })).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Usafirishaji' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Usafirishaji' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Njia, gharama na muda' }),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Jinsi inavyofanya kazi' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Usafirishaji · Mavazi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
});
