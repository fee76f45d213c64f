import { describe, expect, it } from 'vitest';
import { hasPermission, PERMISSION_ROLES, permissionsOf, STAFF_ROLES } from './staff';

describe('staff permissions', () => {
  it('gives the owner every permission', () => {
    expect(permissionsOf('owner')).toEqual(Object.keys(PERMISSION_ROLES));
  });

  it('follows the contract table for the narrow roles', () => {
    expect(hasPermission('fulfilment', 'catalog.read')).toBe(true);
    expect(hasPermission('fulfilment', 'catalog.write')).toBe(false);
    expect(hasPermission('fulfilment', 'orders.write')).toBe(true);
    expect(hasPermission('support', 'orders.write')).toBe(false);
    expect(hasPermission('support', 'returns.request')).toBe(true);
    expect(hasPermission('catalog', 'promotions.manage')).toBe(false);
    expect(hasPermission('manager', 'audit.read')).toBe(true);
    expect(hasPermission('manager', 'staff.manage')).toBe(false);
  });

  it('gives nothing to a shopper (no role)', () => {
    expect(permissionsOf(null)).toEqual([]);
    expect(hasPermission(undefined, 'dashboard.read')).toBe(false);
  });

  it('names only known roles', () => {
    for (const roles of Object.values(PERMISSION_ROLES))
      for (const role of roles) expect(STAFF_ROLES).toContain(role);
  });
});
