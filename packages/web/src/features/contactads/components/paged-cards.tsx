import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardList } from '../../../components/ui/card-list.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { CardSkeletons } from '../../../components/ui/skeletons.tsx';

/** What a paged list of cards needs from its infinite query. */
export type PagedQuery = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
};

/**
 * A list of cards page after page ("Mehr laden": the server pages by a cursor), with its
 * loading, error and empty states.
 */
export function PagedCards({
  query,
  count,
  label,
  empty,
  children,
}: {
  query: PagedQuery;
  count: number;
  label: string;
  empty: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('contactads');
  if (query.isPending) return <CardSkeletons leading="circle" count={4} />;
  if (query.isError && count === 0) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (count === 0) return <>{empty}</>;
  return (
    <>
      <CardList aria-label={label}>{children}</CardList>
      {query.hasNextPage ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button
            variant="outlined"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('more')}
          </Button>
        </Box>
      ) : null}
    </>
  );
}
