import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import {
  DEMO_ADMIN,
  adminToken,
  createProduct,
  registerShopper,
  shopperToken,
  uniqueSuffix,
  type Shopper,
} from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { closeToasts, expectToast, loginViaUi } from '../support/ui';
import { collectScripts, loadedZod } from '../support/scripts';

interface Variant {
  id: number;
  size: string;
  inventory: number;
}

async function variantsOf(request: APIRequestContext, productId: number): Promise<Variant[]> {
  const response = await request.get(`/api/product/${productId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { variants: Variant[] }).variants;
}

/** One dress in `size`, bought by `shopper` with door delivery to Nairobi, then delivered by staff. */
async function deliveredOrderOf(
  request: APIRequestContext,
  shopper: Shopper,
  dress: { id: number; price: number },
  variant: Variant,
): Promise<{ id: number; order_number: string }> {
  const token = await shopperToken(request, shopper);
  const options = (await (await request.get('/api/delivery/options')).json()) as Array<{
    id: number;
    kind: string;
    counties: string[];
    fee: number;
    free_over: number | null;
  }>;
  const option = options.find(
    (o) => o.kind === 'door' && (o.counties.length === 0 || o.counties.includes('Nairobi')),
  );
  if (!option) throw new Error('no door delivery option serves Nairobi');
  const fee = option.free_over !== null && dress.price >= option.free_over ? 0 : option.fee;
  const placed = await request.post('/api/checkout', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      items: [{ product_id: dress.id, variant_id: variant.id, quantity: 1, price: dress.price }],
      total_amount: Math.round((dress.price + fee) * 100) / 100,
      delivery: {
        option_id: option.id,
        county: 'Nairobi',
        town: 'Nairobi',
        street: '7 Nyerere Road',
        phone: '0712 345 678',
      },
      payment_method: 'cash_on_delivery',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order } = (await placed.json()) as { order: { id: number; order_number: string } };
  const staff = { Authorization: `Bearer ${await adminToken(request)}` };
  for (const status of ['Confirmed', 'On Transit', 'Delivered']) {
    const changed = await request.patch(`/api/admin/orders/${order.id}`, {
      headers: staff,
      data: { status },
    });
    expect(changed.status(), await changed.text()).toBe(200);
  }
  return order;
}

test.describe('returns and exchanges', () => {
  test('a shopper returns a dress in the wrong size for another size; staff approve and receive it and the exchange ships', async ({
    page,
    request,
  }) => {
    // Two sign-ins, three axe runs and a dozen steps: longer than the default minute on a shared machine.
    test.setTimeout(180_000);
    const dress = await createProduct(request, {
      name: `Test Ankara Maxi Dress ${uniqueSuffix()}`,
      price: 2400,
      category: 'Women',
      variants: [
        { size: 'M', inventory: 2 },
        { size: 'L', inventory: 3 },
      ],
    });
    const [m, l] = await variantsOf(request, dress.id);
    if (!m || !l) throw new Error('the dress has no M and L');
    const shopper = await registerShopper(request);
    const order = await deliveredOrderOf(request, shopper, dress, m);

    // The shopper asks for an L instead of the M.
    await loginViaUi(page, shopper);
    const scripts = collectScripts(page);
    await page.goto('/my-orders');
    const card = page.getByRole('article', { name: `Order ${order.order_number}` });
    await card
      .getByRole('link', { name: `Return or exchange items of order ${order.order_number}` })
      .click();
    await expect(page).toHaveURL(`/orders/${order.id}/return`);
    await expect(page.getByRole('heading', { name: 'Return or exchange' })).toBeVisible();
    // The form's checks (zod) load when the form is first used, not with the page.
    await page.waitForLoadState('networkidle');
    expect(await loadedZod(scripts), 'zod before the form was used').toBe(false);
    await page.getByRole('checkbox', { name: `Return or exchange ${dress.name} (M)` }).check();
    await page.getByLabel('Reason').selectOption('Wrong size');
    await page.getByLabel('Exchange for').selectOption('L');
    await page.getByLabel('Note (optional)').fill('Too tight at the shoulders');
    await expectNoAxeViolations(page, 'return request');
    await page.getByRole('button', { name: 'Request the return' }).click();
    page.removeAllListeners('response');

    const heading = page.getByRole('heading', { name: /^Return RET-\d{6}$/ });
    await expect(heading).toBeVisible();
    const returnNumber = ((await heading.textContent()) ?? '').replace('Return ', '');
    await expect(page.getByText('Exchange for Size L')).toBeVisible();
    await expect(
      page.getByRole('list', { name: `Steps of return ${returnNumber}` }).getByText('Requested'),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'return page');
    await closeToasts(page);
    await page.goto('/my-orders');
    await expect(
      page
        .getByRole('region', { name: `Returns of order ${order.order_number}` })
        .getByRole('link', { name: `Return ${returnNumber}` }),
    ).toBeVisible();

    // Staff approve it, receive the M back into stock and send the L.
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(DEMO_ADMIN.username);
    await page.getByLabel('Password').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/admin/dashboard');
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Returns' })
      .click();
    await page.getByLabel('Status').selectOption('Requested');
    await page.getByRole('link', { name: returnNumber }).click();
    await expect(page.getByRole('heading', { name: `Return ${returnNumber}` })).toBeVisible();
    await page.getByLabel('Note to the shopper (optional)').fill('Our rider collects it tomorrow');
    await page.getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, `${returnNumber} approved`);
    await expect(page.getByRole('checkbox', { name: 'Put back in stock' })).toBeChecked();
    await page.getByRole('button', { name: 'Mark as received' }).click();
    await expectToast(page, `${returnNumber} marked as received`);
    await page.getByRole('button', { name: 'Send the exchange' }).click();
    await expectToast(page, `${returnNumber} exchanged: the exchange order is placed`);
    const exchangeLink = page.getByRole('link', { name: /^ORD-\d+$/ }).last();
    await expect(exchangeLink).toBeVisible();
    const exchangeNumber = (await exchangeLink.textContent()) ?? '';
    await expectNoAxeViolations(page, 'admin return page');

    // The M is back in stock, the L taken for the exchange order.
    const after = await variantsOf(request, dress.id);
    expect(after.map((v) => [v.size, v.inventory])).toEqual([
      ['M', 2],
      ['L', 2],
    ]);

    // The exchange order ships like any other.
    const staff = { Authorization: `Bearer ${await adminToken(request)}` };
    const found = await request.get(`/api/admin/orders?q=${encodeURIComponent(exchangeNumber)}`, {
      headers: staff,
    });
    const [exchangeOrder] = (await found.json()) as Array<{
      id: number;
      total_amount: number;
      exchange_for_return_id: number | null;
    }>;
    expect(exchangeOrder?.total_amount).toBe(0);
    expect(exchangeOrder?.exchange_for_return_id).not.toBeNull();
    for (const status of ['Confirmed', 'On Transit']) {
      const shipped = await request.patch(`/api/admin/orders/${exchangeOrder?.id}`, {
        headers: staff,
        data: { status },
      });
      expect(shipped.status(), await shipped.text()).toBe(200);
    }
    await page.goto('/my-orders');
    const exchangeCard = page.getByRole('article', { name: `Order ${exchangeNumber}` });
    await expect(exchangeCard.getByText('On Transit').first()).toBeVisible();
  });
});
