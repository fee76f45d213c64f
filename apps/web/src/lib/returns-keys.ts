/** The shopper's cached return reads. */
export const returnKeys = {
  all: ['returns'] as const,
  detail: (id: number) => [...returnKeys.all, 'detail', id] as const,
  ofOrder: (orderId: number) => [...returnKeys.all, 'order', orderId] as const,
  /** The order being returned, with its delivery history (for the window). */
  order: (orderId: number) => [...returnKeys.all, 'tracked-order', orderId] as const,
};
