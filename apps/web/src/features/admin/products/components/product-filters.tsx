import { CATEGORIES, type Category } from '@mavazi/shared/constants';
import { inputClass } from '../../components/styles';

function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

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
        <select
          id="product-filter-category"
          value={category}
          onChange={(event) =>
            onCategoryChange(isCategory(event.target.value) ? event.target.value : '')
          }
          className={inputClass}
        >
          <option value="">All</option>
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
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
