import { expect, test } from '../support/test';
import { createProduct, placeOrder, registerShopper, uniqueSuffix } from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { waitForMail } from '../support/mailbox';
import { adminLogin, adminSidebar, expectToast } from '../support/ui';

test.describe('staff roles', () => {
  // Two browsers (owner and packer), the mailbox and an order.
  test.describe.configure({ timeout: 120_000 });

  test('the owner invites a packer, who accepts from the mail, sees only Orders, ships an order and cannot open Products', async ({
    page,
    browser,
    request,
  }) => {
    const shopper = await registerShopper(request);
    const product = await createProduct(request, { price: 900, inventory: 4 });
    const order = await placeOrder(request, shopper, product, 'Nakuru');

    // The owner (the demo admin) invites a packer from the Staff page.
    await adminLogin(page);
    await adminSidebar(page).getByRole('link', { name: 'Staff' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    const username = `packer${uniqueSuffix()}`.slice(0, 28);
    const email = `${username}@example.com`;
    const invite = page.getByRole('region', { name: 'Invite a staff member' });
    await invite.getByLabel('Username').fill(username);
    await invite.getByLabel('Email').fill(email);
    await invite.getByLabel('Role').selectOption('fulfilment');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expectToast(page, `Invitation sent to ${email}`);
    await expect(page.getByRole('table', { name: 'Staff' })).toContainText(username);
    await expectNoAxeViolations(page, 'staff page');

    // The packer opens the mailed link in a browser of their own and chooses a password.
    const mail = await waitForMail(email, (m) => m.text.includes('/admin/accept-invite?token='));
    const link = /(https?:\/\/\S+\/admin\/accept-invite\?token=[A-Za-z0-9_-]+)/.exec(
      mail.text,
    )?.[1];
    expect(link).toBeTruthy();
    const packerContext = await browser.newContext();
    const packer = await packerContext.newPage();
    await packer.goto(link ?? '');
    await expect(packer.getByRole('heading', { name: 'Join the Mavazi team' })).toBeVisible();
    await expectNoAxeViolations(packer, 'accept-invite page');
    await packer.getByLabel('Password', { exact: true }).fill('packer-password-1');
    await packer.getByLabel('Confirm password').fill('packer-password-1');
    await packer.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(packer).toHaveURL('/admin/dashboard');
    await expect(packer.getByRole('heading', { name: 'Orders to pack and ship' })).toBeVisible();

    // Only the fulfilment pages are in the menu.
    const menu = adminSidebar(packer);
    await expect(menu.getByRole('link', { name: 'Orders' })).toBeVisible();
    for (const name of ['Products', 'Delivery', 'Staff', 'Audit'])
      await expect(menu.getByRole('link', { name })).toHaveCount(0);

    // The packer ships the order.
    await menu.getByRole('link', { name: 'Orders' }).click();
    await packer.getByRole('searchbox', { name: 'Search orders' }).fill(order.order_number);
    await packer.getByRole('button', { name: 'Search', exact: true }).click();
    const row = packer
      .getByRole('table', { name: 'Orders' })
      .getByRole('row')
      .filter({ hasText: order.order_number });
    await row
      .getByRole('combobox', { name: `Status of ${order.order_number}` })
      .selectOption('On Transit');
    await packer.getByRole('button', { name: 'Change to On Transit' }).click();
    await expectToast(packer, `${order.order_number} is now On Transit`);

    // Products is not the packer's page, even by its address.
    await packer.goto('/admin/products');
    await expect(packer.getByText('You do not have access to this page')).toBeVisible();
    await packerContext.close();

    // The owner sees who did it in the audit log.
    await adminSidebar(page).getByRole('link', { name: 'Audit' }).click();
    await expect(page.getByRole('table', { name: 'Audit log' })).toContainText('order.status');
    await expect(page.getByRole('table', { name: 'Audit log' })).toContainText(username);
  });
});
