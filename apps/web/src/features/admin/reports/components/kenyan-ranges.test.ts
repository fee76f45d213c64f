import { describe, expect, it } from 'vitest';
import { presetRange } from './kenyan-ranges';

describe('report presets in Kenyan days', () => {
  // Tuesday 2 March 2027, 00:30 in Nairobi (still Monday in UTC).
  const now = new Date('2027-03-01T21:30:00.000Z');
  it('reads today, the week from Monday, this month and last month in Kenya', () => {
    expect(presetRange('today', now)).toEqual({ from: '2027-03-02', to: '2027-03-02' });
    expect(presetRange('week', now)).toEqual({ from: '2027-03-01', to: '2027-03-02' });
    expect(presetRange('month', now)).toEqual({ from: '2027-03-01', to: '2027-03-02' });
    expect(presetRange('last-month', now)).toEqual({ from: '2027-02-01', to: '2027-02-28' });
  });
});
