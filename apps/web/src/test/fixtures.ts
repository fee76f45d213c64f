import { permissionsOf, type StaffRole } from '@mavazi/shared/staff';
import type { AdminMe } from '@mavazi/shared/staff.schemas';
import type { ShopInfo } from '@mavazi/shared/shop.schemas';
import type { Dashboard, User } from '@mavazi/shared/auth.schemas';
import type { Product, ProductDetail } from '@mavazi/shared/catalog.schemas';
import type { DeliveryOption } from '@mavazi/shared/delivery.schemas';
import type { AdminOrder, Order, OrderItem } from '@mavazi/shared/orders.schemas';
import type { Promo } from '@mavazi/shared/promotions.schemas';
import type { StaffTicket, Ticket, TicketThread } from '@mavazi/shared/support.schemas';
import type { FakeReply } from './fake-api';

export const shopper: User = {
  id: 7,
  username: 'wanjiku',
  email: 'wanjiku@example.com',
  phone_number: '+254712345678',
  imageUrl: null,
  is_admin: false,
  email_verified: true,
  language: 'en',
  notify_by: ['email', 'sms'],
  created_at: '2026-01-01T00:00:00.000Z',
};

export const ADMIN_TOKEN = 'admin-token';

export const admin: User = {
  ...shopper,
  id: 1,
  username: 'admin',
  email: 'admin@mavazi.test',
  phone_number: '+254700000001',
  is_admin: true,
  email_verified: true,
};

export function dashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    totalProducts: 12,
    totalOrders: 5,
    totalUsers: 9,
    today: { orders: 2, revenue: 3000 },
    week: { orders: 4, revenue: 11500 },
    awaitingDispatch: 3,
    paymentsPending: 1,
    lowStock: [],
    salesByDay: Array.from({ length: 30 }, (_, i) => ({
      date: `2026-03-${String(i + 1).padStart(2, '0')}`,
      orders: i % 3,
      revenue: (i % 3) * 1500,
    })),
    ...overrides,
  };
}

/** GET /admin/me for a staff member of this role (owners by default), from the shared map. */
export function adminMe(role: StaffRole = 'owner', overrides: Partial<AdminMe> = {}): AdminMe {
  return {
    user: admin,
    role,
    permissions: permissionsOf(role),
    totp_enabled: false,
    totp_required: false,
    ...overrides,
  };
}

/** The answers every signed-in admin page needs. */
export function adminSessionRoutes(role: StaffRole = 'owner'): Record<string, FakeReply> {
  return {
    'GET /current_user': { body: admin },
    'GET /admin/me': { body: adminMe(role) },
    'GET /admin/dashboard': { body: dashboard() },
  };
}

export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    name: 'Kitenge Dress',
    description: 'A bright wax-print dress.',
    price: 2499.5,
    imageUrl: '/images/products/kitenge-dress.svg',
    category: 'Women',
    inventory: 5,
    rating_average: null,
    rating_count: 0,
    sizes: [],
    image: null,
    compare_at_price: null,
    status: 'active',
    publish_at: null,
    ...overrides,
  };
}

/** A product page's product: sizes and photos (none unless given). */
export function productDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return { ...product(), variants: [], images: [], collections: [], ...overrides };
}

export function orderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    id: 1,
    product_id: 3,
    product_name: 'Kitenge Dress',
    quantity: 2,
    price: 2499.5,
    variant_id: null,
    size: null,
    colour: null,
    sku: null,
    image_url: null,
    ...overrides,
  };
}

export function promo(overrides: Partial<Promo> = {}): Promo {
  return {
    id: 1,
    code: 'KARIBU10',
    discount_percentage: 10,
    start_date: '2020-01-01',
    end_date: '2999-12-31',
    usage_limit: null,
    per_customer_limit: null,
    times_used: 0,
    is_active: true,
    ...overrides,
  };
}

export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 42,
    order_number: 'ORD-000042',
    user_id: shopper.id,
    status: 'Pending',
    total_amount: 4634.1,
    subtotal: 5149,
    discount_percentage: 10,
    promotion_code: 'KARIBU10',
    shipping_address: '12 Moi Avenue',
    payment_method: 'mpesa',
    payment_status: 'Pending',
    payment: {
      method: 'mpesa',
      status: 'Pending',
      phone: '2547****678',
      mpesa_receipt: null,
      message: 'Check your phone to complete the M-Pesa payment',
      outcome: 'waiting',
      pay_again_at: null,
    },
    created_at: '2026-03-01T10:00:00.000Z',
    items: [],
    delivery_fee: 0,
    delivery: null,
    vat_amount: 639.19,
    vat_rate: 16,
    invoice_number: null,
    courier: null,
    tracking_number: null,
    refunded_amount: 0,
    exchange_for_return_id: null,
    ...overrides,
  };
}

export function adminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    ...order(),
    customer: { username: shopper.username, email: shopper.email, phone_number: '+254712345678' },
    ...overrides,
  };
}

export function deliveryOption(overrides: Partial<DeliveryOption> = {}): DeliveryOption {
  return {
    id: 1,
    name: 'Door delivery in Nairobi',
    kind: 'door',
    counties: ['Nairobi'],
    fee: 250,
    free_over: 5000,
    eta_min_days: 1,
    eta_max_days: 2,
    ...overrides,
  };
}

/** The demo shop's options: Nairobi door delivery, the main towns, the rest of Kenya, shop pick-up. */
export const deliveryOptions: DeliveryOption[] = [
  deliveryOption(),
  deliveryOption({
    id: 2,
    name: 'Door delivery to the main towns',
    counties: ['Kajiado', 'Kiambu', 'Kisumu', 'Machakos', 'Mombasa', 'Nakuru', 'Uasin Gishu'],
    fee: 400,
    free_over: null,
    eta_min_days: 2,
    eta_max_days: 3,
  }),
  deliveryOption({
    id: 3,
    name: 'Door delivery across Kenya',
    counties: ['Turkana', 'Garissa'],
    fee: 600,
    free_over: null,
    eta_min_days: 3,
    eta_max_days: 5,
  }),
  deliveryOption({
    id: 4,
    name: 'Pick-up at our shop, Nairobi CBD',
    kind: 'pickup',
    fee: 0,
    free_over: null,
    eta_min_days: 0,
    eta_max_days: 1,
  }),
];

export function ticket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    id: 5,
    subject: 'Wrong size delivered',
    message: 'I ordered M but got L.',
    status: 'Open',
    user_id: shopper.id,
    created_at: '2026-03-03T08:00:00.000Z',
    updated_at: '2026-03-03T08:00:00.000Z',
    order_id: null,
    order_number: null,
    ...overrides,
  };
}

/** GET /shop: the contact details the server's SHOP_* settings give. */
export const shopInfo: ShopInfo = {
  name: 'Mavazi',
  phone: '254712345678',
  phone_display: '+254 712 345 678',
  whatsapp_url: 'https://wa.me/254712345678',
  email: 'hello@mavazi.example',
  address: 'Moi Avenue, Nairobi CBD, Nairobi',
  payment_methods: ['mpesa', 'cash_on_delivery'],
  return_window_days: 7,
  hours: 'Monday to Saturday, 8 am to 6 pm (EAT)',
  mpesa_paybill: '174379',
};

export function staffTicket(overrides: Partial<StaffTicket> = {}): StaffTicket {
  return { ...ticket(), username: shopper.username, email: shopper.email, ...overrides };
}

export function ticketThread(overrides: Partial<TicketThread> = {}): TicketThread {
  return { ...staffTicket(), replies: [], ...overrides };
}
