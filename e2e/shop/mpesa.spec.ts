import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createProduct, registerShopper, type ApiProduct } from '../support/api';
import { waitForMail } from '../support/mailbox';
import {
  closeToasts,
  expectOrderPlaced,
  expectToast,
  fillCheckout,
  loginViaUi,
  mainNav,
  productCard,
} from '../support/ui';

/** Puts one product in the cart and places the order with M-Pesa, prompting `phone`. */
async function checkoutWithMpesa(page: Page, product: ApiProduct, phone?: string): Promise<string> {
  await mainNav(page).getByRole('link', { name: 'Shop' }).click();
  await page.getByLabel('Search products').fill(product.name);
  await productCard(page, product.name).getByRole('button', { name: 'Add to Cart' }).click();
  await expectToast(page, 'Product added to cart!');
  await closeToasts(page);
  await page.goto('/checkout');

  const form = await fillCheckout(page);
  const number = form.getByLabel('M-Pesa phone number');
  // Filled from the profile (registered as +254 712 345 678).
  await expect(number).toHaveValue('0712 345 678');
  if (phone) await number.fill(phone);
  await form.getByRole('button', { name: /^Place order/ }).click();

  return expectOrderPlaced(page);
}

test.describe('M-Pesa through the simulator', () => {
  test('pays for an order on the phone and gets the receipt on the page and by mail', async ({
    page,
    request,
  }) => {
    const product = await createProduct(request, { price: 1499.5, inventory: 3 });
    const shopper = await registerShopper(request);
    await loginViaUi(page, shopper);

    const orderNumber = await checkoutWithMpesa(page, product);
    const payment = page.getByRole('region', { name: 'Payment: M-Pesa' });
    await expect(
      payment.getByText('Check your phone to complete the M-Pesa payment'),
    ).toBeVisible();

    // The simulated shopper enters the PIN after MPESA_SIM_DELAY_MS; the page follows the payment.
    await expect(payment.getByText('Paid', { exact: true })).toBeVisible({ timeout: 20_000 });
    const paidText = payment.getByText(/^Paid with M-Pesa, receipt SIM[A-Z0-9]{7}$/);
    const receipt = ((await paidText.textContent()) ?? '').split(' ').at(-1) ?? '';
    await expect(payment.getByText(receipt, { exact: true })).toBeVisible();
    await expect(payment.getByRole('button', { name: 'Pay again' })).toHaveCount(0);

    const mail = await waitForMail(shopper.email, (m) => m.subject.endsWith('payment received'));
    expect(mail.subject).toContain(orderNumber);
    expect(mail.text).toContain(`M-Pesa receipt: ${receipt}`);
    expect(mail.text).toContain('KSh 1,750'); // 1499.50 + 250 Nairobi delivery, in whole shillings

    await page.getByRole('main').getByRole('link', { name: 'My Orders' }).click();
    const card = page.getByRole('article', { name: `Order ${orderNumber}` });
    await expect(card.getByText('M-Pesa · Paid')).toBeVisible();
    await expect(card.getByText(receipt, { exact: true })).toBeVisible();
  });

  test('is cancelled on the phone (…0001), then paid again from another number', async ({
    page,
    request,
  }) => {
    const product = await createProduct(request, { price: 750, inventory: 3 });
    const shopper = await registerShopper(request);
    await loginViaUi(page, shopper);

    const orderNumber = await checkoutWithMpesa(page, product, '0712 340 001');
    const payment = page.getByRole('region', { name: 'Payment: M-Pesa' });
    await expect(payment.getByText('The payment was cancelled on the phone')).toBeVisible({
      timeout: 20_000,
    });
    await expect(payment.getByText('Failed', { exact: true })).toBeVisible();
    // A reload keeps the payment's state, its headline and "Pay again", read from the server.
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Payment cancelled on your phone' }),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Success! Your order has been placed successfully. Check your email for the Order Number.',
      ),
    ).toHaveCount(0);
    await expect(payment.getByText('No prompt on your phone? Pay by Paybill')).toBeVisible();

    const number = payment.getByLabel('M-Pesa phone number');
    await number.fill('0722 000 111');
    await payment.getByRole('button', { name: 'Pay again' }).click();
    await expect(
      payment.getByText('Check your phone to complete the M-Pesa payment'),
    ).toBeVisible();
    await expect(payment.getByText('Paid', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(payment.getByText(/^Paid with M-Pesa, receipt SIM[A-Z0-9]{7}$/)).toBeVisible();

    // The order is paid everywhere the shopper looks.
    await page.goto('/order-tracking');
    await page.getByLabel('Order ID').fill(orderNumber);
    await page.getByRole('button', { name: 'Track & Notify' }).click();
    const tracked = page.getByRole('region', { name: 'Payment: M-Pesa' });
    await expect(tracked.getByText('Paid', { exact: true })).toBeVisible();
  });
});
