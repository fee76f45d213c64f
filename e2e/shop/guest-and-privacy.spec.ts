import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { createProduct, newShopper, registerShopper } from '../support/api';
import { waitForMail } from '../support/mailbox';
import {
  closeToasts,
  expectToast,
  fillCheckout,
  fillLogin,
  loginViaUi,
  mainNav,
  productCard,
  verifyEmailViaMail,
} from '../support/ui';

test.describe('guests and privacy', () => {
  // Long journeys: a payment, several mails and pages each.
  test.slow();

  test('a guest buys and pays, opens the mailed link, then registers, verifies and finds the order', async ({
    page,
    request,
  }) => {
    const product = await createProduct(request, { price: 1200, inventory: 4 });
    const guest = newShopper('guest');

    await page.goto('/products');
    await page.getByLabel('Search products').fill(product.name);
    await productCard(page, product.name).getByRole('button', { name: 'Add to Cart' }).click();
    await expectToast(page, 'Product added to cart!');
    await closeToasts(page);
    await page.goto('/checkout');

    await page.getByRole('button', { name: 'Continue as guest' }).click();
    const form = page.getByRole('form', { name: 'Checkout' });
    await form.getByLabel('Full name').fill('Achieng Otieno');
    await form.getByLabel('Email', { exact: true }).fill(guest.email);
    await form.getByLabel('Mobile number').fill('0712 345 678');
    await fillCheckout(page);
    await form.getByLabel('Delivery phone').fill('0712 345 678');
    await form.getByLabel('M-Pesa phone number').fill('0712 345 678');
    // A reload keeps what was typed (sessionStorage), the guest choice included.
    await page.reload();
    await expect(form.getByLabel('Full name')).toHaveValue('Achieng Otieno');
    await expect(form.getByLabel('Town or area')).toHaveValue('Nairobi CBD');
    // 1,200 + 250 Nairobi door delivery.
    await form.getByRole('button', { name: 'Place order · Pay KSh 1,450' }).click();

    await expect(page).toHaveURL(/\/orders\/lookup\?number=ORD-\d+&token=/);
    await expect(page.getByText('Thank you! Your order has been placed.')).toBeVisible();
    const orderHeading = page.getByRole('heading', { level: 2, name: /^Order ORD-\d+$/ });
    const orderNumber = ((await orderHeading.textContent()) ?? '').replace('Order ', '');
    const payment = page.getByRole('region', { name: 'Payment: M-Pesa' });
    // The simulated phone accepts the prompt; the page follows the payment.
    await expect(payment.getByText('Paid', { exact: true })).toBeVisible({ timeout: 20_000 });

    const mail = await waitForMail(guest.email, (m) => m.text.includes('/orders/lookup?'));
    const link = /https?:\/\/\S+\/orders\/lookup\?\S+/.exec(mail.text)?.[0];
    if (!link) throw new Error('The order mail has no private link');
    // Opened later, from the mail (not the page checkout left, which still holds "just placed").
    await page.goto('/');
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: `Order ${orderNumber}` }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Payment: M-Pesa' }).getByText('Paid', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Download invoice of order/ })).toBeVisible();

    // A wrong token opens nothing, and says so.
    await page.goto(`/orders/lookup?number=${orderNumber}&token=not-the-token`);
    await expect(
      page.getByRole('alert').getByText('This link does not open an order'),
    ).toBeVisible();

    // Later the guest signs up with the same address, confirms it and finds the order.
    await page.goto('/register');
    await page.getByLabel('Full name').fill('Achieng Otieno');
    await page.getByLabel('Username (optional)').fill(guest.username);
    await page.getByLabel('Email', { exact: true }).fill(guest.email);
    await page.getByLabel('Phone', { exact: true }).fill(guest.phone);
    await page.getByLabel('Password', { exact: true }).fill(guest.password);
    await page.getByLabel('Confirm password').fill(guest.password);
    await page.getByRole('button', { name: 'Register' }).click();
    await expectToast(page, 'Welcome to Mavazi! Check your email to confirm your address.');
    await expect(page).toHaveURL('/');
    await expect(mainNav(page).getByRole('link', { name: 'Profile' })).toBeVisible();
    await closeToasts(page);

    await verifyEmailViaMail(page, guest);
    await page.goto('/my-orders');
    const card = page.getByRole('article', { name: `Order ${orderNumber}` });
    await expect(card).toBeVisible();
    await expect(card.getByText('M-Pesa · Paid')).toBeVisible();
  });

  test('a shopper downloads their data, then deletes the account', async ({ page, request }) => {
    const shopper = await registerShopper(request);
    await loginViaUi(page, shopper);
    await page.goto('/profile');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^mavazi-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = await download.path();
    const data = JSON.parse(await readFile(file, 'utf8')) as {
      profile: { email: string; username: string };
      orders: unknown[];
    };
    expect(data.profile.email).toBe(shopper.email);
    expect(Array.isArray(data.orders)).toBe(true);
    await expectToast(page, 'Your data has been downloaded');
    await closeToasts(page);

    await page.getByRole('button', { name: 'Delete my account…' }).click();
    const section = page.getByRole('region', { name: 'Delete my account' });
    await expect(section.getByText(/Kenyan tax law/)).toBeVisible();
    await section.getByLabel('Your password').fill('not-my-password');
    await section.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(section.getByLabel('Your password')).toHaveAttribute('aria-invalid', 'true');
    await closeToasts(page);

    await section.getByLabel('Your password').fill(shopper.password);
    await section.getByRole('button', { name: 'Delete my account for good' }).click();
    await expectToast(page, 'Your account has been deleted');
    // Signed out: the shop's home or the sign-in page.
    await expect(page).toHaveURL(/\/(login)?$/);
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
    const goodbye = await waitForMail(shopper.email, (m) => /deleted/i.test(m.subject));
    expect(goodbye.subject).toContain('deleted');

    // The account no longer signs in.
    await page.goto('/login');
    await fillLogin(page, shopper.email, shopper.password);
    await expectToast(page, /^Login failed: /);
  });
});
