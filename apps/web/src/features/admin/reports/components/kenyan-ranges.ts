import { addDays, kenyaDate } from '@mavazi/shared/dates';

export type Preset = 'today' | 'week' | 'month' | 'last-month';

export const PRESETS: ReadonlyArray<{ id: Preset; label: string }> = [
  { id: 'today', label: 'Today' },
  { id: 'week', label: 'This week' },
  { id: 'month', label: 'This month' },
  { id: 'last-month', label: 'Last month' },
];

/** A preset as a range of Kenyan days (weeks start on Monday), both ends included. */
export function presetRange(preset: Preset, now = new Date()): { from: string; to: string } {
  const today = kenyaDate(now);
  const weekday = new Date(`${today}T00:00:00.000Z`).getUTCDay();
  const firstOfMonth = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'week':
      return { from: addDays(today, -((weekday + 6) % 7)), to: today };
    case 'month':
      return { from: firstOfMonth, to: today };
    case 'last-month': {
      const lastDay = addDays(firstOfMonth, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    }
  }
}
