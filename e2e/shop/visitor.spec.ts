import { expect, test } from '../support/test';
import { createProduct, productNames, registerShopper } from '../support/api';
import { closeToasts, expectToast, fillLogin, mainNav, productCard } from '../support/ui';

test.describe('visitor', () => {
  test('landing page: headline, explore link and a carousel that advances and follows its buttons', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Culture, Style, And Fashion' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore More' })).toHaveAttribute(
      'href',
      '/products',
    );

    const carousel = page.getByRole('region', { name: 'Featured collections' });
    // Only the shown slide is exposed; the others are aria-hidden.
    const slide = carousel.getByRole('group');
    const image = slide.getByRole('img');
    const slideNumber = async () =>
      Number((await slide.getAttribute('aria-label'))?.match(/^Slide (\d) of 8$/)?.[1]);
    // The slide shown now: normally the first, but a slow page load may already have moved it on.
    const before = await slideNumber();
    expect(before).toBeGreaterThanOrEqual(1);
    await expect(image).toBeVisible();
    await expect(image).toHaveAccessibleName(/\S/);
    const beforeAlt = (await image.getAttribute('alt')) ?? '';
    // Advances on its own every 3 s, to another picture.
    await expect(slide).toHaveAccessibleName(`Slide ${(before % 8) + 1} of 8`, { timeout: 4_500 });
    await expect(image).toBeVisible();
    await expect(image).not.toHaveAccessibleName(beforeAlt);

    // Paused, only the buttons move it from here on.
    await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    const shown = await slideNumber();
    const next = carousel.getByRole('button', { name: 'Next slide' });
    const previous = carousel.getByRole('button', { name: 'Previous slide' });
    await next.click();
    await expect(slide).toHaveAccessibleName(`Slide ${(shown % 8) + 1} of 8`);
    await previous.click();
    await expect(slide).toHaveAccessibleName(`Slide ${shown} of 8`);

    // Wraps at both ends.
    await carousel.getByRole('button', { name: 'Go to slide 8' }).click();
    await expect(slide).toHaveAccessibleName('Slide 8 of 8');
    await next.click();
    await expect(slide).toHaveAccessibleName('Slide 1 of 8');
    await previous.click();
    await expect(slide).toHaveAccessibleName('Slide 8 of 8');
    await expect(image).toBeVisible();
  });

  test('chat widget opens WhatsApp with the shop number and the typed text in a new tab', async ({
    page,
    context,
  }) => {
    // The real wa.me is not reachable from the test machine; the popup's address is what matters.
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' }),
    );
    const popups: string[] = [];
    page.on('popup', (popup) => popups.push(popup.url()));

    await page.goto('/');
    const toggle = page.getByRole('button', { name: /^Chat with us on WhatsApp/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const chat = page.getByRole('dialog', { name: 'Chat with Mavazi' });
    await expect(chat).toBeVisible();
    await expect(chat.getByText('Typically replies within 1 hour')).toBeVisible();
    await expect(chat.getByText('Hello there! How can we help?')).toBeVisible(); // after the 2 s "typing" pause
    const message = chat.getByRole('textbox', { name: 'Message' });
    await expect(message).toHaveAttribute('placeholder', 'Type a message..');

    // An empty message sends nothing.
    await chat.getByRole('button', { name: 'Send message' }).click();

    const text = 'Habari! Is the kitenge shirt available in size M & L?';
    await message.fill(text);
    const popupEvent = page.waitForEvent('popup');
    await chat.getByRole('button', { name: 'Send message' }).click();
    const popup = await popupEvent;
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    const opened = new URL(popup.url());
    expect(opened.pathname).toMatch(/^\/254\d{9}$/);
    expect(opened.searchParams.get('text')).toBe(text);
    expect(popup.url()).toBe(`https://wa.me${opened.pathname}?text=${encodeURIComponent(text)}`);
    await expect(message).toHaveValue('');
    // The empty send before did not open a tab of its own.
    expect(popups).toHaveLength(1);

    await chat.getByRole('button', { name: 'Close chat' }).click();
    await expect(chat).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  test('products: the category filter and the name search show what the catalog holds', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await mainNav(page).getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    const names = page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 });

    await page.getByLabel('Category').selectOption('Accessories');
    await expect(page).toHaveURL(/[?&]category=Accessories/);
    const accessories = await productNames(request, { category: 'Accessories' });
    expect(accessories.length).toBeGreaterThan(1);
    // A card on sale says so in its heading (", on sale"), for screen readers.
    await expect(names).toHaveText(
      accessories.map((name) => new RegExp(`^${escapeRegExp(name)}(, on sale)?$`)),
    );
    const women = await productNames(request, { category: 'Women' });
    expect(women.some((name) => accessories.includes(name))).toBe(false);

    await page.getByLabel('Category').selectOption({ label: 'All' });
    await page.getByLabel('Search products').fill('KITENGE');
    const kitenge = await productNames(request, { q: 'kitenge' });
    expect(kitenge.length).toBeGreaterThan(1);
    for (const name of kitenge) expect(name.toLowerCase()).toContain('kitenge');
    await expect(names).toHaveText(
      kitenge.map((name) => new RegExp(`^${escapeRegExp(name)}(, on sale)?$`)),
    );

    await page.getByLabel('Search products').fill('no such garment anywhere');
    await expect(page.getByText('No products available')).toBeVisible();
    await expect(names).toHaveCount(0);
  });

  test('product detail and the guest cart; checkout asks the guest to sign in first', async ({
    page,
    request,
  }) => {
    const product = await createProduct(request, {
      price: 1234.5,
      inventory: 7,
      category: 'Accessories',
    });
    const shopper = await registerShopper(request);

    await page.goto('/products');
    await page.getByLabel('Search products').fill(product.name);
    const card = productCard(page, product.name);
    await expect(card.getByText('KSh 1,234.50')).toBeVisible();
    await card.getByRole('link', { name: product.name }).click();

    await expect(page).toHaveURL(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText('In Stock', { exact: true })).toBeVisible();
    await expect(page.getByText('KSh 1,234.50', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expectToast(page, 'Product added to cart!');

    // A guest finds the cart in the top bar, with its count, and the toast leads there too.
    await expect(mainNav(page).getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await page.locator('.Toastify').getByRole('link', { name: 'View cart' }).click();
    await expect(page).toHaveURL('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: product.name })).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: `Quantity of ${product.name}` })).toHaveValue(
      '1',
    );

    await closeToasts(page);
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    // Signed out, the checkout offers signing in or going on as a guest.
    await expect(page).toHaveURL('/checkout');
    await expect(page.getByRole('button', { name: 'Continue as guest' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();

    // After signing in the shopper is brought back to the checkout, cart intact.
    await fillLogin(page, shopper.email, shopper.password);
    await expectToast(page, 'Logged in successfully');
    await expect(page).toHaveURL('/checkout');
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary.getByText(product.name)).toBeVisible();
  });
});
