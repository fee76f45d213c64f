import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import {
  createProduct,
  registerShopper,
  shopperToken,
  waitUntilPaid,
  type ApiProduct,
  type Shopper,
} from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { adminSidebar } from '../support/ui';

const DEMO_MANAGER = { username: 'manager', password: 'mavazi-manager' } as const;

async function checkout(
  request: APIRequestContext,
  shopper: Shopper,
  product: ApiProduct,
  method: 'mpesa' | 'cash_on_delivery',
): Promise<{ id: number; order_number: string }> {
  const token = await shopperToken(request, shopper);
  // Pick-up at the shop costs nothing, so the report's figures are the product's price alone.
  const options = (await (await request.get('/api/delivery/options')).json()) as Array<{
    id: number;
    kind: string;
  }>;
  const pickUp = options.find((o) => o.kind === 'pickup');
  if (!pickUp) throw new Error('the demo shop has no pick-up option');
  const res = await request.post('/api/checkout', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      items: [{ product_id: product.id, quantity: 1, price: product.price }],
      total_amount: product.price,
      delivery: {
        option_id: pickUp.id,
        county: 'Nairobi',
        town: 'Nairobi CBD',
        street: 'Moi Avenue',
        phone: '0712 345 678',
      },
      payment_method: method,
      ...(method === 'mpesa' ? { mpesa_phone: '0712345678' } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { order: { id: number; order_number: string } }).order;
}

test.describe('money reports', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a manager sees paid money for this week, not unpaid orders, downloads the CSV and opens an invoice with VAT', async ({
    page,
    request,
  }) => {
    const shopper = await registerShopper(request);
    const paidProduct = await createProduct(request, {
      name: `Paid kitenge ${Date.now()}`,
      price: 1160,
    });
    const unpaidProduct = await createProduct(request, {
      name: `Unpaid kanga ${Date.now()}`,
      price: 450,
    });
    const paid = await checkout(request, shopper, paidProduct, 'mpesa');
    await checkout(request, shopper, unpaidProduct, 'cash_on_delivery');
    await waitUntilPaid(request, shopper, paid.id);

    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(DEMO_MANAGER.username);
    await page.getByLabel('Password').fill(DEMO_MANAGER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/admin/dashboard');

    await adminSidebar(page).getByRole('link', { name: 'Reports' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await page.getByRole('button', { name: 'This week' }).click();
    await expect(page.getByRole('button', { name: 'This week' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('figure', { name: /Money received per day/ })).toBeVisible();
    await page.getByRole('combobox', { name: 'Group by' }).selectOption('product');
    const table = page.getByRole('table', { name: 'Money received by product' });
    await expect(table).toContainText(paidProduct.name);
    await expect(table).not.toContainText(unpaidProduct.name);
    await expectNoAxeViolations(page, 'reports');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv.split('\n')[0]).toBe(
      'key,orders,units,gross,discounts,delivery_fees,refunds,net,vat',
    );
    expect(csv).toContain(`${paidProduct.name},1,1,1160.00,0.00,0.00,0.00,1160.00,160.00`);
    expect(csv).not.toContain(unpaidProduct.name);

    await adminSidebar(page).getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(paid.order_number);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const [invoice] = await Promise.all([
      page.waitForEvent('popup'),
      page
        .getByRole('button', { name: new RegExp(`Download invoice .* of ${paid.order_number}`) })
        .click(),
    ]);
    await expect(invoice.getByRole('heading', { level: 1 })).toContainText(
      /Tax invoice INV-\d{4}-\d{6}/,
    );
    await expect(invoice.locator('body')).toContainText('VAT 16% (included)');
    await expect(invoice.locator('body')).toContainText('KSh 160');
    await expect(invoice.locator('body')).toContainText(paidProduct.name);
  });
});
