/** What /orders/{id} takes: the numeric id or the order number (ORD-000042), before trimming. */
export const ORDER_REF_PATTERN = /^(\d{1,10}|ORD-\d{1,10})$/i;

/** Whether a typed reference (trimmed) is an order id or number; for pages that check it without zod. */
export function isOrderRef(typed: string): boolean {
  return ORDER_REF_PATTERN.test(typed.trim());
}
