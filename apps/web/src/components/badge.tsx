import type { ReactNode } from 'react';

const tones = {
  green: 'bg-emerald-100 text-emerald-900',
  amber: 'bg-amber-100 text-amber-900',
  yellow: 'bg-yellow-100 text-yellow-900',
  blue: 'bg-blue-100 text-blue-900',
  red: 'bg-red-100 text-red-900',
  brand: 'bg-brand-100 text-brand-900',
  stone: 'bg-stone-200 text-stone-800',
} as const;

export type BadgeTone = keyof typeof tones;

/** A short status word in a coloured pill (order status, promo state, role). */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
