import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { EmptyMessage, ErrorMessage } from './status-message';

/** The one way an admin list shows its loading, failure and empty states; `children` draws the rows. */
export function QueryList<T>({
  query,
  empty,
  error,
  children,
}: {
  query: UseQueryResult<T[]>;
  empty: string;
  /** The failure text shown in place of the list. */
  error: (err: Error) => string;
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
  if (query.data.length === 0) return <EmptyMessage>{empty}</EmptyMessage>;
  return children(query.data);
}
