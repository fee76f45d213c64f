import { formatKes } from '@mavazi/shared/money';

/** A KES amount with 2 decimals: 'KES 2499.00'. */
export function PriceText({ amount, className = '' }: { amount: number; className?: string }) {
  return <span className={`tabular-nums ${className}`}>{formatKes(amount)}</span>;
}
