/** Every admin URL in one place, so links and redirects cannot drift apart. */
export const ADMIN_PATHS = {
  root: '/admin',
  login: '/admin/login',
  logout: '/admin/logout',
  dashboard: '/admin/dashboard',
  products: '/admin/products',
  collections: '/admin/collections',
  users: '/admin/users',
  orders: '/admin/orders',
  delivery: '/admin/delivery',
  payments: '/admin/payments',
  support: '/admin/support',
  staff: '/admin/staff',
  audit: '/admin/audit',
  account: '/admin/account',
  acceptInvite: '/admin/accept-invite',
} as const;
