/**
 * Stable machine codes sent beside the human text of every error: `{"error": "...", "code": "..."}`.
 * Clients switch on these, never on the English text. docs/api.md lists them. One list, each code written once:
 * the web app's first script carries it, to keep only the codes it knows.
 */
export const ERROR_CODE_LIST = [
  // Any route
  'VALIDATION_FAILED',
  'MALFORMED_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'URI_TOO_LONG',
  'UNAUTHENTICATED',
  'INVALID_TOKEN',
  'FORBIDDEN',
  'ROUTE_NOT_FOUND',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
  // Accounts
  'INVALID_CREDENTIALS',
  'INVALID_RESET_LINK',
  'EMAIL_TAKEN',
  'USERNAME_TAKEN',
  'CURRENT_PASSWORD_REQUIRED',
  'WRONG_PASSWORD',
  'INVALID_EMAIL_UNDO_LINK',
  'INVALID_VERIFICATION_LINK',
  'INVALID_OPT_OUT_LINK',
  'INVALID_NEWSLETTER_LINK',
  // Catalog
  'PRODUCT_NOT_FOUND',
  'SKU_TAKEN',
  'IMAGE_NOT_FOUND',
  'UNSUPPORTED_IMAGE',
  'IMAGE_TOO_LARGE',
  'TOO_MANY_IMAGES',
  'COLLECTION_NOT_FOUND',
  'COLLECTION_SLUG_TAKEN',
  /** "Notify me" for a size that is in stock. */
  'NOT_SOLD_OUT',
  /** "Notify me" from a guest without an address. */
  'EMAIL_REQUIRED',
  /** "Notify me" past the cap of sizes one address may wait for. */
  'TOO_MANY_STOCK_ALERTS',
  // Promotions
  'PROMO_INVALID',
  'PROMO_USED_UP',
  'PROMO_EXISTS',
  'PROMO_NOT_FOUND',
  'PROMO_USAGE_BELOW_USED',
  'PROMO_CUSTOMER_LIMIT',
  // Orders and checkout
  'ORDER_NOT_FOUND',
  'GUEST_EMAIL_REGISTERED',
  'PRICES_CHANGED',
  'TOTAL_CHANGED',
  'OUT_OF_STOCK',
  'SIZE_REQUIRED',
  'VARIANT_NOT_FOUND',
  'ORDER_TOO_LARGE',
  'CHECKOUT_BUSY',
  'ORDER_CHANGED',
  'NOTICE_TOO_SOON',
  'IDEMPOTENCY_KEY_REUSED',
  'TOO_MANY_UNPAID_ORDERS',
  'STATUS_CHANGE_NOT_ALLOWED',
  // Payments
  'MPESA_PHONE_REQUIRED',
  'NOT_AN_MPESA_ORDER',
  'ORDER_ALREADY_PAID',
  'ORDER_CANCELLED',
  'PAY_AGAIN_TOO_SOON',
  'MPESA_PROMPTS_LIMITED',
  // Invoices: an order gets its invoice when it is paid
  'INVOICE_NOT_READY',
  'PAYMENT_STATUS_CHANGE_NOT_ALLOWED',
  // Delivery
  'DELIVERY_OPTION_NOT_FOUND',
  'DELIVERY_OPTION_UNAVAILABLE',
  'DELIVERY_COUNTY_NOT_SERVED',
  // Support
  'TICKET_NOT_FOUND',
  // Texts (SMS)
  'SMS_NOT_FOUND',
  // Third edition (API.md): staff, catalog operations, returns and refunds, money
  'FORBIDDEN_ROLE',
  'LAST_OWNER',
  'OTP_REQUIRED',
  'OTP_INVALID',
  'STALE_EDIT',
  'RETURN_WINDOW_CLOSED',
  'RETURN_QUANTITY',
  'REFUND_EXCEEDS_PAID',
  'RETURN_NOT_FOUND',
  'REFUND_NOT_FOUND',
  'METHOD_NOT_OFFERED',
  // Staff accounts
  'STAFF_NOT_FOUND',
  'INVALID_INVITATION',
  'TOTP_ALREADY_ENABLED',
  'TOTP_NOT_STARTED',
  'USER_NOT_FOUND',
  // Fulfilment tools
  'NOT_PAY_ON_DELIVERY',
  'AMOUNT_MISMATCH',
  'ORDER_CLOSED',
  // Privacy
  'STAFF_NOT_ERASABLE',
] as const;

export type ErrorCode = (typeof ERROR_CODE_LIST)[number];

/** Each code by its own name, for `ERROR_CODES.OUT_OF_STOCK` in code that raises or checks one. */
export const ERROR_CODES = Object.fromEntries(ERROR_CODE_LIST.map((code) => [code, code])) as {
  readonly [Code in ErrorCode]: Code;
};
