import { expect, test } from '../support/test';
import { registerShopper } from '../support/api';
import { waitForMail } from '../support/mailbox';
import { closeToasts, expectToast, fillLogin, mainNav } from '../support/ui';

test('password reset through the mailed link: new password works, the old one no longer does', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request);
  const newPassword = `Fresh-${shopper.password}`;

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL('/password-reset-request');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expectToast(page, 'If that email is registered, a reset link has been sent');

  const mail = await waitForMail(shopper.email, (m) => m.subject === 'Reset your Mavazi password');
  const link = mail.text.match(/https?:\/\/\S+\/password-reset\/[A-Za-z0-9_-]+/)?.[0];
  expect(link, `a reset link in:\n${mail.text}`).toBeDefined();
  const linkUrl = new URL(link ?? '');
  expect(linkUrl.origin).toBe(new URL(page.url()).origin);

  await page.goto(link ?? '');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(`${newPassword}!`);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expectToast(page, 'Passwords do not match.');
  await expect(page).toHaveURL(linkUrl.pathname);

  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expectToast(page, 'Password has been reset successfully');
  await expect(page).toHaveURL('/login');

  // The link works once.
  await closeToasts(page);
  await page.goto(link ?? '');
  await page.getByLabel('New password', { exact: true }).fill(`Again-${newPassword}`);
  await page.getByLabel('Confirm new password').fill(`Again-${newPassword}`);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expectToast(page, 'Invalid or expired reset link');

  await closeToasts(page);
  await page.goto('/login');
  await fillLogin(page, shopper.email, shopper.password);
  await expectToast(page, 'Login failed: Invalid email or password');
  await expect(page).toHaveURL('/login');

  await closeToasts(page);
  await fillLogin(page, shopper.email, newPassword);
  await expectToast(page, 'Logged in successfully');
  await expect(page).toHaveURL('/');
  await expect(mainNav(page).getByRole('link', { name: 'Profile' })).toBeVisible();
});
