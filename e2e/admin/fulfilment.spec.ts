import { expect, test } from '../support/test';
import {
  adminToken,
  createProduct,
  placeOrder,
  registerShopper,
  uniqueSuffix,
} from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { waitForMail } from '../support/mailbox';
import { adminSidebar, expectToast, loginViaUi } from '../support/ui';

test.describe('fulfilment tools', () => {
  // A staff invitation by mail, the packer's browser and the shopper's.
  test.describe.configure({ timeout: 120_000 });

  test('a packer opens a pay-on-delivery order, ships it with a tracking number, marks it paid in cash; the shopper sees the tracking number', async ({
    page,
    browser,
    request,
  }) => {
    const shopper = await registerShopper(request);
    const product = await createProduct(request, { price: 1200, inventory: 3 });
    const order = await placeOrder(request, shopper, product, 'Nakuru', 'cash_on_delivery');

    // The owner invites a fulfilment member through the API; they accept from the mailed link.
    const owner = await adminToken(request);
    const username = `rider${uniqueSuffix()}`.slice(0, 28);
    const email = `${username}@example.com`;
    const invited = await request.post('/api/admin/staff', {
      headers: { Authorization: `Bearer ${owner}` },
      data: { username, email, role: 'fulfilment' },
    });
    expect(invited.status()).toBe(201);
    const mail = await waitForMail(email, (m) => m.text.includes('/admin/accept-invite?token='));
    const token = /accept-invite\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? '';
    const accepted = await request.post('/api/admin/staff/accept', {
      data: { token, password: 'packer-password-1' },
    });
    expect(accepted.ok()).toBe(true);

    const packerContext = await browser.newContext();
    const packer = await packerContext.newPage();
    await packer.goto('/admin/login');
    await packer.getByLabel('Username').fill(username);
    await packer.getByLabel('Password').fill('packer-password-1');
    await packer.getByRole('button', { name: 'Log in' }).click();
    await expect(packer).toHaveURL('/admin/dashboard');

    // From the order list to the order's own page.
    await adminSidebar(packer).getByRole('link', { name: 'Orders' }).click();
    await packer.getByRole('searchbox', { name: 'Search orders' }).fill(order.order_number);
    await packer.getByRole('button', { name: 'Search', exact: true }).click();
    await packer.getByRole('link', { name: `Open order ${order.order_number}` }).click();
    await expect(
      packer.getByRole('heading', { level: 1, name: `Order ${order.order_number}` }),
    ).toBeVisible();
    await expect(packer.getByRole('heading', { name: 'History' })).toBeVisible();
    await expectNoAxeViolations(packer, 'staff order page');

    // Shipped with the rider and a tracking number.
    const tracking = `NKR-${uniqueSuffix().slice(-6).toUpperCase()}`;
    await packer.getByLabel('Courier or rider').fill('G4S Courier');
    await packer.getByLabel('Tracking number').fill(tracking);
    await packer.getByRole('button', { name: 'Mark shipped' }).click();
    await expectToast(packer, `Order ${order.order_number} shipped`);
    const delivery = packer.getByRole('region', { name: 'Customer and delivery' });
    await expect(delivery).toContainText(`G4S Courier, ${tracking}`);

    // The rider came back with the cash.
    const cash = packer.getByRole('region', { name: 'Paid on delivery' });
    await cash.getByLabel('M-Pesa code or cash').fill('cash');
    await cash.getByRole('button', { name: 'Mark paid' }).click();
    await expectToast(packer, `Order ${order.order_number} marked paid`);
    const payment = packer.getByRole('region', { name: 'Payment', exact: true });
    await expect(payment).toContainText('Paid');
    await expect(payment).toContainText('in cash');
    await expect(packer.getByRole('region', { name: 'Items and totals' })).toContainText(
      /INV-\d{4}-\d{6}/,
    );
    await packerContext.close();

    // The shopper sees who brings the parcel and its tracking number on My Orders.
    await loginViaUi(page, shopper);
    await page.goto('/my-orders');
    const card = page.getByRole('article', { name: `Order ${order.order_number}` });
    await expect(card).toContainText(tracking);
    await expect(card).toContainText('G4S Courier');
  });
});
