import type { ReactNode } from 'react';
import { tableClass, thClass } from './styles';

export interface AdminColumn {
  label: string;
  /** Amounts, counts and row actions line up on the right. */
  align?: 'right';
  /** The heading is for screen readers only (a column of buttons needs no visible title). */
  hiddenLabel?: boolean;
}

/** An admin list table: scrolls sideways on small screens, has a screen-reader caption and one header row. */
export function AdminTable({
  caption,
  columns,
  bodyClassName = 'divide-y divide-stone-100',
  children,
}: {
  caption: string;
  columns: readonly AdminColumn[];
  bodyClassName?: string;
  children: ReactNode;
}) {
  return (
    // Relative: the screen-reader-only labels (absolutely placed) stay inside the scrolling box
    // instead of widening the whole page on phones.
    <div className="relative overflow-x-auto">
      <table className={tableClass}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-50">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={column.align === 'right' ? `${thClass} text-right` : thClass}
              >
                {column.hiddenLabel ? (
                  <span className="sr-only">{column.label}</span>
                ) : (
                  column.label
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={bodyClassName}>{children}</tbody>
      </table>
    </div>
  );
}
