import type { Category } from '@mavazi/shared/constants';
import { CategorySelect } from '../../../components/category-select';

interface ProductFiltersProps {
  category: Category | '';
  onCategoryChange: (category: Category | '') => void;
  search: string;
  onSearchChange: (search: string) => void;
}

export function ProductFilters({
  category,
  onCategoryChange,
  search,
  onSearchChange,
}: ProductFiltersProps) {
  const controlClasses =
    'w-full rounded-full border border-stone-300 bg-white px-4 py-2 text-sm shadow-sm focus:border-brand-500';
  return (
    <div role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="sm:w-56">
        <label htmlFor="product-category" className="mb-1 block text-sm font-medium text-stone-700">
          Category
        </label>
        <CategorySelect
          id="product-category"
          value={category}
          onChange={onCategoryChange}
          className={controlClasses}
        />
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
