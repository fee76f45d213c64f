import { useTranslation } from 'react-i18next';
import { formatKsh } from '@mavazi/shared/money';
import { PriceText } from './price-text';

/** Whether a "was" price makes this a sale (only above the price). */
export function isOnSale(price: number, compareAt: number | null | undefined): compareAt is number {
  return compareAt !== null && compareAt !== undefined && compareAt > price;
}

/**
 * The price, and on sale the old price struck through with the saving ("Save KSh 500"). Screen readers
 * hear "was" before the old price: a strike-through alone says nothing to them.
 */
export function SalePrice({
  price,
  compareAt,
  className = '',
  large = false,
}: {
  price: number;
  compareAt: number | null | undefined;
  className?: string;
  large?: boolean;
}) {
  const onSale = isOnSale(price, compareAt);
  const { t } = useTranslation();
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 gap-y-1 ${className}`}>
      <PriceText
        amount={price}
        className={`font-bold ${onSale ? 'text-red-800' : 'text-stone-900'} ${large ? 'text-2xl' : 'text-base'}`}
      />
      {onSale ? (
        <>
          <span className="sr-only">{t('product.was')}</span>
          <s className={`text-stone-500 ${large ? 'text-lg' : 'text-sm'}`}>
            <PriceText amount={compareAt} />
          </s>
          <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
            {t('product.save', { amount: formatKsh(compareAt - price) })}
          </span>
        </>
      ) : null}
    </p>
  );
}
