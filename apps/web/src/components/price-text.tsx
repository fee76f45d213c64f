import { formatKsh } from '@mavazi/shared/money';

/** A price as the shop writes it: 'KSh 2,499.50'. */
export function PriceText({ amount, className = '' }: { amount: number; className?: string }) {
  return <span className={`tabular-nums ${className}`}>{formatKsh(amount)}</span>;
}
