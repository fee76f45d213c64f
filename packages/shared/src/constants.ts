export const SHOP_NAME = 'Mavazi';

/** Days after delivery in which an unworn item with its tags may be returned (product page, Returns page). */
export const RETURN_DAYS = 7;

/** Ids, cents and counters are 32-bit integer columns on PostgreSQL: nothing above this fits. */
export const INT4_MAX = 2_147_483_647;

export const CATEGORIES = ['Men', 'Women', 'Kids', 'Accessories'] as const;
export type Category = (typeof CATEGORIES)[number];

export const PAYMENT_METHODS = ['mpesa', 'cash_on_delivery', 'credit_card', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How people see the payment methods, in the web app and in mail. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  mpesa: 'M-Pesa',
  cash_on_delivery: 'Pay on delivery',
  credit_card: 'Credit card',
  paypal: 'PayPal',
};

export const ORDER_STATUSES = [
  'Pending',
  'On Transit',
  'Delivered',
  'Cancelled',
  'Confirmed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The order's life: where each status may go next. Delivered is final (its goods are with the
 * shopper, so they cannot return to stock by a click); a cancelled order may be reopened, which
 * takes its stock and promotion use again.
 */
export const ORDER_STATUS_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  Pending: ['Confirmed', 'On Transit', 'Cancelled'],
  Confirmed: ['On Transit', 'Delivered', 'Cancelled'],
  'On Transit': ['Delivered', 'Cancelled'],
  Delivered: [],
  Cancelled: ['Pending', 'Confirmed'],
};

export function canChangeOrderStatus(from: OrderStatus, to: OrderStatus): boolean {
  return from === to || ORDER_STATUS_TRANSITIONS[from].includes(to);
}

export const PAYMENT_STATUSES = ['Pending', 'Paid', 'Failed', 'Refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Where an admin may move an order's payment status. Refunded is final; Paid may go back to Pending
 * to undo a wrong click (the order's history keeps who did it).
 */
export const PAYMENT_STATUS_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> =
  {
    Pending: ['Paid', 'Failed'],
    Failed: ['Pending', 'Paid'],
    Paid: ['Refunded', 'Pending'],
    Refunded: [],
  };

export function canChangePaymentStatus(from: PaymentStatus, to: PaymentStatus): boolean {
  return from === to || PAYMENT_STATUS_TRANSITIONS[from].includes(to);
}

/** Lines the product page's form added before its script ran (POST /cart/add); the web app moves them into its cart. */
export const SERVER_CART_COOKIE = 'mavazi_cart_add';

/** A shopper may ask for a new M-Pesa prompt for one order at most this often. */
export const PAY_AGAIN_INTERVAL_SECONDS = 30;

/** Door delivery brings the parcel to the shopper's address; pick-up waits at a shop or agent. */
export const DELIVERY_KINDS = ['door', 'pickup'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

export const DELIVERY_KIND_LABELS: Record<DeliveryKind, string> = {
  door: 'Door delivery',
  pickup: 'Pick-up',
};

/** Stock at or below this shows on the dashboard as running low. */
export const LOW_STOCK_THRESHOLD = 5;
/** How many low-stock lines the dashboard lists. */
export const LOW_STOCK_LIST_MAX = 20;

export const TICKET_STATUSES = ['Open', 'Resolved'] as const;

/** Who wrote a reply in a ticket's conversation. */
export const TICKET_REPLY_AUTHORS = ['shop', 'customer'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const LIMITS = {
  passwordMin: 8,
  passwordMax: 128,
  usernameMin: 3,
  usernameMax: 30,
  personNameMax: 80,
  emailMax: 254,
  urlMax: 2048,
  productNameMax: 120,
  productDescriptionMax: 2000,
  priceMax: 10_000_000,
  inventoryMax: 1_000_000,
  /** Sizes and colours of one product. */
  variantsMax: 60,
  colourMax: 30,
  skuMax: 40,
  /** Photos of one product, each at most imageBytesMax and imagePixelsMax. */
  imagesMax: 12,
  imageBytesMax: 8 * 1024 * 1024,
  imagePixelsMax: 40_000_000,
  imageAltMax: 200,
  reviewCommentMax: 2000,
  quantityMax: 99,
  cartLinesMax: 50,
  addressMax: 300,
  townMax: 100,
  streetMax: 200,
  deliveryNotesMax: 300,
  deliveryOptionNameMax: 80,
  deliveryFeeMax: 100_000,
  deliveryDaysMax: 60,
  ticketSubjectMax: 150,
  ticketMessageMax: 5000,
  ticketsPageSize: 20,
  pageSizeMax: 100,
  /** Default page sizes of lists that are never returned whole. */
  ordersPageSize: 20,
  adminPageSize: 50,
  reviewsPageSize: 20,
  collectionNameMax: 80,
  collectionSlugMax: 60,
  collectionDescriptionMax: 1000,
  /** Collections one product belongs to. */
  productCollectionsMax: 20,
} as const;

/** Who sees a product: shoppers see `active` ones, and `scheduled` ones from their `publish_at`. */
export const PRODUCT_STATUSES = ['active', 'draft', 'scheduled'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Orders of the shop's product list (`GET /products?sort=`); without one, products come by id. */
export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'rating', 'popular'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
