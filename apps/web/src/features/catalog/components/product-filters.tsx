import { CATEGORIES, type Category } from '@mavazi/shared/constants';

interface ProductFiltersProps {
  category: Category | '';
  onCategoryChange: (category: Category | '') => void;
  search: string;
  onSearchChange: (search: string) => void;
}

export function isCategory(value: string | null): value is Category {
  return (CATEGORIES as ReadonlyArray<string>).includes(value ?? '');
}

export function ProductFilters({ category, onCategoryChange, search, onSearchChange }: ProductFiltersProps) {
  const controlClasses =
    'w-full rounded-full border border-stone-300 bg-white px-4 py-2 text-sm shadow-sm focus:border-brand-500';
  return (
    <div role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="sm:w-56">
        <label htmlFor="product-category" className="mb-1 block text-sm font-medium text-stone-700">
          Category
        </label>
        <select
          id="product-category"
          value={category}
          onChange={(e) => {
            const value = e.currentTarget.value;
            onCategoryChange(isCategory(value) ? value : '');
          }}
          className={controlClasses}
        >
          <option value="">All</option>
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <div className="flex-1">
        <label htmlFor="product-search" className="mb-1 block text-sm font-medium text-stone-700">
          Search products
        </label>
        <input
          id="product-search"
          type="search"
          value={search}
          placeholder="Search by name…"
          onChange={(e) => onSearchChange(e.currentTarget.value)}
          className={controlClasses}
        />
      </div>
    </div>
  );
}
