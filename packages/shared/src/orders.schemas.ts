import { languageSchema } from './notify';
import { z } from 'zod';
import { LIMITS, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './constants';
import { dateOrDateTimeSchema } from './common.schemas';
import { hasAtMostTwoDecimals } from './money';
import { mpesaPhoneSchema, orderPaymentSchema, paymentStatusSchema } from './payments.schemas';
import { checkoutDeliverySchema, orderDeliverySchema } from './delivery.schemas';
import { emailSchema } from './auth.schemas';
import { kenyanPhoneSchema } from './kenya.schemas';
import { ORDER_REF_PATTERN } from './order-ref';

export const orderStatusSchema = z.enum(
  ORDER_STATUSES,
  'Status must be one of Pending, On Transit, Delivered, Cancelled, Confirmed',
);
export const paymentMethodSchema = z.enum(
  PAYMENT_METHODS,
  'Payment method must be one of mpesa, cash_on_delivery, credit_card, paypal',
);

const required = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(LIMITS.addressMax);

/** The checkout page's shipping form; the API accepts it as `shipping`. */
export const shippingSchema = z.object({
  address: required('Address'),
  city: required('City'),
  state: required('State'),
  zip: z.string().trim().min(1, 'Zip is required').max(20),
});
export type Shipping = z.infer<typeof shippingSchema>;

export const checkoutItemSchema = z.object({
  product_id: z.number().int().positive(),
  /** The size (and colour) bought; required for a product with variants. */
  variant_id: z.number().int().positive().nullish(),
  quantity: z
    .number()
    .int('Quantity must be a whole number from 1 to 99')
    .min(1, 'Quantity must be a whole number from 1 to 99')
    .max(LIMITS.quantityMax, 'Quantity must be a whole number from 1 to 99'),
  price: z.number().finite().nonnegative(),
});

/** Fields the server owns: a body that tries to set them is refused rather than silently trusted. */
const serverOwned = z.never('This field is set by the shop, not by the client').optional();

/** A guest's contact at checkout: the order's mails and texts and its private link go there. */
export const guestContactSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name is too long'),
  email: emailSchema,
  phone: kenyanPhoneSchema,
  /** The language the guest shopped in: the order's mails and texts are written in it. */
  language: languageSchema.optional(),
});
export type GuestContact = z.infer<typeof guestContactSchema>;

export const checkoutBodySchema = z
  .object({
    items: z
      .array(checkoutItemSchema)
      .min(1, 'Your cart is empty')
      .max(LIMITS.cartLinesMax, `At most ${LIMITS.cartLinesMax} different products per order`),
    total_amount: z.number().finite().nonnegative(),
    shipping_address: z.string().trim().max(LIMITS.addressMax).optional(),
    shipping: shippingSchema.optional(),
    delivery: checkoutDeliverySchema.optional(),
    payment_method: paymentMethodSchema,
    /** For mpesa: the number the prompt goes to; without it the account's phone is used. */
    mpesa_phone: mpesaPhoneSchema,
    promotion_code: z.string().trim().max(64).optional().nullable(),
    /** Without a token: who the guest is (ignored when signed in). */
    guest: guestContactSchema.optional(),
    payment_status: serverOwned,
    status: serverOwned,
    discount_percentage: serverOwned,
    user_id: serverOwned,
    delivery_fee: serverOwned,
  })
  .refine((b) => Boolean(b.shipping_address?.trim() || b.shipping || b.delivery), {
    message: 'Shipping address is required',
    path: ['shipping_address'],
  });
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

