import { describe, expect, it } from 'vitest';
import { isOrderRef } from './order-ref';
import { orderRefParamsSchema } from './orders.schemas';

describe('order references', () => {
  it.each(['42', 'ORD-000042', 'ord-42', ' ORD-1 ', '1234567890'])('accepts %j', (typed) => {
    expect(isOrderRef(typed)).toBe(true);
    // The route's own schema agrees: the page checks the same rule without loading zod.
    expect(orderRefParamsSchema.safeParse({ id: typed }).success).toBe(true);
  });

  it.each(['', 'ORD-', 'ORD 42', '12345678901', '42; DROP TABLE orders', 'ORD-42x'])(
    'refuses %j',
    (typed) => {
      expect(isOrderRef(typed)).toBe(false);
      expect(orderRefParamsSchema.safeParse({ id: typed }).success).toBe(false);
    },
  );
});
