import { expect, test } from '../support/test';
import { registerShopper, uniqueSuffix } from '../support/api';
import { waitForMail } from '../support/mailbox';
import { closeToasts, expectToast, fillLogin, loginViaUi } from '../support/ui';

test('an email change needs the current password, and the old address takes the account back', async ({
  page,
  browser,
  request,
}) => {
  const shopper = await registerShopper(request);
  const intruderEmail = `taken.${uniqueSuffix()}@mavazi.test`;

  // Someone holding the shopper's session (and password) moves the account to their own address.
  await loginViaUi(page, shopper);
  await page.goto('/profile');
  const details = page.getByRole('form', { name: 'Update your details' });
  await details.getByLabel('Email', { exact: true }).fill(intruderEmail);
  await details.getByRole('button', { name: 'Update Profile' }).click();
  await expect(details.getByText('Enter your current password to change your email')).toBeVisible();
  await details.getByLabel('Current password').fill(shopper.password);
  await details.getByRole('button', { name: 'Update Profile' }).click();
  await expectToast(page, 'Profile updated successfully');

  // The owner reads the mail at the old address and opens the link in a browser of their own.
  const mail = await waitForMail(
    shopper.email,
    (m) => m.subject === 'Your Mavazi email address was changed',
  );
  expect(mail.text).toContain(intruderEmail);
  const link = mail.text.match(/https?:\/\/\S+\/account\/undo-email\/[A-Za-z0-9_-]+/)?.[0];
  expect(link, `an undo link in:\n${mail.text}`).toBeDefined();
  const owner = await browser.newPage();
  await owner.goto(new URL(link ?? '').pathname);
  await owner.getByRole('button', { name: 'Put my old email back' }).click();
  await expect(owner.getByText('Your email address is back.')).toBeVisible();
  const newPassword = `Back-${shopper.password}`;
  await owner.getByLabel('New password', { exact: true }).fill(newPassword);
  await owner.getByLabel('Confirm new password').fill(newPassword);
  await owner.getByRole('button', { name: 'Reset Password' }).click();
  await expectToast(owner, 'Password has been reset successfully');
  await expect(owner).toHaveURL('/login');

  // The intruder's session is over; the owner signs in with the old address and the new password.
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await closeToasts(owner);
  await fillLogin(owner, shopper.email, newPassword);
  await expectToast(owner, 'Logged in successfully');
  await owner.close();
});

test('a shopper changes the password on the profile and stays signed in', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request);
  const newPassword = `Changed-${shopper.password}`;
  await loginViaUi(page, shopper);
  await page.goto('/profile');

  const form = page.getByRole('form', { name: 'Change your password' });
  await form.getByLabel('Current password').fill('not-the-password');
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirm new password').fill(newPassword);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByText('Current password is incorrect')).toBeVisible();

  await form.getByLabel('Current password').fill(shopper.password);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expectToast(page, 'Password changed successfully');
  const mail = await waitForMail(
    shopper.email,
    (m) => m.subject === 'Your Mavazi password was changed',
  );
  expect(mail.text).toContain('/password-reset-request');

  // The session goes on with the new token, across a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await closeToasts(page);
  await page.goto('/login');
  await fillLogin(page, shopper.email, shopper.password);
  await expectToast(page, 'Login failed: Invalid email or password');
  await closeToasts(page);
  await fillLogin(page, shopper.email, newPassword);
  await expectToast(page, 'Logged in successfully');
});
