import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from './error-state.tsx';

/** What QueryView reads of a query: a plain or an infinite (paged) query's result. */
export type QueryViewSource<T> = Pick<
  UseQueryResult<T>,
  'data' | 'isError' | 'error' | 'isFetching' | 'refetch'
>;

export type QueryViewProps<T> = {
  query: QueryViewSource<T>;
  /** In the shape of the content: `CardSkeletons` for a list, `DetailSkeleton` for a screen. */
  loading: ReactNode;
  /** Whether the answer holds nothing to show (e.g. `(page) => page.items.length === 0`). */
  isEmpty?: (data: T) => boolean;
  /** An `EmptyState`: what is missing and the next step. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * The states of a list's or a screen's server data in the design system's shapes, so that every
 * list handles them alike: the catalogue error with a retry while there is nothing to show, the
 * skeleton while loading, the empty state when the answer holds nothing, the content otherwise.
 * A refetch that fails keeps the data on screen.
 */
export function QueryView<T>({ query, loading, isEmpty, empty, children }: QueryViewProps<T>) {
  if (query.data === undefined) {
    return query.isError ? (
      <ErrorState
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    ) : (
      loading
    );
  }
  if (empty !== undefined && isEmpty?.(query.data)) return empty;
  return children(query.data);
}
