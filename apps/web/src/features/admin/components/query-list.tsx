import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { OffsetPager } from '../../../components/offset-pager';
import type { Page } from '../../../lib/paged';
import { EmptyMessage, ErrorMessage } from './status-message';

/** Where a paged list is and how to move: the Pager under the rows. */
export interface Paging {
  offset: number;
  limit: number;
  label: string;
  onChange: (offset: number) => void;
}

/**
 * The one way an admin list shows its loading, failure and empty states; `children` draws the rows.
 * A paged query (a Page) also gets previous/next under its rows.
 */
export function QueryList<T>({
  query,
  empty,
  error,
  paging,
  children,
}: {
  query: UseQueryResult<T[]> | UseQueryResult<Page<T>>;
  empty: string;
  /** The failure text shown in place of the list. */
  error: (err: Error) => string;
  paging?: Paging;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending) return <PageLoader className="text-sm" />;
  if (query.isError) {
    return (
      <div className="p-4">
        <ErrorMessage>{error(query.error)}</ErrorMessage>
      </div>
    );
  }
  const data = query.data;
  const items = Array.isArray(data) ? data : data.items;
  const total = Array.isArray(data) ? data.length : data.total;
  if (items.length === 0 && !(paging && paging.offset > 0))
    return <EmptyMessage>{empty}</EmptyMessage>;
  return (
    <>
      {children(items)}
      {paging ? <OffsetPager {...paging} total={total} /> : null}
    </>
  );
}
