/**
 * Staff roles and what each may do: the single source for the API's route guard and for the admin
 * web app's navigation and buttons (API.md, "Staff, roles, audit").
 */
export const STAFF_ROLES = ['owner', 'manager', 'catalog', 'fulfilment', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  catalog: 'Catalog',
  fulfilment: 'Fulfilment',
  support: 'Support',
};

const ALL: readonly StaffRole[] = STAFF_ROLES;
const OWNER_MANAGER: readonly StaffRole[] = ['owner', 'manager'];

/** Each permission and the roles that hold it, row by row as the contract's table reads. */
export const PERMISSION_ROLES = {
  'dashboard.read': ALL,
  // products, stock, images, collections, import/export of products
  'catalog.read': ALL,
  'catalog.write': ['owner', 'manager', 'catalog'],
  // promotions, delivery options
  'promotions.manage': OWNER_MANAGER,
  'delivery.manage': OWNER_MANAGER,
  // orders: read, status, tracking, packing slips, mark pay-on-delivery Paid
  'orders.read': ['owner', 'manager', 'fulfilment', 'support'],
  'orders.write': ['owner', 'manager', 'fulfilment'],
  // returns: approve/reject/receive; support opens one for a shopper who called
  'returns.read': ['owner', 'manager', 'fulfilment', 'support'],
  'returns.decide': OWNER_MANAGER,
  'returns.receive': ['owner', 'manager', 'fulfilment'],
  'returns.request': ['owner', 'manager', 'support'],
  // refunds, reports, exports of orders and money, unmatched M-Pesa payments
  'money.manage': OWNER_MANAGER,
  // support tickets, customers (read), texts sent
  'support.read': ['owner', 'manager', 'fulfilment', 'support'],
  'support.write': ['owner', 'manager', 'support'],
  'customers.read': ['owner', 'manager', 'fulfilment', 'support'],
  'sms.manage': ['owner', 'manager', 'support'],
  // newsletter subscribers and their CSV export
  'marketing.read': OWNER_MANAGER,
  // staff, settings, audit log, erasing or disabling a customer
  'staff.manage': ['owner'],
  'settings.manage': ['owner'],
  'audit.read': OWNER_MANAGER,
  'customers.erase': ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSION_ROLES;
export const PERMISSIONS = Object.keys(PERMISSION_ROLES) as Permission[];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

export function hasPermission(role: StaffRole | null | undefined, permission: Permission): boolean {
  return !!role && (PERMISSION_ROLES[permission] as readonly StaffRole[]).includes(role);
}

export function permissionsOf(role: StaffRole | null | undefined): Permission[] {
  return PERMISSIONS.filter((permission) => hasPermission(role, permission));
}
