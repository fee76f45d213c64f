import { describe, expect, it } from 'vitest';
import { canChangeOrderStatus, ORDER_STATUS_TRANSITIONS, ORDER_STATUSES } from './constants';

describe('order status rules', () => {
  it('never lets a delivered order change', () => {
    for (const to of ORDER_STATUSES) {
      expect(canChangeOrderStatus('Delivered', to), to).toBe(to === 'Delivered');
    }
  });

  it('lets every open order be cancelled, and a cancelled one be reopened', () => {
    for (const from of ['Pending', 'Confirmed', 'On Transit'] as const) {
      expect(canChangeOrderStatus(from, 'Cancelled'), from).toBe(true);
    }
    expect(canChangeOrderStatus('Cancelled', 'Pending')).toBe(true);
    expect(canChangeOrderStatus('Cancelled', 'Delivered')).toBe(false);
    expect(canChangeOrderStatus('Cancelled', 'On Transit')).toBe(false);
  });

  it('moves forward only, and staying put is always allowed', () => {
    expect(canChangeOrderStatus('On Transit', 'Pending')).toBe(false);
    expect(canChangeOrderStatus('Confirmed', 'Pending')).toBe(false);
    for (const status of ORDER_STATUSES) expect(canChangeOrderStatus(status, status)).toBe(true);
    for (const [from, next] of Object.entries(ORDER_STATUS_TRANSITIONS)) {
      expect(next, from).not.toContain(from);
    }
  });
});
