import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { LIMITS, PRODUCT_SORTS, type ProductSort } from '@mavazi/shared/constants';
import { Button } from '../../../components/button';
import { SelectField, TextField } from '../../../components/form-field';
import { isProductSort } from '../../../lib/get-products';
import { parsePrice } from '../shop-query';

interface PriceRange {
  minPrice: number | null;
  maxPrice: number | null;
}

/** The price range as typed; applied with Enter or the button, so a half-typed price asks for nothing. */
function PriceRangeForm({
  value,
  onApply,
}: {
  value: PriceRange;
  onApply: (next: PriceRange) => void;
}) {
  const [min, setMin] = useState(value.minPrice === null ? '' : String(value.minPrice));
  const [max, setMax] = useState(value.maxPrice === null ? '' : String(value.maxPrice));
  const [errors, setErrors] = useState<{ min?: string; max?: string }>({});
  const { t } = useTranslation('catalog');
  const priceText = t('filters.priceText', { max: LIMITS.priceMax });

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const minPrice = parsePrice(min);
    const maxPrice = parsePrice(max);
    const next = {
      min: min.trim() && minPrice === null ? priceText : undefined,
      max: max.trim() && maxPrice === null ? priceText : undefined,
    };
    if (!next.max && minPrice !== null && maxPrice !== null && minPrice > maxPrice)
      next.max = t('filters.maxBelowMin');
    setErrors(next);
    if (!next.min && !next.max) onApply({ minPrice, maxPrice });
  }

  return (
    <form
      noValidate
      onSubmit={apply}
      aria-label={t('filters.priceRange')}
      className="flex items-end gap-2"
    >
      <TextField
        label={t('filters.minPrice')}
        wrapperClassName="w-32"
        type="number"
        inputMode="decimal"
        min={0}
        value={min}
        error={errors.min}
        onChange={(event) => setMin(event.currentTarget.value)}
      />
      <TextField
        label={t('filters.maxPrice')}
        wrapperClassName="w-32"
        type="number"
        inputMode="decimal"
        min={0}
        value={max}
        error={errors.max}
        onChange={(event) => setMax(event.currentTarget.value)}
      />
      <Button type="submit" variant="secondary" className="min-h-11">
        {t('filters.apply')}
      </Button>
    </form>
  );
}

/** Sort order, price range, in-stock and sale only: what narrows or orders the shop beyond category, size and name. */
export function ShopRefinements({
  sort,
  onSortChange,
  price,
  onPriceChange,
  inStock,
  onInStockChange,
  onSale,
  onOnSaleChange,
}: {
  sort: ProductSort;
  onSortChange: (sort: ProductSort) => void;
  price: PriceRange;
  onPriceChange: (price: PriceRange) => void;
  inStock: boolean;
  onInStockChange: (inStock: boolean) => void;
  onSale: boolean;
  onOnSaleChange: (onSale: boolean) => void;
}) {
  const { t } = useTranslation('catalog');
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <SelectField
        label={t('filters.sortBy')}
        wrapperClassName="sm:w-52"
        value={sort}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          if (isProductSort(chosen)) onSortChange(chosen);
        }}
      >
        {PRODUCT_SORTS.map((s) => (
          <option key={s} value={s}>
            {t(`filters.sort.${s}`)}
          </option>
        ))}
      </SelectField>
      {/* A new range in the address (a link, back/forward) starts the form afresh. */}
      <PriceRangeForm
        key={`${price.minPrice}-${price.maxPrice}`}
        value={price}
        onApply={onPriceChange}
      />
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-stone-700">
        <input
          type="checkbox"
          className="h-5 w-5 accent-brand-600"
          checked={inStock}
          onChange={(event) => onInStockChange(event.currentTarget.checked)}
        />
        {t('filters.inStockOnly')}
      </label>
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-stone-700">
        <input
          type="checkbox"
          className="h-5 w-5 accent-brand-600"
          checked={onSale}
          onChange={(event) => onOnSaleChange(event.currentTarget.checked)}
        />
        {t('filters.sale')}
      </label>
    </div>
  );
}
