import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table shapes shared by both dialects. Times are ISO 8601 UTC text and flags are 0/1 integers as the
 * application sees them on both (PostgreSQL stores timestamptz and boolean, decision 022), so
 * repositories need no per-dialect conversion.
 */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  phone_number: string | null;
  image_url: string | null;
  is_admin: Generated<number>;
  /** Bumped on password change: tokens issued before it stop working. */
  token_version: Generated<number>;
  /** owner | manager | catalog | fulfilment | support for staff (is_admin = 1); null for shoppers. */
  staff_role: string | null;
  /** 1 once the owner opened a verification link mailed to the current address (decision 024). */
  email_verified: Generated<number>;
  /** Set when the owner disabled the account: its tokens stop working at once. */
  disabled_at: string | null;
  /** Base32 TOTP secret; set by POST /admin/me/totp, in use once totp_enabled = 1. */
  totp_secret: string | null;
  totp_enabled: Generated<number>;
  /** The time step of the last accepted code, so a code is never accepted twice. */
  totp_last_step: number | null;
  /** The first staff sign-in (STAFF_REQUIRE_TOTP asks for a code on every later one). */
  staff_signed_in_at: string | null;
  /** en | sw: the language of mails and texts. */
  language: Generated<string>;
  /** 'email,sms' as chosen; null = the default (both for a Kenyan mobile, else email). */
  notify_by: string | null;
  /** 1 for the row a guest checkout makes per address: it never signs in (decision 037). */
  is_guest: Generated<number>;
  /** Marketing consent (cart reminders) and when it was given; null once withdrawn. */
  marketing_opt_in: Generated<number>;
  marketing_opt_in_at: string | null;
  /** SHA-256 of the one-click opt-out link's token in marketing mails. */
  marketing_opt_out_hash: string | null;
  /** The name given at sign-up (spaces allowed); mails greet by it, else by the username. */
  name: string | null;
  created_at: string;
  updated_at: string;
}

