import { CATEGORIES, type Category } from '@mavazi/shared/constants';
import { SelectField, TextField } from './form-field';

export function isCategory(value: string | null): value is Category {
  return (CATEGORIES as ReadonlyArray<string>).includes(value ?? '');
}

interface ProductFiltersProps {
  /** '' = all categories. */
  category: Category | '';
  onCategoryChange: (category: Category | '') => void;
  search: string;
  onSearchChange: (search: string) => void;
  searchLabel: string;
  searchPlaceholder: string;
}

/** The category filter ("All" or one of the shop's categories) and the name search of a product list. */
export function ProductFilters({
  category,
  onCategoryChange,
  search,
  onSearchChange,
  searchLabel,
  searchPlaceholder,
}: ProductFiltersProps) {
  return (
    <div role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SelectField
        label="Category"
        wrapperClassName="sm:w-56"
        value={category}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          onCategoryChange(isCategory(chosen) ? chosen : '');
        }}
      >
        <option value="">All</option>
        {CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
      <TextField
        label={searchLabel}
        wrapperClassName="flex-1 sm:max-w-md"
        type="search"
        value={search}
        maxLength={100}
        placeholder={searchPlaceholder}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
      />
    </div>
  );
}