export const orderItemSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  product_name: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  variant_id: z.number().int().nullable(),
  size: z.string().nullable(),
  colour: z.string().nullable(),
  sku: z.string().nullable(),
  /** The product's picture when the order was placed. */
  image_url: z.string().nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  user_id: z.number().int(),
  status: orderStatusSchema,
  total_amount: z.number(),
  subtotal: z.number(),
  discount_percentage: z.number(),
  promotion_code: z.string().nullable(),
  shipping_address: z.string(),
  payment_method: paymentMethodSchema,
  payment_status: paymentStatusSchema,
  payment: orderPaymentSchema,
  created_at: z.string(),
  items: z.array(orderItemSchema),
  delivery_fee: z.number(),
  /** Null for orders placed without a delivery option (the spec's checkout body). */
  delivery: orderDeliverySchema.nullable(),
  /** VAT included in the total (KES) and its rate in percent (0: the shop was not VAT registered). */
  vat_amount: z.number(),
  vat_rate: z.number(),
  /** INV-2026-000001 once the order is paid: its invoice is at /orders/{id}/invoice. */
  invoice_number: z.string().nullable(),
  /** Who carries the parcel (a courier company or the rider's name) and its tracking number, once shipped. */
  courier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  /** KES paid back so far (Completed refunds); payment_status is Refunded once it equals what was paid. */
  refunded_amount: z.number(),
  /** Set on an exchange order: the return it replaces (its lines cost 0). */
  exchange_for_return_id: z.number().int().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const statusHistoryEntrySchema = z.object({
  /** The order's status after the change. */
  status: orderStatusSchema,
  /** The payment status after the change; null when the payment did not change. */
  payment_status: paymentStatusSchema.nullable(),
  /** Why, in words, e.g. "M-Pesa payment received, receipt SIM4K7Q2ZT". */
  note: z.string().nullable(),
  changed_at: z.string(),
  changed_by: z.number().int().nullable(),
});

export const trackedOrderSchema = orderSchema.extend({
  expectedDeliveryDate: z.string().nullable(),
  currentLocation: z.string().nullable(),
  status_history: z.array(statusHistoryEntrySchema),
});
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;

export const orderCreatedSchema = z.object({
  message: z.string(),
  order: orderSchema,
  /** Guest checkout only: the token of the order's private link, answered this once. */
  lookup_token: z.string().optional(),
});

/** /orders/{id} takes the numeric id or the order number (ORD-000042). */
export const orderRefParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(ORDER_REF_PATTERN, 'Enter an order id or an order number like ORD-000042'),
});

export const adminOrderUpdateSchema = z
  .object({
    status: orderStatusSchema.optional(),
    payment_status: paymentStatusSchema.optional(),
    currentLocation: z.string().trim().min(1).max(200).optional(),
    expectedDeliveryDate: dateOrDateTimeSchema.optional(),
  })
  .refine((b) => b.status !== undefined || b.payment_status !== undefined, {
    message: 'Send a status, a payment_status or both',
    path: ['status'],
  });
export type AdminOrderUpdate = z.infer<typeof adminOrderUpdateSchema>;

/** The order tracking page's input. */
export const trackOrderFormSchema = z.object({
  orderId: z.string().trim().min(1, 'Please enter a valid order ID.'),
});

