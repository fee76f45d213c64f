/**
 * Statements of the shop that may walk a growing table, each with why that is acceptable. A new walk fails the
 * check until it has an index or an entry here.
 */
export const ALLOWED_WALKS: ReadonlyArray<{ sql: RegExp; why: string }> = [
  {
    sql: /^select "id" from "users" where \(lower\(username\) like/,
    why: "Staff's customer search matches any part of a name, address or phone (LIKE '%…%'), which no index serves; paged.",
  },
  {
    sql: /^select count\(\*\) as "n" from "orders" where \(upper\(order_number\) like/,
    why: "Staff's order search by part of a number, a receipt or a customer: the same; the page itself walks newest first.",
  },
  {
    sql: /^select (\*|count\(\*\) as "n") from "orders" where "delivery_county" = \?/,
    why: "Staff's orders of one county, and their count: an index per filter would cost every checkout.",
  },
  {
    sql: /^(select (\*|"id") from "users" where "is_admin" = \?|update "users" set "token_version" = "token_version" where "is_admin" = \?)/,
    why: 'Staff accounts among all users (the staff page, the last-owner check, the first start); is_admin is a bound value, so a partial index of staff could not serve it.',
  },
  {
    sql: /^delete from "(revoked_tokens|password_reset_tokens|email_change_tokens)" where "expires_at" < \?$|^delete from "rate_limits" where "reset_at" <= \?$/,
    why: "The periodic sweep of expired rows: one walk per sweep, off every shopper's request.",
  },
  {
    sql: /^delete from "rate_limits" where substr\(key, 1, \?\) = \?$/,
    why: "Lifting an account's sign-in locks after a password reset (rare); a range on the key would depend on PostgreSQL's collation.",
  },
  {
    sql: /^(select \* from|delete from) "sms_outbox" where "user_id" = \?|^delete from "mail_outbox" where "to_address" = \?|^(select \* from|update) "reviews" (set "author" = \? )?where "user_id" = \?|^update "returns" set "note" = \? where "user_id" = \?|^update "return_history" set "note" = \? where "return_id" in \(select "id" from "returns" where "user_id" = \?\)|^(select \* from|delete from) "stock_alerts" where \("user_id" = \? or "email" = \?\)/,
    why: "A shopper's data export or erasure: once per request; indexing these columns would cost every order's mail, text and review.",
  },
  {
    sql: /^delete from "promotions" where "id" = \?$/,
    why: 'Deleting a promotion checks that no order names it (orders.promotion_id has no index); a rare staff action.',
  },
  {
    sql: /^delete from "product_variants" where "id" in \(/,
    why: "Deleting sizes never sold removes their stock alerts (stock_alerts' index holds waiting alerts only); a rare staff action.",
  },
];
