import type { Category } from '@mavazi/shared/constants';
import { CategorySelect } from '../../../../components/category-select';
import { inputClass } from '../../components/styles';

/** Category filter (all or one of four) and a name search. */
export function ProductFilters({
  category,
  search,
  onCategoryChange,
  onSearchChange,
}: {
  category: Category | '';
  search: string;
  onCategoryChange: (category: Category | '') => void;
  onSearchChange: (search: string) => void;
}) {
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="sm:w-48">
        <label
          htmlFor="product-filter-category"
          className="mb-1 block text-sm font-medium text-stone-700"
        >
          Category
        </label>
        <CategorySelect
          id="product-filter-category"
          value={category}
          onChange={onCategoryChange}
          className={inputClass}
        />
      </div>
      <div className="flex-1 sm:max-w-sm">
        <label
          htmlFor="product-filter-search"
          className="mb-1 block text-sm font-medium text-stone-700"
        >
          Search by name
        </label>
        <input
          id="product-filter-search"
          type="search"
          value={search}
          maxLength={100}
          placeholder="e.g. kitenge"
          onChange={(event) => onSearchChange(event.target.value)}
          className={inputClass}
        />
      </div>
    </div>
  );
}
