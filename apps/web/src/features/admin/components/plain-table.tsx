import type { ReactNode } from 'react';

export interface PlainColumn {
  label: string;
  align?: 'right' | 'center';
}

const ALIGN = { right: 'text-right', center: 'text-center' } as const;

/**
 * A compact table inside a card or on paper (the dashboard's lists, the packing slip): a screen-reader caption and
 * one header row; the caller gives the rows, an optional footer and the spacing of its cells.
 */
export function PlainTable({
  caption,
  columns,
  className = 'w-full text-left text-sm',
  headRowClassName = 'border-b border-stone-200',
  headCellClassName,
  footer,
  children,
}: {
  caption: string;
  columns: readonly PlainColumn[];
  className?: string;
  headRowClassName?: string;
  headCellClassName: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <table className={className}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className={headRowClassName}>
          {columns.map((column) => (
            <th
              key={column.label}
              scope="col"
              className={
                column.align ? `${headCellClassName} ${ALIGN[column.align]}` : headCellClassName
              }
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
      {footer ? <tfoot>{footer}</tfoot> : null}
    </table>
  );
}
