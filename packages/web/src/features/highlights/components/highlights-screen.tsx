import Box from '@mui/material/Box';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CardList } from '../../../components/ui/card-list.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SCREEN_GUTTERS } from '../../../components/ui/screen-gutters.ts';
import { CardSkeletons } from '../../../components/ui/skeletons.tsx';
import {
  highlightsQuery,
  HIGHLIGHTS_KEY,
  moveHighlight,
  removeHighlight,
} from '../api/highlights-api.ts';
import { HighlightAddForm } from './highlight-add-form.tsx';
import { HighlightCard } from './highlight-card.tsx';

/**
 * `/highlights`: the curated list for everyone (visitors too, shareable); site admins and
 * moderators add, reorder and remove on the same screen.
 */
export function HighlightsScreen() {
  const { t } = useTranslation('highlights');
  const queryClient = useQueryClient();
  const query = useQuery(highlightsQuery);
  const refresh = () => queryClient.invalidateQueries({ queryKey: HIGHLIGHTS_KEY });
  const move = useMutation({
    mutationFn: ({ id, direction }: { id: string; direction: 'up' | 'down' }) =>
      moveHighlight(id, direction),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: removeHighlight, onSuccess: refresh });
  const busy = move.isPending || remove.isPending;

  return (
    <Box sx={{ ...SCREEN_GUTTERS, maxWidth: 860 }}>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {query.data?.canEdit ? <HighlightAddForm /> : null}
      {move.isError ? <ErrorAlert error={move.error} /> : null}
      {remove.isError ? <ErrorAlert error={remove.error} /> : null}
      {query.isPending ? <CardSkeletons count={3} /> : null}
      {query.isError ? (
        <ErrorState
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : null}
      {query.data && query.data.items.length === 0 ? (
        <EmptyState title={t('empty')} text={t('emptyText')} />
      ) : null}
      {query.data && query.data.items.length > 0 ? (
        <CardList aria-label={t('title')}>
          {query.data.items.map((highlight, index, items) => (
            <HighlightCard
              key={highlight.id}
              highlight={highlight}
              editing={
                query.data.canEdit
                  ? {
                      first: index === 0,
                      last: index === items.length - 1,
                      busy,
                      onMove: (direction) => move.mutate({ id: highlight.id, direction }),
                      onRemove: () => remove.mutate(highlight.id),
                    }
                  : undefined
              }
            />
          ))}
        </CardList>
      ) : null}
    </Box>
  );
}
