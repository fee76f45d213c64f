import { expect, type Locator, type Page } from '@playwright/test';
import type { Shopper } from './api';

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

/** The card of a product on the shop's product list, found by its name. */
export function productCard(page: Page, name: string): Locator {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
}

/** Fills the checkout's shipping fields and payment method; returns the checkout form. */
export async function fillCheckout(
  page: Page,
  shipping: { address: string; city: string; payment: string } = {
    address: '12 Moi Avenue',
    city: 'Nairobi',
    payment: 'M-Pesa',
  },
): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.getByLabel('Address').fill(shipping.address);
  await form.getByLabel('City').fill(shipping.city);
  await form.getByLabel('State').fill(`${shipping.city} County`);
  await form.getByLabel('Zip').fill('00100');
  await form.getByLabel('Payment method').selectOption({ label: shipping.payment });
  return form;
}
