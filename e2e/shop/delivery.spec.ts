import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createProduct, registerShopper } from '../support/api';
import { waitForMail } from '../support/mailbox';
import { closeToasts, expectToast, loginViaUi, verifyEmailViaMail } from '../support/ui';

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;

/** Nothing on the page is wider than the screen. */
async function expectNoSideways(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const screen of WIDTHS) {
  test.describe(`checkout delivery at ${screen.name} width (${screen.width} px)`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    test('chooses a county and an option, pays its fee, and finds the whole address on the order', async ({
      page,
      request,
    }) => {
      const product = await createProduct(request, {
        name: `Test Kanga ${screen.name} ${Date.now()}`,
        price: 1500,
        inventory: 5,
      });
      const shopper = await registerShopper(request);
      await verifyEmailViaMail(page, shopper);
      await loginViaUi(page, shopper);
      await page.goto(`/product/${product.id}`);
      await page.getByRole('button', { name: 'Add to Cart' }).first().click();
      await expectToast(page, 'Product added to cart!');
      await closeToasts(page);
      await page.goto('/checkout');

      const form = page.getByRole('form', { name: 'Checkout' });
      const options = form.getByRole('group', { name: 'Delivery option' });
      const summary = page.getByRole('complementary', { name: 'Order summary' });
      await expect(
        options.getByText('Choose your county to see how we can deliver.'),
      ).toBeVisible();
      // No US-style fields.
      await expect(form.getByLabel('State')).toHaveCount(0);
      await expect(form.getByLabel('Zip')).toHaveCount(0);

      // Kisumu is one of the main towns: KES 400, 2–3 days.
      await form.getByLabel('County').selectOption('Kisumu');
      const towns = options.getByRole('radio', { name: /Door delivery to the main towns/ });
      await expect(towns).toBeChecked();
      await expect(options.getByRole('radio')).toHaveCount(1);
      await expect(
        options.getByText(/^Arrives \w{3} \d{1,2}( \w{3})? – \w{3} \d{1,2} \w{3}$/),
      ).toBeVisible();
      await expect(summary.getByTestId('checkout-total')).toHaveText('KSh 1,900');

      // Nairobi has door delivery (KSh 250 under 5,000) and a free pick-up at the shop.
      await form.getByLabel('County').selectOption('Nairobi');
      await expect(options.getByRole('radio')).toHaveCount(2);
      const pickup = options.getByRole('radio', { name: /Pick-up at our shop/ });
      const pickupCard = options
        .locator('label')
        .filter({ has: page.getByRole('radio', { name: /Pick-up at our shop/ }) });
      await expect(pickupCard).toContainText('Free');
      await expect(pickupCard).toContainText(/Ready for pick-up \w{3} \d{1,2}/);
      const door = options.getByRole('radio', { name: /Door delivery in Nairobi/ });
      await expect(door).toBeChecked();
      // The radios are one group: the keyboard moves the choice.
      await door.focus();
      await page.keyboard.press('ArrowDown');
      await expect(pickup).toBeChecked();
      await expect(
        summary.getByText('Delivery (Pick-up at our shop, Moi Avenue, Nairobi CBD)'),
      ).toBeVisible();
      await page.keyboard.press('ArrowUp');
      await expect(door).toBeChecked();
      await expect(summary.getByText('Delivery (Door delivery in Nairobi)')).toBeVisible();
      await expect(summary.getByText('KSh 250')).toBeVisible();
      await expect(summary.getByTestId('checkout-total')).toHaveText('KSh 1,750');

      await form.getByLabel('Town or area').fill('Westlands');
      await form.getByLabel('Street and building').fill('Mpaka Road, Block B, door 4');
      const phone = form.getByLabel('Delivery phone');
      await expect(phone).toHaveValue('0712 345 678');
      await phone.fill('0712 34');
      await phone.blur();
      await expect(form.getByText('Enter a Kenyan mobile number like 0712 345 678')).toBeVisible();
      await phone.fill('0712 345 678');
      await expect(form.getByText('The rider will call 0712 345 678')).toBeVisible();
      await form
        .getByLabel('Directions for the rider (optional)')
        .fill('Blue gate opposite the chemist');
      await form.getByLabel('Payment method').selectOption({ label: 'M-Pesa' });
      await expectNoSideways(page);
      await form.getByRole('button', { name: /^Place order/ }).click();

      await expect(page).toHaveURL('/order-confirmation');
      const address = 'Mpaka Road, Block B, door 4, Westlands, Nairobi County';
      const main = page.getByRole('main');
      await expect(main.getByText(address)).toBeVisible();
      await expect(main.getByText('Door delivery in Nairobi · KSh 250')).toBeVisible();
      // The total, and again in the payment panel's amount.
      await expect(main.getByText('KSh 1,750').first()).toBeVisible();
      // The order's own number first; the Paybill fallback repeats it as the account number.
      const orderNumber =
        (await main
          .getByText(/^ORD-\d+$/)
          .first()
          .textContent()) ?? '';

      const mail = await waitForMail(shopper.email, (m) =>
        m.subject.includes(`${orderNumber} confirmed`),
      );
      expect(mail.text).toContain('Delivery fee: KSh 250');
      expect(mail.text).toContain(`Delivery address: ${address}`);
      expect(mail.text).toContain('Delivery phone: 0712 345 678');
      expect(mail.text).toContain('Directions for the rider: Blue gate opposite the chemist');

      await closeToasts(page);
      await page.goto('/my-orders');
      const order = page.getByRole('article', { name: `Order ${orderNumber}` });
      await expect(order.getByText(address)).toBeVisible();
      await expect(order.getByText('0712 345 678')).toBeVisible();
      await expectNoSideways(page);

      // The next checkout starts from this address.
      await page.goto(`/product/${product.id}`);
      await page.getByRole('button', { name: 'Add to Cart' }).first().click();
      await page.goto('/checkout');
      await expect(form.getByLabel('County')).toHaveValue('Nairobi');
      await expect(form.getByLabel('Street and building')).toHaveValue(
        'Mpaka Road, Block B, door 4',
      );
      await expect(door).toBeChecked();
    });
  });
}