export interface RevokedTokensTable {
  jti: string;
  expires_at: string;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  /** The address the link was mailed to; null for links made before it was recorded. */
  sent_to: string | null;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** A link mailed to the old address after an email change, which puts the old address back. */
export interface EmailChangeTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  old_email: string;
  new_email: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** A single-use link (48 h) mailed to `email` that marks it verified while it is still the account's. */
export interface EmailVerificationTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  email: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** Rows /api/health writes and deletes to prove the database takes writes. */
export interface HealthProbesTable {
  id: string;
  payload: string;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  hits: number;
  reset_at: string;
}

export interface ProductsTable {
  id: Generated<number>;
  name: string;
  description: string;
  price_cents: number;
  image_url: string;
  category: string;
  inventory: number;
  /** Review totals, kept with every review write (see reviews.repository refreshRatingTotals). */
  rating_count: Generated<number>;
  rating_sum: Generated<number>;
  /** Average rating × 100 (0 without reviews): the rating sort's key. */
  rating_rank: Generated<number>;
  /** Units in orders that are not cancelled: the popularity sort's key. */
  units_sold: Generated<number>;
  /** Soft delete: past orders keep pointing at the row. */
  deleted_at: string | null;
  /** +1 on every write of the product, its sizes or its stock: a form read at an older one is stale. */
  version: Generated<number>;
  /** active | draft | scheduled; shoppers see active ones and scheduled ones from publish_at (decision 027). */
  status: Generated<string>;
  publish_at: string | null;
  /** The "was" price, above price_cents; null when not on sale. */
  compare_at_price_cents: number | null;
  created_at: string;
  updated_at: string;
}

export interface ProductVariantsTable {
  id: Generated<number>;
  product_id: number;
  sku: string;
  size: string;
  colour: string | null;
  /** Lower-cased, trimmed colour ('' for none): unique with product_id and size. */
  colour_key: string;
  inventory: number;
  /** Null: the product's price. */
  price_cents: number | null;
  /** The size's own "was" price; null: the product's (when the size has no own price). */
  compare_at_price_cents: number | null;
  /** 1 when the admin removed it while past orders name it: kept for them, never sold. */
  hidden: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ProductImagesTable {
  id: Generated<number>;
  product_id: number;
  /** 0 is the first photo (the product's picture); positions are kept contiguous. */
  position: number;
  /** Content hash of the original upload, the stem of every stored file. */
  file_key: string;
  /** WebP widths stored, ascending, comma-separated. */
  widths: string;
  /** AVIF widths stored (the same as `widths`); null for photos from before migration 027 until backfilled. */
  avif_widths: string | null;
  /** A data: URI of a ~20 px blurred copy, shown while the photo loads; null until backfilled. */
  placeholder: string | null;
  /** Of the widest stored copy. */
  width: number;
  height: number;
  /** jpeg | png | webp | svg (svg only from the shop's own demo artwork). */
  original_format: string;
  alt: string;
  /** The variant colour the photo shows; null for every colour. */
  colour: string | null;
  created_at: string;
}

export interface ReviewsTable {
  id: Generated<number>;
  product_id: number;
  user_id: number;
  author: string;
  rating: number;
  comment: string;
  /** 1 when the author had a Delivered order with the product (kept true once earned). */
  verified_purchase: Generated<number>;
  created_at: string;
}

export interface PromotionsTable {
  id: Generated<number>;
  code: string;
  /** Upper-cased code: the unique, case-insensitive lookup key. */
  code_key: string;
  discount_percentage: number;
  start_date: string;
  end_date: string;
  usage_limit: number | null;
  /** Redemptions one shopper may make (null = unlimited). */
  per_customer_limit: number | null;
  times_used: Generated<number>;
  is_active: number;
  created_at: string;
  updated_at: string;
}

export interface OrdersTable {
  id: Generated<number>;
  order_number: string;
  user_id: number;
  /** A guest order's contact as given at checkout (kept after linking; erased with the customer). */
  guest_name: string | null;
  guest_email: string | null;
  guest_phone: string | null;
  /** SHA-256 of the private link's token (guest orders only): GET /orders/lookup. */
  lookup_token_hash: string | null;
  status: string;
  subtotal_cents: number;
  discount_percentage: number;
  discount_cents: number;
  total_cents: number;
  promotion_code: string | null;
  promotion_id: number | null;
  shipping_address: string;
  shipping_city: string | null;
  shipping_state: string | null;
  shipping_zip: string | null;
  current_location: string | null;
  expected_delivery_date: string | null;
  idempotency_key: string | null;
  /** Hash of the checkout request the key was first used with (null for older orders). */
  idempotency_fingerprint: string | null;
  last_notified_at: string | null;
  /** Delivery fee charged (0 for orders placed without a delivery option). */
  delivery_fee_cents: Generated<number>;
  /** A copy of the delivery option and address at checkout; all null for orders placed without one. */
  delivery_option_id: number | null;
  delivery_option_name: string | null;
  delivery_kind: string | null;
  delivery_county: string | null;
  delivery_town: string | null;
  delivery_street: string | null;
  /** Normalised, 2547XXXXXXXX. */
  delivery_phone: string | null;
  delivery_notes: string | null;
  delivery_eta_min_days: number | null;
  delivery_eta_max_days: number | null;
  /** The VAT rate (percent) at checkout; 0 = the shop was not VAT registered. */
  vat_rate: Generated<number>;
  /** VAT included in total_cents: total × rate / (100 + rate), rounded to cents. */
  vat_amount_cents: Generated<number>;
  /** INV-2026-000001, given when the order became Paid (gap-free per Kenyan year). */
  invoice_number: string | null;
  /** Who carries the parcel (courier company or rider) and their tracking number, set when shipping. */
  courier: string | null;
  tracking_number: string | null;
  /** Paid back so far (Completed refunds). */
  refunded_cents: Generated<number>;
  /** Set on an exchange order: the return it replaces. */
  exchange_for_return_id: Generated<number | null>;
  created_at: string;
  updated_at: string;
}

/** An order's payment (decision 045): one row per order, owned by payments; `payments` holds its prompts. */
export interface OrderPaymentsTable {
  order_id: number;
  payment_method: string;
  payment_status: string;
  /** The M-Pesa number (2547XXXXXXXX) of the latest prompt; null for other methods. */
  mpesa_phone: string | null;
  mpesa_receipt: string | null;
  /** What the shopper is told about the payment now; null = the default for the method and status. */
  payment_message: string | null;
  /** The shopper's headline for the payment (PAYMENT_OUTCOMES); null = follows from the status. */
  payment_outcome: string | null;
  /** When the shopper last asked for a new M-Pesa prompt (POST /orders/{id}/pay). */
  pay_requested_at: string | null;
  /** When the money was received (the order became Paid); null while unpaid. */
  paid_at: string | null;
  /** A pay-on-delivery order marked paid: what was collected and the M-Pesa code or "cash". */
  received_amount_cents: number | null;
  received_reference: string | null;
}

/** The last invoice number given in each year, moved in the same transaction as the payment. */
export interface InvoiceCountersTable {
  year: number;
  last_number: number;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number | null;
  product_name: string;
  quantity: number;
  price_cents: number;
  variant_id: number | null;
  size: string | null;
  colour: string | null;
  sku: string | null;
  image_url: string | null;
}

export interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_id: number;
  /** The order's status after the change. */
  status: string;
  /** The payment status after the change; null when the payment did not change. */
  payment_status: string | null;
  note: string | null;
  changed_by: number | null;
  created_at: string;
}

/** One M-Pesa STK Push request. */
export interface PaymentsTable {
  id: Generated<number>;
  order_id: number;
  /** 2547XXXXXXXX */
  phone: string;
  /** Whole shillings, in cents (M-Pesa takes whole shillings: the order total rounded up). */
  amount_cents: number;
  merchant_request_id: string | null;
  /** Daraja's id of the request; null until Daraja accepted it. */
  checkout_request_id: string | null;
  /** Pending | Paid | Failed */
  status: string;
  result_code: number | null;
  result_desc: string | null;
  /** Stored once: unique. */
  mpesa_receipt: string | null;
  /** When reconciliation next asks Daraja about a Pending payment (also its lease). */
  query_after: string;
  query_attempts: Generated<number>;
  created_at: string;
  updated_at: string;
  settled_at: string | null;
}

/** A successful M-Pesa callback no prompt of ours could be matched to: money staff must place or refund. */
export interface MpesaUnmatchedPaymentsTable {
  id: Generated<number>;
  checkout_request_id: string;
  merchant_request_id: string | null;
  /** 2547XXXXXXXX as M-Pesa reported it */
  phone: string | null;
  amount_cents: number;
  mpesa_receipt: string;
  /** M-Pesa's YYYYMMDDHHmmss (Kenya time), as sent. */
  transaction_date: string | null;
  received_at: string;
}

export interface DeliveryOptionsTable {
  id: Generated<number>;
  name: string;
  /** door | pickup */
  kind: string;
  /** JSON array of county names; [] = every county. */
  counties: string;
  fee_cents: number;
  /** The discounted subtotal from which the fee is 0; null = the fee always applies. */
  free_over_cents: number | null;
  eta_min_days: number;
  eta_max_days: number;
  is_active: number;
  created_at: string;
  updated_at: string;
}

export interface SupportTicketsTable {
  id: Generated<number>;
  user_id: number;
  subject: string;
  message: string;
  status: string;
  created_at: string;
  updated_at: string;
  /** The shopper's order the ticket is about, if any. */
  order_id: number | null;
}

export interface SupportTicketRepliesTable {
  id: Generated<number>;
  ticket_id: number;
  /** shop | customer */
  author: string;
  author_user_id: number | null;
  message: string;
  created_at: string;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** Marketing mail's one-click unsubscribe address, sent as `List-Unsubscribe` (RFC 8058). */
  list_unsubscribe_url: string | null;
  /** pending | sent | failed */
  status: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** A text waiting for, or given to, Africa's Talking; one row per event (`event_key` is unique). */
export interface SmsOutboxTable {
  id: Generated<number>;
  /** e.g. order.placed:42, user.welcome:7: a second queueing of the same event adds nothing. */
  event_key: string;
  kind: string;
  user_id: number | null;
  /** 2547XXXXXXXX */
  to_phone: string;
  language: string;
  message: string;
  /** pending | sent (accepted by the provider) | delivered | failed */
  status: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  provider_message_id: string | null;
  /** The provider's last word: Success, Sent, Buffered, Failed, Rejected... */
  provider_status: string | null;
  failure_reason: string | null;
  /** As the provider writes it, e.g. "KES 0.8000". */
  cost: string | null;
  /** The text a staff resend copied. */
  resend_of: number | null;
  created_at: string;
  sent_at: string | null;
  delivered_at: string | null;
}

/** One row per staff write, written in the write's own transaction; never updated or deleted. */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor_id: number | null;
  actor_username: string;
  actor_role: string;
  /** e.g. product.update, order.status, refund.create */
  action: string;
  entity: string;
  entity_id: string | null;
  /** JSON: {field: [before, after]} */
  changes: string;
  ip: string | null;
}

/** A single-use link that lets an invited staff member set a password (7 days). */
export interface StaffInvitationsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the link's token; the token itself is only in the mail. */
  token_hash: string;
  invited_by: number | null;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** Single-use two-factor recovery codes, hashed. */
export interface StaffRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

/** One change of a size's (or a product without sizes') stock; the movements of each sum to its stock. */
export interface StockMovementsTable {
  id: Generated<number>;
  at: string;
  product_id: number;
  /** Null for a product without sizes. */
  variant_id: number | null;
  delta: number;
  stock_after: number;
  /** sale | cancel | return | restock | count | damaged | import */
  reason: string;
  order_id: number | null;
  return_id: number | null;
  actor_id: number | null;
  actor_username: string | null;
  note: string;
}

/** A shop collection ("Kitenge", "Shoes"); products belong to any number of them. */
export interface CollectionsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string;
  image_url: string | null;
  created_at: string;
  updated_at: string;
}

