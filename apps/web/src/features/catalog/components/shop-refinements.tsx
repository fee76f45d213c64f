import { useState, type FormEvent } from 'react';
import { LIMITS, PRODUCT_SORTS, type ProductSort } from '@mavazi/shared/constants';
import { Button } from '../../../components/button';
import { SelectField, TextField } from '../../../components/form-field';
import { isProductSort } from '../api/get-products';
import { parsePrice } from '../shop-query';

const SORT_LABELS: Record<ProductSort, string> = {
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  rating: 'Top rated',
  popular: 'Most popular',
};

interface PriceRange {
  minPrice: number | null;
  maxPrice: number | null;
}

const PRICE_TEXT = `Enter a price from 0 to ${LIMITS.priceMax}, with at most 2 decimals`;

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

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const minPrice = parsePrice(min);
    const maxPrice = parsePrice(max);
    const next = {
      min: min.trim() && minPrice === null ? PRICE_TEXT : undefined,
      max: max.trim() && maxPrice === null ? PRICE_TEXT : undefined,
    };
    if (!next.max && minPrice !== null && maxPrice !== null && minPrice > maxPrice)
      next.max = 'Max price must not be below min price';
    setErrors(next);
    if (!next.min && !next.max) onApply({ minPrice, maxPrice });
  }

  return (
    <form noValidate onSubmit={apply} aria-label="Price range" className="flex items-end gap-2">
      <TextField
        label="Min price (KES)"
        wrapperClassName="w-32"
        type="number"
        inputMode="decimal"
        min={0}
        value={min}
        error={errors.min}
        onChange={(event) => setMin(event.currentTarget.value)}
      />
      <TextField
        label="Max price (KES)"
        wrapperClassName="w-32"
        type="number"
        inputMode="decimal"
        min={0}
        value={max}
        error={errors.max}
        onChange={(event) => setMax(event.currentTarget.value)}
      />
      <Button type="submit" variant="secondary" className="min-h-11">
        Apply
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
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <SelectField
        label="Sort by"
        wrapperClassName="sm:w-52"
        value={sort}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          if (isProductSort(chosen)) onSortChange(chosen);
        }}
      >
        {PRODUCT_SORTS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
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
        In stock only
      </label>
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-stone-700">
        <input
          type="checkbox"
          className="h-5 w-5 accent-brand-600"
          checked={onSale}
          onChange={(event) => onOnSaleChange(event.currentTarget.checked)}
        />
        Sale
      </label>
    </div>
  );
}
