import { CATEGORIES, type Category } from '@mavazi/shared/constants';
import { SIZE_SCALES } from '@mavazi/shared/size-scales';
import { SelectField, TextField } from './form-field';

export function isCategory(value: string | null): value is Category {
  return (CATEGORIES as ReadonlyArray<string>).includes(value ?? '');
}

interface ProductFiltersProps {
  /** '' = all categories. */
  category: Category | '';
  onCategoryChange: (category: Category | '') => void;
  /** The name search, shown when a handler is given. */
  search?: string;
  onSearchChange?: (search: string) => void;
  searchLabel?: string;
  searchPlaceholder?: string;
  /** The size filter ('' = any size), shown when a handler is given; the API's `size` values. */
  size?: string;
  onSizeChange?: (size: string) => void;
  /** Only these sizes are offered (the sizes of what is shown); without it every size of every scale. */
  sizes?: readonly string[];
  labels?: ProductFilterLabels;
}

/** The filters' own words; the shop passes them in its reader's language, the admin area keeps English. */
export interface ProductFilterLabels {
  category: string;
  all: string;
  size: string;
  anySize: string;
}

const ENGLISH_LABELS: ProductFilterLabels = {
  category: 'Category',
  all: 'All',
  size: 'Size',
  anySize: 'Any size',
};

/** The category filter ("All" or one of the shop's categories) and the name search of a product list. */
export function ProductFilters({
  category,
  onCategoryChange,
  search = '',
  onSearchChange,
  searchLabel = '',
  searchPlaceholder,
  size = '',
  onSizeChange,
  sizes,
  labels = ENGLISH_LABELS,
}: ProductFiltersProps) {
  return (
    <div role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SelectField
        label={labels.category}
        wrapperClassName="sm:w-56"
        value={category}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          onCategoryChange(isCategory(chosen) ? chosen : '');
        }}
      >
        <option value="">{labels.all}</option>
        {CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
      {onSizeChange ? (
        <SelectField
          label={labels.size}
          wrapperClassName="sm:w-44"
          value={size}
          onChange={(event) => onSizeChange(event.currentTarget.value)}
        >
          <option value="">{labels.anySize}</option>
          {sizes
            ? // The chosen size stays on offer even when nothing shown has it any more.
              (size && !sizes.includes(size) ? [size, ...sizes] : sizes).map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))
            : SIZE_SCALES.map((scale) => (
                <optgroup key={scale.id} label={scale.label}>
                  {scale.sizes.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </optgroup>
              ))}
        </SelectField>
      ) : null}
      {onSearchChange ? (
        <TextField
          label={searchLabel}
          wrapperClassName="flex-1 sm:max-w-md"
          type="search"
          value={search}
          maxLength={100}
          placeholder={searchPlaceholder}
          onChange={(event) => onSearchChange(event.currentTarget.value)}
        />
      ) : null}
    </div>
  );
}
