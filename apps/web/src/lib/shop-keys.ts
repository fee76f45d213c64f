/** Query keys of the shop-wide reads every feature shares. */
export const shopKeys = {
  deliveryOptions: () => ['delivery-options'] as const,
  shopInfo: () => ['shop-info'] as const,
};
