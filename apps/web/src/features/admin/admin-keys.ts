/** Every cached admin read sits under ['admin'], so signing the admin out forgets all of them at once. */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  deliveryOptions: () => [...adminKeys.all, 'delivery-options'] as const,
  orders: () => [...adminKeys.all, 'orders'] as const,
  promos: () => [...adminKeys.all, 'promocodes'] as const,
  tickets: () => [...adminKeys.all, 'support-tickets'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
};
