import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_ADMIN, type Shopper } from './api';
import { waitForMail } from './mailbox';

/** The toast area (react-toastify names its region after its keyboard shortcut). */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: /^Notifications/ });
}

/** Waits for a toast with exactly this text. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect(toasts(page).getByRole('alert').filter({ hasText: text }).first()).toBeVisible();
}

/**
 * Closes every toast. A pointer resting on one pauses its timer, and a new one may slide in while
 * another closes, so this moves the pointer off and repeats until none is left.
 */
export async function closeToasts(page: Page): Promise<void> {
  const alerts = toasts(page).getByRole('alert');
  await expect(async () => {
    await page.mouse.move(1, (page.viewportSize()?.height ?? 600) - 1);
    for (const button of await toasts(page).getByRole('button', { name: 'close' }).all())
      await button.click({ timeout: 1_000 }).catch(() => undefined); // it may have closed meanwhile
    await expect(alerts).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/** The shop's top bar navigation. */
export function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Logs a shopper in through the login page; the toast comes once the session's user is loaded. */
export async function loginViaUi(page: Page, shopper: Shopper): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, shopper.email, shopper.password);
  await expectToast(page, 'Logged in successfully');
  await expect(page).toHaveURL('/');
  await closeToasts(page);
}

/**
 * Opens the link of the sign-up mail and confirms the address, as a shopper does; until then order mails
 * leave the delivery address out.
 */
export async function verifyEmailViaMail(page: Page, shopper: Shopper): Promise<void> {
  const mail = await waitForMail(shopper.email, (m) =>
    m.subject.includes('Confirm your Mavazi email address'),
  );
  const link = /https?:\/\/\S+\/verify-email\?token=\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error('The sign-up mail has no verification link');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByRole('button', { name: 'Verify my email' }).click();
  // The button gives way to the shop's answer once the address is confirmed.
  await expect(page.getByRole('button', { name: 'Verify my email' })).toHaveCount(0);
}

/** The card of a product on the shop's product list, found by its name. */
export function productCard(page: Page, name: string): Locator {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
}

/**
 * Fills the checkout's Kenyan address and payment method; the first delivery option serving the county
 * (Nairobi: door delivery, KSh 250 under KSh 5,000) is chosen by the page itself.
 */
export async function fillCheckout(
  page: Page,
  address: { county: string; town: string; street: string; payment: string } = {
    county: 'Nairobi',
    town: 'Nairobi CBD',
    street: '12 Moi Avenue',
    payment: 'M-Pesa',
  },
): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.getByLabel('County').selectOption(address.county);
  await form.getByLabel('Town or area').fill(address.town);
  await form.getByLabel('Street and building').fill(address.street);
  const options = form.getByRole('group', { name: 'Delivery option' });
  await expect(options.getByRole('radio', { checked: true })).toBeVisible();
  await form.getByLabel('Payment method').selectOption({ label: address.payment });
  return form;
}

/**
 * The confirmation page after an order: the spec's success text (or, once an M-Pesa prompt already failed, the
 * "saved but not paid yet" one); answers the order number shown.
 */
export async function expectOrderPlaced(page: Page): Promise<string> {
  await expect(page).toHaveURL('/order-confirmation');
  await expect(
    page
      .getByText(
        'Success! Your order has been placed successfully. Check your email for the Order Number.',
      )
      .or(page.getByText(/^Your order is saved but not paid yet/)),
  ).toBeVisible();
  // The first is the order's own number; the Paybill fallback repeats it as the account number.
  const orderNumber =
    (await page
      .getByRole('main')
      .getByText(/^ORD-\d+$/)
      .first()
      .textContent()) ?? '';
  expect(orderNumber).toMatch(/^ORD-\d+$/);
  return orderNumber;
}

/** Signs the demo admin in through the admin login page and waits for the dashboard. */
export async function adminLogin(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin login' })).toBeVisible();
  await page.getByLabel('Username').fill(DEMO_ADMIN.username);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  // The button may read 'Logging in...' for a moment; the dashboard is what counts.
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** The admin area's sidebar navigation. */
export function adminSidebar(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Admin' });
}
