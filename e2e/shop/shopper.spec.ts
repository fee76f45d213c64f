import { expect, test } from '../support/test';
import { createProduct, newShopper, registerShopper, updateProduct } from '../support/api';
import { waitForMail } from '../support/mailbox';
import {
  closeToasts,
  expectOrderPlaced,
  expectToast,
  fillCheckout,
  fillLogin,
  loginViaUi,
  mainNav,
  productCard,
  verifyEmailViaMail,
} from '../support/ui';

test.describe('shopper', () => {
  test('registers (a password mismatch first), logs in and logs out', async ({ page }) => {
    const shopper = newShopper('newcomer');
    await page.goto('/');
    await mainNav(page).getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL('/register');

    await page.getByLabel('Full name').fill('Njeri Wambui');
    await page.getByLabel('Username (optional)').fill(shopper.username);
    await page.getByLabel('Email', { exact: true }).fill(shopper.email);
    await page.getByLabel('Phone').fill(shopper.phone);
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await page.getByLabel('Confirm password').fill(`${shopper.password}-typo`);
    await page.getByRole('button', { name: 'Register' }).click();
    await expectToast(page, 'Passwords do not match');
    await expect(page).toHaveURL('/register');

    await page.getByLabel('Confirm password').fill(shopper.password);
    await page.getByRole('button', { name: 'Register' }).click();
    // Signed in at once (issue 29), then out again to log in.
    await expectToast(page, 'Welcome to Mavazi! Check your email to confirm your address.');
    await expect(page).toHaveURL('/');
    await closeToasts(page);
    await mainNav(page).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');

    await fillLogin(page, shopper.email, shopper.password);
    await expectToast(page, 'Logged in successfully');
    await expect(page).toHaveURL('/');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Cart' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Register' })).toHaveCount(0);

    await closeToasts(page);
    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    // The session is over: a signed-in-only page sends the visitor to log in.
    await page.goto('/my-orders');
    await expect(page).toHaveURL('/login');
  });

  test('checks out with a promo code, gets the order mail, finds the order and tracks it', async ({
    page,
    request,
  }) => {
    const shirt = await createProduct(request, {
      name: `Test Ankara Shirt ${Date.now()}`,
      price: 1250.5,
      inventory: 5,
      category: 'Men',
    });
    const belt = await createProduct(request, {
      name: `Test Beaded Belt ${Date.now()}`,
      price: 749,
      inventory: 5,
    });
    const shopper = await registerShopper(request);
    await verifyEmailViaMail(page, shopper);
    await loginViaUi(page, shopper);
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Cart' })).toBeVisible();

    await nav.getByRole('link', { name: 'Shop' }).click();
    const search = page.getByLabel('Search products');
    await search.fill(shirt.name);
    await productCard(page, shirt.name).getByRole('button', { name: 'Add to Cart' }).click();
    await expectToast(page, 'Product added to cart!');
    await expect(nav.getByRole('link', { name: 'Cart, 1 item' })).toContainText('1');
    await productCard(page, shirt.name).getByRole('button', { name: 'Add to Cart' }).click();
    await expect(nav.getByRole('link', { name: 'Cart, 2 items' })).toContainText('2');
    await search.fill(belt.name);
    await productCard(page, belt.name).getByRole('button', { name: 'Add to Cart' }).click();
    await expect(nav.getByRole('link', { name: 'Cart, 3 items' })).toContainText('3');

    await closeToasts(page);
    await nav.getByRole('link', { name: 'Cart, 3 items' }).click();
    await expect(page).toHaveURL('/cart');
    await expect(page.getByRole('spinbutton', { name: `Quantity of ${shirt.name}` })).toHaveValue(
      '2',
    );
    await expect(page.getByRole('spinbutton', { name: `Quantity of ${belt.name}` })).toHaveValue(
      '1',
    );
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL('/checkout');

    // 2 × 1250.50 + 749.00 = 3250.00; KARIBU10 takes 10 % off: 2925.00.
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary.getByText('KSh 3,250')).toHaveCount(2); // subtotal and total
    await summary.getByLabel('Promotion code (optional)').fill('karibu10');
    await summary.getByRole('button', { name: 'Apply' }).click();
    await expectToast(page, 'Promo code applied successfully');
    await expect(summary.getByText('Discount (10%)')).toBeVisible();
    await expect(summary.getByText('KSh 325')).toBeVisible();
    await expect(summary.getByText('KSh 3,250')).toHaveCount(1); // the subtotal only
    await expect(summary.getByText('KSh 2,925')).toBeVisible();
    await expect(page.getByText('Total: KSh 2,925')).toBeVisible();

    // Nairobi door delivery: KES 250, as 2925.00 after the discount is under its free-from 5,000.
    const form = await fillCheckout(page);
    await expect(page.getByText('Total: KSh 3,175')).toBeVisible();
    await form.getByRole('button', { name: /^Place order/ }).click();

    const orderNumber = await expectOrderPlaced(page);
    await expect(page.getByRole('main').getByText('KSh 3,175').first()).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Cart', exact: true })).toBeVisible(); // the cart is empty again

    const confirmation = await waitForMail(shopper.email, (m) =>
      m.subject.includes(`${orderNumber} confirmed`),
    );
    expect(confirmation.text).toContain(`Your order ${orderNumber} has been placed`);
    expect(confirmation.text).toContain('Discount (KARIBU10, 10%): -KSh 325');
    expect(confirmation.text).toContain('Delivery fee: KSh 250');
    expect(confirmation.text).toContain('Total: KSh 3,175');
    expect(confirmation.text).toContain(
      'Delivery address: 12 Moi Avenue, Nairobi CBD, Nairobi County',
    );

    await closeToasts(page);
    await page.getByRole('main').getByRole('link', { name: 'My Orders' }).click();
    await expect(page).toHaveURL('/my-orders');
    const order = page.getByRole('article', { name: `Order ${orderNumber}` });
    await expect(order).toBeVisible();
    await expect(order.getByText('Pending', { exact: true }).first()).toBeVisible();
    await expect(order.getByText('KSh 3,175').first()).toBeVisible();
    await expect(order.getByText('12 Moi Avenue, Nairobi CBD, Nairobi County')).toBeVisible();
    const items = order.getByRole('list', { name: `Items of order ${orderNumber}` });
    await expect(items.getByRole('listitem').filter({ hasText: shirt.name })).toContainText('2 ×');
    await expect(items.getByRole('listitem').filter({ hasText: belt.name })).toContainText(
      'KSh 749',
    );

    await page.getByRole('contentinfo').getByRole('link', { name: 'Order Tracking' }).click();
    await expect(page).toHaveURL('/order-tracking');
    await page.getByLabel('Order ID').fill(orderNumber);
    await page.getByRole('button', { name: 'Track & Notify' }).click();
    const tracking = page.getByRole('region', { name: `Order ${orderNumber}` });
    await expect(tracking.getByRole('definition').first()).toHaveText('Pending');
    await expect(tracking.getByText('Nairobi warehouse')).toBeVisible();
    await expectToast(page, 'Notification sent successfully!');
    const statusMail = await waitForMail(shopper.email, (m) =>
      m.subject.endsWith(`${orderNumber}: Pending`),
    );
    expect(statusMail.text).toContain(`order ${orderNumber} is now: Pending`);
  });

  test('catches up when a price and the stock change before the order is placed', async ({
    page,
    request,
  }) => {
    const dress = await createProduct(request, {
      name: `Test Kitenge Dress ${Date.now()}`,
      price: 2450,
      inventory: 5,
      category: 'Women',
    });
    const wrap = await createProduct(request, { name: `Test Leso Wrap ${Date.now()}`, price: 800 });
    const shopper = await registerShopper(request);
    await loginViaUi(page, shopper);

    await mainNav(page).getByRole('link', { name: 'Shop' }).click();
    const search = page.getByLabel('Search products');
    for (const [product, times] of [
      [dress, 1],
      [wrap, 3],
    ] as const) {
      await search.fill(product.name);
      for (let i = 0; i < times; i++)
        await productCard(page, product.name).getByRole('button', { name: 'Add to Cart' }).click();
    }
    await expect(mainNav(page).getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();

    // Meanwhile the shop raises the dress's price and sells most of the wraps.
    await updateProduct(request, dress, { price: 2600 });
    await updateProduct(request, wrap, { inventory: 2 });

    await closeToasts(page);
    await page.goto('/checkout');
    const form = await fillCheckout(page);
    await form.getByRole('button', { name: /^Place order/ }).click();

    await expectToast(page, /^Checkout failed: /);
    const notice = page.getByRole('main').getByRole('alert');
    await expect(notice.getByRole('listitem')).toHaveText([
      `${dress.name} now costs KSh 2,600 (was KSh 2,450)`,
      `Only 2 of ${wrap.name} are left: quantity lowered to 2`,
    ]);
    // 2600.00 + 2 × 800.00, and KSh 250 for Nairobi door delivery under 5,000.
    await expect(page.getByText('Total: KSh 4,450')).toBeVisible();

    await form.getByRole('button', { name: /^Place order/ }).click();
    await expect(page).toHaveURL('/order-confirmation');
    await expect(page.getByRole('main').getByText('KSh 4,450').first()).toBeVisible();
  });

  test('keeps a wishlist, sends a support inquiry and updates the profile', async ({
    page,
    request,
  }) => {
    const scarf = await createProduct(request, {
      name: `Test Maasai Shuka ${Date.now()}`,
      price: 1800,
      inventory: 3,
    });
    const shopper = await registerShopper(request);
    await loginViaUi(page, shopper);

    // Wishlist
    await mainNav(page).getByRole('link', { name: 'Shop' }).click();
    await page.getByLabel('Search products').fill(scarf.name);
    await productCard(page, scarf.name).getByRole('button', { name: 'Add to Wishlist' }).click();
    await expectToast(page, 'Product added to wishlist!');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Wishlist' }).click();
    await expect(page).toHaveURL('/wishlist');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: scarf.name })).toBeVisible();
    // Its own line: other products of the same price may be suggested beside it.
    await expect(
      main.getByRole('listitem').filter({ hasText: scarf.name }).getByText('KSh 1,800'),
    ).toBeVisible();
    await main.getByRole('button', { name: `Remove ${scarf.name}` }).click();
    await expect(main.getByText('Your wishlist is empty.')).toBeVisible();

    // Support
    await footer.getByRole('link', { name: 'Support' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Contact Customer Support' }),
    ).toBeVisible();
    const subject = `Size exchange ${Date.now()}`;
    await page.getByLabel('Subject').fill(subject);
    await page
      .getByLabel('Message')
      .fill('The shuka I ordered is too short. Can I swap it for a longer one?');
    await page.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expectToast(page, 'Inquiry submitted successfully!');
    const inquiries = page.getByRole('region', { name: 'Your inquiries' });
    await expect(inquiries.getByText(subject)).toBeVisible();
    await expect(inquiries.getByText('Open', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Subject')).toHaveValue('');

    // Profile
    await closeToasts(page);
    await mainNav(page).getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
    await expect(main.getByText(shopper.email, { exact: true })).toBeVisible();
    const form = page.getByRole('region', { name: 'Update your details' });
    await expect(form.getByLabel('Username')).toHaveValue(shopper.username);
    await expect(form.getByRole('button', { name: 'Update Profile' })).toBeDisabled(); // nothing changed yet
    const renamed = `${shopper.username}_k`;
    await form.getByLabel('Username').fill(renamed);
    await form.getByLabel('Phone (optional)').fill('+254 722 000 111');
    await form.getByRole('button', { name: 'Update Profile' }).click();
    await expectToast(page, 'Profile updated successfully');
    await expect(main.getByText(renamed, { exact: true })).toBeVisible();

    // Saved on the server, not only on screen.
    await page.reload();
    await expect(form.getByLabel('Username')).toHaveValue(renamed);
    await expect(form.getByLabel('Phone (optional)')).toHaveValue('+254 722 000 111');
  });
});
