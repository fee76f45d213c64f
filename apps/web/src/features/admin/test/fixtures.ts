import type { User } from '@mavazi/shared/auth.schemas';
import type { Product, ProductDetail } from '@mavazi/shared/catalog.schemas';
import type { Order } from '@mavazi/shared/orders.schemas';
import type { Promo } from '@mavazi/shared/promotions.schemas';
import type { Ticket } from '@mavazi/shared/support.schemas';
import type { FakeReply } from './fake-api';

export const ADMIN_TOKEN = 'admin-token';

export const adminUser: User = {
  id: 1,
  username: 'admin',
  email: 'admin@mavazi.test',
  phone_number: '+254700000001',
  imageUrl: null,
  is_admin: true,
  created_at: '2026-01-01T00:00:00.000Z',
};

export const shopperUser: User = {
  ...adminUser,
  id: 2,
  username: 'wanjiru',
  email: 'wanjiru@mavazi.test',
  is_admin: false,
};

/** The answers every signed-in admin page needs. */
export function adminSessionRoutes(): Record<string, FakeReply> {
  return {
    'GET /current_user': { body: adminUser },
    'GET /admin/dashboard': { body: { totalProducts: 12, totalOrders: 5, totalUsers: 9 } },
  };
}

export function makePromo(overrides: Partial<Promo> = {}): Promo {
  return {
    id: 7,
    code: 'SUMMER10',
    discount_percentage: 15,
    start_date: '2026-06-01',
    end_date: '2026-08-31',
    usage_limit: 100,
    per_customer_limit: null,
    times_used: 3,
    is_active: true,
    ...overrides,
  };
}

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 3,
    name: 'Kitenge Shirt',
    description: 'Bright cotton shirt',
    price: 2499.5,
    imageUrl: 'https://img.test/kitenge.jpg',
    category: 'Men',
    inventory: 8,
    rating_average: null,
    rating_count: 0,
    sizes: [],
    image: null,
    ...overrides,
  };
}

export function makeProductDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return { ...makeProduct(), variants: [], images: [], ...overrides };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 42,
    order_number: 'ORD-000042',
    user_id: 2,
    status: 'Pending',
    total_amount: 4999,
    subtotal: 4999,
    discount_percentage: 0,
    promotion_code: null,
    shipping_address: '12 Moi Avenue, Nairobi',
    payment_method: 'mpesa',
    payment_status: 'Pending',
    created_at: '2026-03-02T09:30:00.000Z',
    items: [
      {
        id: 1,
        product_id: 3,
        product_name: 'Kitenge Shirt',
        quantity: 2,
        price: 2499.5,
        variant_id: 11,
        size: 'M',
        colour: 'Red',
        sku: 'MZ3-M-RED',
        image_url: null,
      },
    ],
    ...overrides,
  };
}

export function makeTicket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    id: 5,
    subject: 'Wrong size delivered',
    message: 'I ordered M but got L.',
    status: 'Open',
    user_id: 2,
    created_at: '2026-03-03T08:00:00.000Z',
    ...overrides,
  };
}
