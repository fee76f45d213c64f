import { expect, type APIRequestContext } from '@playwright/test';

/** Data set-up through the real API, for the parts of a journey that are not what the test is about. */

export const DEMO_ADMIN = { username: 'admin', password: 'mavazi-admin' } as const;

export interface Shopper {
  username: string;
  email: string;
  phone: string;
  password: string;
}

export interface ApiProduct {
  id: number;
  name: string;
  price: number;
  inventory: number;
  category: string;
}

export interface ApiOrder {
  id: number;
  order_number: string;
  status: string;
  total_amount: number;
}

/** A suffix that keeps names, emails and codes of one test apart from every other test on the shared server. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Credentials for a shopper nobody else uses (not registered yet). */
export function newShopper(label = 'shopper'): Shopper {
  const id = uniqueSuffix();
  return {
    username: `${label}_${id}`,
    email: `${label}.${id}@mavazi.test`,
    phone: '+254 712 345 678',
    password: `Pass-${id}-word`,
  };
}

function bearer(token: string) {
  return { Authorization: `Bearer ${token}` };
}

async function json<T>(response: {
  ok(): boolean;
  status(): number;
  url(): string;
  text(): Promise<string>;
  json(): Promise<unknown>;
}): Promise<T> {
  if (!response.ok())
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

export async function registerShopper(
  request: APIRequestContext,
  shopper: Shopper = newShopper(),
): Promise<Shopper> {
  await json(
    await request.post('/api/register', {
      data: {
        username: shopper.username,
        email: shopper.email,
        phone_number: shopper.phone,
        password: shopper.password,
      },
    }),
  );
  return shopper;
}

export async function shopperToken(request: APIRequestContext, shopper: Shopper): Promise<string> {
  const body = await json<{ access_token: string }>(
    await request.post('/api/login', {
      data: { email: shopper.email, password: shopper.password },
    }),
  );
  return body.access_token;
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const body = await json<{ access_token: string }>(
    await request.post('/api/admin/login', { data: DEMO_ADMIN }),
  );
  return body.access_token;
}

/** A product of our own, so stock and price are known and no other test changes them. */
export async function createProduct(
  request: APIRequestContext,
  overrides: Partial<{
    name: string;
    price: number;
    inventory: number;
    category: string;
    description: string;
    variants: Array<{ size: string; colour?: string; inventory: number; price?: number }>;
  }> = {},
): Promise<ApiProduct> {
  const token = await adminToken(request);
  return json<ApiProduct>(
    await request.post('/api/admin/products', {
      headers: bearer(token),
      data: {
        name: `Test Kikoi Wrap ${uniqueSuffix()}`,
        description: 'A striped cotton kikoi wrap made for end-to-end tests.',
        imageUrl: '/images/products/ankara-headwrap.svg',
        price: 1234.5,
        inventory: 7,
        category: 'Accessories',
        ...overrides,
      },
    }),
  );
}

/** Adds a photo to a product as the admin's upload does; answers the stored image's URLs. */
export async function uploadPhoto(
  request: APIRequestContext,
  productId: number,
  png: Buffer,
): Promise<{ url: string; srcset: string; avif_srcset: string | null }> {
  const token = await adminToken(request);
  return json(
    await request.post(`/api/admin/products/${productId}/images`, {
      headers: bearer(token),
      multipart: { file: { name: 'photo.png', mimeType: 'image/png', buffer: png } },
    }),
  );
}

/** Changes a product the way an admin would while a shopper has it in the cart. */
export async function updateProduct(
  request: APIRequestContext,
  product: ApiProduct,
  changes: Partial<{ price: number; inventory: number }>,
): Promise<ApiProduct> {
  const token = await adminToken(request);
  const current = await json<Record<string, unknown>>(
    await request.get(`/api/product/${product.id}`),
  );
  const { name, description, imageUrl, price, inventory, category } = current;
  return json<ApiProduct>(
    await request.put(`/api/admin/products/${product.id}`, {
      headers: bearer(token),
      data: { name, description, imageUrl, price, inventory, category, ...changes },
    }),
  );
}

/** Places an order for one unit of `product` as `shopper`, shipping to `city`. */
export async function placeOrder(
  request: APIRequestContext,
  shopper: Shopper,
  product: ApiProduct,
  city = 'Mombasa',
  paymentMethod: 'mpesa' | 'cash_on_delivery' = 'mpesa',
): Promise<ApiOrder> {
  const token = await shopperToken(request, shopper);
  // The shop has delivery options, so checkout needs one: door delivery to the city's county.
  const options = await json<
    Array<{ id: number; kind: string; counties: string[]; fee: number; free_over: number | null }>
  >(await request.get('/api/delivery/options'));
  const option = options.find(
    (o) => o.kind === 'door' && (o.counties.length === 0 || o.counties.includes(city)),
  );
  if (!option) throw new Error(`no door delivery option serves ${city}`);
  const fee = option.free_over !== null && product.price >= option.free_over ? 0 : option.fee;
  const body = await json<{ order: ApiOrder }>(
    await request.post('/api/checkout', {
      headers: bearer(token),
      data: {
        items: [{ product_id: product.id, quantity: 1, price: product.price }],
        total_amount: Math.round((product.price + fee) * 100) / 100,
        delivery: {
          option_id: option.id,
          county: city,
          town: city,
          street: '7 Nyerere Road',
          phone: '0712 345 678',
        },
        payment_method: paymentMethod,
      },
    }),
  );
  return body.order;
}

/**
 * Waits until the M-Pesa simulator has paid an order (it answers the prompt a few seconds after checkout). A
 * journey that cancels an order first waits for this: a payment arriving after a cancel reopens the order.
 */
export async function waitUntilPaid(
  request: APIRequestContext,
  shopper: Shopper,
  orderId: number,
): Promise<void> {
  const token = await shopperToken(request, shopper);
  await expect
    .poll(
      async () =>
        (
          await json<{ payment_status: string }>(
            await request.get(`/api/orders/${orderId}`, { headers: bearer(token) }),
          )
        ).payment_status,
      { timeout: 30_000 },
    )
    .toBe('Paid');
}

export async function createTicket(
  request: APIRequestContext,
  shopper: Shopper,
  ticket: { subject: string; message: string },
): Promise<{ id: number }> {
  const token = await shopperToken(request, shopper);
  return json<{ id: number }>(
    await request.post('/api/support/ticket', { headers: bearer(token), data: ticket }),
  );
}

export async function dashboardTotals(
  request: APIRequestContext,
): Promise<{ totalProducts: number; totalOrders: number; totalUsers: number }> {
  const token = await adminToken(request);
  return json(await request.get('/api/admin/dashboard', { headers: bearer(token) }));
}

export async function productNames(
  request: APIRequestContext,
  query: { category?: string; q?: string },
): Promise<string[]> {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.q) params.set('q', query.q);
  // The shop page's first page: newest first, 24 at a time.
  params.set('sort', 'newest');
  params.set('limit', '24');
  const products = await json<ApiProduct[]>(
    await request.get(`/api/products?${params.toString()}`),
  );
  return products.map((p) => p.name);
}

/** Status of a promo code as the shop's checkout sees it: 200 usable, 404 unknown or expired. */
export async function promoCheckStatus(request: APIRequestContext, code: string): Promise<number> {
  const response = await request.get(`/api/promocodes/${encodeURIComponent(code)}`);
  return response.status();
}

export async function expectProductGone(request: APIRequestContext, id: number): Promise<void> {
  const response = await request.get(`/api/product/${id}`);
  expect(response.status()).toBe(404);
}
