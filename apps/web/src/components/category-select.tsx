import type { ComponentProps } from 'react';
import { CATEGORIES, type Category } from '@mavazi/shared/constants';

export function isCategory(value: string | null): value is Category {
  return (CATEGORIES as ReadonlyArray<string>).includes(value ?? '');
}

type CategorySelectProps = Omit<ComponentProps<'select'>, 'value' | 'onChange' | 'children'> & {
  value: Category | '';
  onChange: (category: Category | '') => void;
};

/** A category filter: "All" (reported as '') or one of the shop's categories. */
export function CategorySelect({ value, onChange, ...props }: CategorySelectProps) {
  return (
    <select
      {...props}
      value={value}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        onChange(isCategory(chosen) ? chosen : '');
      }}
    >
      <option value="">All</option>
      {CATEGORIES.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </select>
  );
}
