import type { Permission } from '@mavazi/shared/staff';
import type { ComponentType } from 'react';
import {
  BoxIcon,
  ChartIcon,
  ChatIcon,
  HomeIcon,
  KeyIcon,
  ListIcon,
  LogoutIcon,
  PhoneIcon,
  ReceiptIcon,
  ReturnIcon,
  ShieldIcon,
  TruckIcon,
  UsersIcon,
} from '../../components/icons';
import { ADMIN_PATHS } from './admin-paths';

export interface AdminNavItem {
  to: string;
  label: string;
  Icon: ComponentType<{ className?: string }>;
  /** Shown only to roles holding it (packages/shared/src/staff.ts); none: every staff member. */
  permission?: Permission;
}

/** The admin menu, in order. A new page adds one entry with the permission its route declares. */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: ADMIN_PATHS.dashboard, label: 'Home', Icon: HomeIcon, permission: 'dashboard.read' },
  { to: ADMIN_PATHS.products, label: 'Products', Icon: BoxIcon, permission: 'catalog.write' },
  {
    to: ADMIN_PATHS.collections,
    label: 'Collections',
    Icon: BoxIcon,
    permission: 'catalog.write',
  },
  { to: ADMIN_PATHS.users, label: 'Users', Icon: UsersIcon, permission: 'customers.read' },
  { to: ADMIN_PATHS.orders, label: 'Orders', Icon: ReceiptIcon, permission: 'orders.read' },
  { to: ADMIN_PATHS.returns, label: 'Returns', Icon: ReturnIcon, permission: 'returns.read' },
  { to: ADMIN_PATHS.reports, label: 'Reports', Icon: ChartIcon, permission: 'money.manage' },
  { to: ADMIN_PATHS.delivery, label: 'Delivery', Icon: TruckIcon, permission: 'delivery.manage' },
  { to: ADMIN_PATHS.payments, label: 'Payments', Icon: ReceiptIcon, permission: 'money.manage' },
  { to: ADMIN_PATHS.support, label: 'Support', Icon: ChatIcon, permission: 'support.write' },
  { to: ADMIN_PATHS.sms, label: 'SMS', Icon: PhoneIcon, permission: 'sms.manage' },
  {
    to: ADMIN_PATHS.subscribers,
    label: 'Subscribers',
    Icon: UsersIcon,
    permission: 'marketing.read',
  },
  { to: ADMIN_PATHS.staff, label: 'Staff', Icon: ShieldIcon, permission: 'staff.manage' },
  { to: ADMIN_PATHS.audit, label: 'Audit', Icon: ListIcon, permission: 'audit.read' },
  { to: ADMIN_PATHS.account, label: 'Account', Icon: KeyIcon },
  { to: ADMIN_PATHS.logout, label: 'Logout', Icon: LogoutIcon },
];

/** The entries a role may see. */
export function navFor(can: (permission: Permission) => boolean): AdminNavItem[] {
  return ADMIN_NAV.filter((item) => item.permission === undefined || can(item.permission));
}
