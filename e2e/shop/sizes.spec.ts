import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO_ADMIN, createProduct, registerShopper, uniqueSuffix } from '../support/api';
import { waitForMail } from '../support/mailbox';
import { pngPhoto } from '../support/png-photo';
import {
  closeToasts,
  expectToast,
  fillCheckout,
  loginViaUi,
  mainNav,
  productCard,
} from '../support/ui';

async function adminLogin(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(DEMO_ADMIN.username);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
}

test.describe('sizes, colours and photos', () => {
  test('a shopper chooses a size, buys it in two sizes and sees the sizes on the order', async ({
    page,
    request,
  }) => {
    const dress = await createProduct(request, {
      name: `Test Ankara Dress ${uniqueSuffix()}`,
      price: 2400,
      category: 'Women',
      variants: [
        { size: 'S', inventory: 0 },
        { size: 'M', inventory: 2 },
        { size: 'L', inventory: 5, price: 2600 },
      ],
    });
    const shopper = await registerShopper(request);
    await loginViaUi(page, shopper);
    await mainNav(page).getByRole('link', { name: 'Shop' }).click();
    await page.getByLabel('Search products').fill(dress.name);
    const card = productCard(page, dress.name);
    await expect(card.getByText('Sizes in stock:').locator('..')).toContainText('ML');
    await card.getByRole('link', { name: 'Choose a size' }).click();

    await expect(page).toHaveURL(`/product/${dress.id}`);
    await expect(page.getByRole('button', { name: 'Choose a size' })).toBeDisabled();
    const sizes = page.getByRole('group', { name: 'Size' });
    await expect(sizes.getByRole('radio', { name: 'S (sold out)' })).toBeDisabled();
    await sizes.getByText('M', { exact: true }).click();
    await expect(page.getByText('Only 2 left in M')).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expectToast(page, 'Product added to cart!');
    // Keyboard: the arrow key moves to the next size in stock.
    await sizes.getByRole('radio', { name: 'M', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(sizes.getByRole('radio', { name: 'L', exact: true })).toBeChecked();
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(mainNav(page).getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

    await closeToasts(page);
    await page.goto('/cart');
    await expect(page.getByText('Size M', { exact: true })).toBeVisible();
    await expect(page.getByText('Size L', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary.getByText('KSh 5,000')).toHaveCount(2); // 2400 + 2600: subtotal and total
    const form = await fillCheckout(page);
    await form.getByRole('button', { name: /^Place order/ }).click();

    await expect(page).toHaveURL('/order-confirmation');
    const orderNumber =
      (await page
        .getByRole('main')
        .getByText(/^ORD-\d+$/)
        // The order's own number; the Paybill fallback repeats it as the account number.
        .first()
        .textContent()) ?? '';
    const lines = page.getByRole('list', { name: `Items of order ${orderNumber}` });
    await expect(lines.getByText('Size M')).toBeVisible();
    await expect(lines.getByText('Size L')).toBeVisible();

    const mail = await waitForMail(shopper.email, (m) =>
      m.subject.includes(`${orderNumber} confirmed`),
    );
    expect(mail.text).toContain(`${dress.name} (Size M) x 1 @ KSh 2,400`);
    expect(mail.text).toContain(`${dress.name} (Size L) x 1 @ KSh 2,600`);

    await page.goto('/my-orders');
    const order = page.getByRole('article', { name: `Order ${orderNumber}` });
    await expect(order.getByText('Size M')).toBeVisible();

    const detail = (await (await request.get(`/api/product/${dress.id}`)).json()) as {
      inventory: number;
      variants: Array<{ size: string; inventory: number }>;
    };
    expect(detail.variants.map((v) => [v.size, v.inventory])).toEqual([
      ['S', 0],
      ['M', 1],
      ['L', 4],
    ]);
    expect(detail.inventory).toBe(5);
  });

  test('an admin adds a product with sizes, then a photo the shop serves in several widths', async ({
    page,
  }) => {
    const name = `Test Kitenge Jacket ${uniqueSuffix()}`;
    await adminLogin(page);
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Products' })
      .click();
    await page.getByRole('button', { name: 'Add product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add product' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Description').fill('A kitenge jacket with a quilted lining.');
    await dialog.getByLabel('Image URL').fill('/images/placeholder.svg');
    await dialog.getByLabel('Price (KES)').fill('4500');
    await dialog.getByLabel('Category').selectOption('Men');
    await dialog.getByLabel('Size scale').selectOption('adult');
    for (const [size, stock] of [
      ['M', '4'],
      ['L', '2'],
    ] as const) {
      await dialog.getByLabel(`Sell ${size}`, { exact: true }).check();
      await dialog.getByLabel(`Stock of ${size}`, { exact: true }).fill(stock);
    }
    await expect(dialog.getByLabel('Inventory')).toHaveValue('6');
    await dialog.getByRole('button', { name: 'Add product' }).click();
    await expectToast(page, 'Product added successfully!');
    await closeToasts(page);

    // The form stays open on the saved product, for its photos.
    const edit = page.getByRole('dialog', { name: 'Edit product' });
    await expect(edit.getByLabel('Sell M', { exact: true })).toBeChecked();
    await edit.getByLabel(/Add photos/).setInputFiles({
      name: 'jacket.png',
      mimeType: 'image/png',
      buffer: pngPhoto(),
    });
    await expect(edit.getByText('Photos updated')).toBeVisible();
    const alt = edit.getByLabel('Alt text for photo 1');
    await alt.fill('Kitenge jacket, front');
    await alt.blur();
    await expect(edit.getByText('Alt text of photo 1 saved')).toBeVisible();
    await edit.getByRole('button', { name: 'Cancel' }).click();

    const product = await page.request.get(`/api/products?q=${encodeURIComponent(name)}`);
    const [listed] = (await product.json()) as Array<{ id: number; sizes: string[] }>;
    expect(listed?.sizes).toEqual(['M', 'L']);
    await page.goto(`/product/${listed?.id}`);
    const photo = page.getByRole('img', { name: 'Kitenge jacket, front' });
    await expect(photo).toHaveAttribute(
      'srcset',
      /\/uploads\/products\/[0-9a-f]+-320\.webp 320w, .*-640\.webp 640w, .*-900\.webp 900w/,
    );
    await expect(photo).toHaveAttribute('width', '900');
    await expect(photo).toHaveAttribute('height', '600');
    expect(
      await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    await expect(page.getByRole('group', { name: 'Size' }).getByRole('radio')).toHaveCount(2);
  });
});
