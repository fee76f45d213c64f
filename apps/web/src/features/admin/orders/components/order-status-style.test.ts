import { describe, expect, it } from 'vitest';
import { statusRowClass } from './order-status-style';

describe('statusRowClass', () => {
  it.each([
    ['Pending', 'bg-yellow-100'],
    ['On Transit', 'bg-blue-100'],
    ['Delivered', 'bg-green-100'],
    ['Cancelled', 'bg-red-100'],
    ['Confirmed', 'bg-gray-100'],
  ] as const)('%s rows are %s', (status, rowClass) => {
    expect(statusRowClass(status)).toBe(rowClass);
  });
});