export interface ProductCollectionsTable {
  collection_id: number;
  product_id: number;
}

/** A shopper's return of delivered items (RET-000001), for a refund or an exchange. */
export interface ReturnsTable {
  id: Generated<number>;
  number: string;
  order_id: number;
  order_number: string;
  user_id: number;
  /** Requested | Approved | Rejected | Received | Refunded | Exchanged */
  status: string;
  note: string | null;
  /** 1 when the units went back to stock on receipt. */
  restocked: Generated<number>;
  exchange_order_id: number | null;
  exchange_order_number: string | null;
  /** Completed refunds naming this return. */
  refunded_cents: Generated<number>;
  idempotency_key: string | null;
  /** The staff member who opened it for the shopper; null when the shopper did. */
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** One order line (or part of it) of a return, with what it was bought as. */
export interface ReturnLinesTable {
  id: Generated<number>;
  return_id: number;
  order_item_id: number;
  product_id: number | null;
  product_name: string;
  variant_id: number | null;
  size: string | null;
  colour: string | null;
  quantity: number;
  unit_price_cents: number;
  reason: string;
  exchange_variant_id: number | null;
  exchange_size: string | null;
  exchange_colour: string | null;
}

export interface ReturnHistoryTable {
  id: Generated<number>;
  return_id: number;
  status: string;
  note: string | null;
  changed_by: number | null;
  created_at: string;
}

/** Money paid back on an order: by M-Pesa B2C (Pending until Daraja's result) or by hand. */
export interface RefundsTable {
  id: Generated<number>;
  order_id: number;
  return_id: number | null;
  amount_cents: number;
  /** mpesa | manual */
  method: string;
  /** Pending | Completed | Failed */
  status: string;
  reason: string;
  /** 2547XXXXXXXX an M-Pesa refund goes to. */
  phone: string | null;
  mpesa_receipt: string | null;
  originator_conversation_id: string | null;
  conversation_id: string | null;
  result_code: number | null;
  result_desc: string | null;
  /** CN-2026-000001, given when the refund completed (gap-free per Kenyan year). */
  credit_note_number: string | null;
  idempotency_key: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

/** The last credit note number given in each year, moved in the same transaction as the refund. */
export interface CreditNoteCountersTable {
  year: number;
  last_number: number;
}

/** A signed-in shopper's cart kept on the server; `updated_at` is when its lines last changed. */
export interface SavedCartsTable {
  user_id: number;
  updated_at: string;
  /** The reminder went out for this version of the cart. */
  reminded_at: string | null;
  /** The reminder of this version was settled: sent, or due to no one (no consent). */
  reminder_checked_at: string | null;
  /** A reminder run's lease: another process skips the cart until then. */
  reminder_claimed_until: string | null;
}

export interface SavedCartItemsTable {
  user_id: number;
  /** The line's place in the cart (0, 1, ...): the cart reads back in the order it was sent. */
  line: number;
  product_id: number;
  variant_id: number | null;
  quantity: number;
}

/** "Notify me" for a sold-out size: mailed once, when the size is back in stock (decision 043). */
export interface StockAlertsTable {
  id: Generated<number>;
  product_id: number;
  /** Foreign key to product_variants: the alert goes with its size (migration 031). */
  variant_id: number;
  /** Lower-cased. */
  email: string;
  /** The signed-in shopper who asked; null for a guest. */
  user_id: number | null;
  language: string;
  created_at: string;
  /** Set in the transaction that queued the mail: never mailed twice. */
  notified_at: string | null;
}

export interface Database {
  users: UsersTable;
  revoked_tokens: RevokedTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  email_change_tokens: EmailChangeTokensTable;
  email_verification_tokens: EmailVerificationTokensTable;
  rate_limits: RateLimitsTable;
  products: ProductsTable;
  product_variants: ProductVariantsTable;
  product_images: ProductImagesTable;
  reviews: ReviewsTable;
  promotions: PromotionsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_status_history: OrderStatusHistoryTable;
  invoice_counters: InvoiceCountersTable;
  payments: PaymentsTable;
  order_payments: OrderPaymentsTable;
  mpesa_unmatched_payments: MpesaUnmatchedPaymentsTable;
  delivery_options: DeliveryOptionsTable;
  support_tickets: SupportTicketsTable;
  support_ticket_replies: SupportTicketRepliesTable;
  mail_outbox: MailOutboxTable;
  sms_outbox: SmsOutboxTable;
  health_probes: HealthProbesTable;
  audit_log: AuditLogTable;
  staff_invitations: StaffInvitationsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  stock_movements: StockMovementsTable;
  collections: CollectionsTable;
  product_collections: ProductCollectionsTable;
  returns: ReturnsTable;
  return_lines: ReturnLinesTable;
  return_history: ReturnHistoryTable;
  refunds: RefundsTable;
  credit_note_counters: CreditNoteCountersTable;
  saved_carts: SavedCartsTable;
  saved_cart_items: SavedCartItemsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  stock_alerts: StockAlertsTable;
}

/** A newsletter address: pending until its double opt-in link is opened, then subscribed (consented_at). */
export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  status: 'pending' | 'subscribed' | 'unsubscribed';
  language: string;
  confirm_token_hash: string | null;
  confirm_expires_at: string | null;
  unsubscribe_token_hash: string | null;
  consented_at: string | null;
  unsubscribed_at: string | null;
  created_at: string;
  updated_at: string;
}
export type NewsletterSubscriberRow = Selectable<NewsletterSubscribersTable>;

export type ReturnRow = Selectable<ReturnsTable>;
export type ReturnLineRow = Selectable<ReturnLinesTable>;
export type ReturnHistoryRow = Selectable<ReturnHistoryTable>;
export type RefundRow = Selectable<RefundsTable>;

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
export type StockMovementRow = Selectable<StockMovementsTable>;
export type ProductRow = Selectable<ProductsTable>;
export type ProductVariantRow = Selectable<ProductVariantsTable>;
export type ProductImageRow = Selectable<ProductImagesTable>;
export type CollectionRow = Selectable<CollectionsTable>;
export type ReviewRow = Selectable<ReviewsTable>;
export type PromotionRow = Selectable<PromotionsTable>;
export type OrderRow = Selectable<OrdersTable>;
export type OrderPaymentRow = Selectable<OrderPaymentsTable>;
/** An order as shown: its row with its payment (read from payments, decision 045). */
export type OrderWithPaymentRow = OrderRow & Omit<OrderPaymentRow, 'order_id'>;
export type OrderItemRow = Selectable<OrderItemsTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type DeliveryOptionRow = Selectable<DeliveryOptionsTable>;
export type TicketRow = Selectable<SupportTicketsTable>;
export type TicketReplyRow = Selectable<SupportTicketRepliesTable>;
export type MailRow = Selectable<MailOutboxTable>;
export type SmsRow = Selectable<SmsOutboxTable>;

export type StockAlertRow = Selectable<StockAlertsTable>;
