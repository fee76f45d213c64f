/** Every cached admin read sits under ['admin'], so signing the admin out forgets all of them at once. */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  /** GET /admin/me: the signed-in staff member's role and permissions. */
  me: () => [...adminKeys.all, 'me'] as const,
  staff: () => [...adminKeys.all, 'staff'] as const,
  audit: () => [...adminKeys.all, 'audit'] as const,
  auditPage: (params: Record<string, string | number | undefined>) =>
    [...adminKeys.audit(), params] as const,
  deliveryOptions: () => [...adminKeys.all, 'delivery-options'] as const,
  orders: () => [...adminKeys.all, 'orders'] as const,
  /** One page of the order list under its filters. */
  orderPage: (params: Record<string, string | number | undefined>) =>
    [...adminKeys.orders(), params] as const,
  /** One order's staff page (GET /admin/orders/{id}). */
  order: (id: string) => [...adminKeys.orders(), 'detail', id] as const,
  orderByNumber: (orderNumber: string) =>
    [...adminKeys.orders(), 'by-number', orderNumber] as const,
  unmatchedPayments: () => [...adminKeys.all, 'unmatched-payments'] as const,
  unmatchedPaymentPage: (offset: number) => [...adminKeys.unmatchedPayments(), offset] as const,
  promos: () => [...adminKeys.all, 'promocodes'] as const,
  collections: () => [...adminKeys.all, 'collections'] as const,
  tickets: () => [...adminKeys.all, 'support-tickets'] as const,
  ticketPages: () => [...adminKeys.tickets(), 'page'] as const,
  ticketPage: (offset: number) => [...adminKeys.ticketPages(), offset] as const,
  ticket: (id: number) => [...adminKeys.tickets(), 'thread', id] as const,
  texts: () => [...adminKeys.all, 'sms'] as const,
  /** One page of the texts under a status filter. */
  textPage: (status: string, offset: number) => [...adminKeys.texts(), status, offset] as const,
  subscribers: () => [...adminKeys.all, 'subscribers'] as const,
  /** One page of the newsletter addresses under a status filter. */
  subscriberPage: (status: string, offset: number) =>
    [...adminKeys.subscribers(), status, offset] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userPage: (offset: number) => [...adminKeys.users(), offset] as const,
};