/** GET /admin/orders: a page, optionally only one status, payment status or method, or a search. */
const adminOrderFilterFields = z.object({
  status: orderStatusSchema.optional(),
  payment_status: z.enum(PAYMENT_STATUSES).optional(),
  payment_method: paymentMethodSchema.optional(),
  /** An order number (or part of one), an M-Pesa receipt, or part of the customer's username, email or phone. */
  q: z.string().trim().max(100).optional(),
  /** Placed on or after / on or before these Kenyan days. */
  from: z.iso.date('Use a Kenyan day like 2026-11-26').optional(),
  to: z.iso.date('Use a Kenyan day like 2026-11-26').optional(),
  /** The delivery county, as chosen at checkout. */
  county: z.string().trim().min(1).max(60).optional(),
});
const rangeInOrder = {
  check: (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to,
  error: { message: 'from must not be after to', path: ['from'] },
};
export const adminOrderFilterSchema = adminOrderFilterFields.refine(
  rangeInOrder.check,
  rangeInOrder.error,
);
export type AdminOrderFilterQuery = z.infer<typeof adminOrderFilterSchema>;

export const adminOrderQuerySchema = adminOrderFilterFields
  .extend({
    limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.adminPageSize),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .refine(rangeInOrder.check, rangeInOrder.error);
export type AdminOrderQuery = z.infer<typeof adminOrderQuerySchema>;

/** Who placed the order, for the staff (null when the account is gone). */
export const orderCustomerSchema = z.object({
  username: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
});

export const adminOrderSchema = orderSchema.extend({ customer: orderCustomerSchema.nullable() });
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** Courier or rider, and tracking number: printable text, no markup (it goes into mails and texts). */
const plainText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .regex(/^[^<>\p{Cc}]+$/u, `${label} must be plain text`);

/** POST /admin/orders/{id}/ship: the order goes On Transit with who carries it. */
export const shipOrderSchema = z.object({
  courier: plainText('Courier or rider', 60),
  tracking_number: plainText('Tracking number', 40),
  /** Optional new expected delivery day (a Kenyan day, not before the order's). */
  expected_delivery_date: z.iso.date('Use a day like 2026-11-26').optional(),
});
export type ShipOrder = z.infer<typeof shipOrderSchema>;

/** PUT /admin/orders/{id}/expected-delivery. */
export const expectedDeliverySchema = z.object({
  expected_delivery_date: z.iso.date('Use a day like 2026-11-26'),
});
export type ExpectedDelivery = z.infer<typeof expectedDeliverySchema>;

/** An M-Pesa transaction code as on the shopper's confirmation text, e.g. QKJ4ABC123. */
export const MPESA_CODE_PATTERN = /^[A-Z0-9]{10}$/;

/** POST /admin/orders/{id}/cash-payment: a pay-on-delivery order was paid to the rider. */
export const podPaymentSchema = z.object({
  /** KES received; must equal the order's total unless `note` says why. */
  amount: z
    .number('Enter the amount received')
    .positive('Enter the amount received')
    .max(10_000_000)
    .refine(hasAtMostTwoDecimals, 'Use at most two decimals'),
  /** "cash", or the M-Pesa code of the shopper's payment. */
  reference: z
    .string()
    .trim()
    .transform((v) => (v.toLowerCase() === 'cash' ? 'cash' : v.toUpperCase()))
    .refine((v) => v === 'cash' || MPESA_CODE_PATTERN.test(v), {
      message: 'Enter "cash" or an M-Pesa code like QKJ4ABC123',
    }),
  note: z.string().trim().min(1).max(300).optional(),
});
export type PodPayment = z.infer<typeof podPaymentSchema>;

/** What the staff's order page shows of the money a pay-on-delivery order collected. */
export const receivedPaymentSchema = z.object({
  amount: z.number(),
  /** "cash" or an M-Pesa code. */
  reference: z.string(),
});

/** One line of an order's history for the staff: a status change or a staff write, with who. */
export const staffOrderEventSchema = z.object({
  at: z.string(),
  /** order.status, order.payment, order.tracking, order.ship, ... or "status" for a history row. */
  action: z.string(),
  status: orderStatusSchema.nullable(),
  payment_status: paymentStatusSchema.nullable(),
  note: z.string().nullable(),
  actor: z
    .object({ id: z.number().int().nullable(), username: z.string(), role: z.string().nullable() })
    .nullable(),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
});
export type StaffOrderEvent = z.infer<typeof staffOrderEventSchema>;

/** GET /admin/orders/{id}: everything staff need on one page. */
export const staffOrderSchema = trackedOrderSchema.extend({
  customer: orderCustomerSchema.nullable(),
  received: receivedPaymentSchema.nullable(),
  /** Payment attempts (M-Pesa prompts), newest first. */
  payment_attempts: z.array(
    z.object({
      at: z.string(),
      amount: z.number(),
      status: z.string(),
      mpesa_receipt: z.string().nullable(),
      result: z.string().nullable(),
    }),
  ),
  /** Status changes and staff writes, oldest first. */
  history: z.array(staffOrderEventSchema),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;
/** `GET /orders/lookup`: a guest order's number and the secret token of its private link. */
export const orderLookupQuerySchema = z.object({
  number: z.string().trim().min(1).max(40),
  token: z.string().trim().min(1).max(200),
});
export type OrderLookupQuery = z.infer<typeof orderLookupQuerySchema>;

/** `POST /orders/lookup/pay`: a new M-Pesa prompt for a guest order, by its private link. */
export const guestPayBodySchema = orderLookupQuerySchema.extend({ mpesa_phone: mpesaPhoneSchema });
