import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CardList } from '../../../components/ui/card-list.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { OutlinedField } from '../../../components/ui/outlined-field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SCREEN_GUTTERS } from '../../../components/ui/screen-gutters.ts';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { CardSkeletons } from '../../../components/ui/skeletons.tsx';
import { usePollingInterval } from '../../../lib/realtime/realtime-context.ts';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { conversationListQuery, LIST_REFRESH_MS } from '../api/messaging-api.ts';
import { ConversationCard } from './conversation-card.tsx';

/**
 * `/messaging`: the viewer's conversations (theirs and their pages'), newest first, searched by
 * name or topic (`?q=`), the archive behind a switch (`?archived=1`). Each card opens the chat.
 */
export function ConversationListScreen() {
  const { t } = useTranslation('messaging');
  const { params, update, search } = useListFilters();
  const archived = params.get('archived') === '1';
  const q = (params.get('q') ?? '').trim();
  const query = useInfiniteQuery({
    ...conversationListQuery(archived, q),
    // Live over the realtime socket (app/realtime-sync.ts); polled only while it is down.
    refetchInterval: usePollingInterval(LIST_REFRESH_MS),
  });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Box sx={{ ...SCREEN_GUTTERS, maxWidth: 860 }}>
      <PageHeader title={t('title')} subtitle={t('intro')} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1, mb: 2, alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Box
          component="form"
          role="search"
          onSubmit={search.submit}
          aria-label={t('search')}
          sx={{ flex: 1 }}
        >
          <OutlinedField
            label={t('search')}
            name="q"
            type="search"
            size="small"
            value={search.text}
            placeholder={t('searchPlaceholder')}
            onChange={(event) => search.setText(event.target.value)}
          />
        </Box>
        <FormControlLabel
          control={
            <Switch
              checked={archived}
              onChange={(event) =>
                update({ archived: event.target.checked ? '1' : null }, { replace: true })
              }
            />
          }
          label={t('archive')}
          sx={{ mx: 0 }}
        />
      </Stack>
      <QueryView
        query={query}
        loading={<CardSkeletons leading="circle" />}
        isEmpty={() => items.length === 0}
        empty={
          <ListEmpty
            archived={archived}
            q={q}
            onClearSearch={() => {
              search.setText('');
              update({ q: null }, { replace: true });
            }}
          />
        }
      >
        {() => (
          <CardList aria-label={archived ? t('archiveLabel') : t('listLabel')}>
            {items.map((conversation) => (
              <ConversationCard key={conversation.id} conversation={conversation} />
            ))}
          </CardList>
        )}
      </QueryView>
      {query.hasNextPage ? (
        <Button
          sx={{ mt: 2 }}
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {t('loadMore')}
        </Button>
      ) : null}
    </Box>
  );
}

function ListEmpty({
  archived,
  q,
  onClearSearch,
}: {
  archived: boolean;
  q: string;
  onClearSearch: () => void;
}) {
  const { t } = useTranslation('messaging');
  if (q) {
    return (
      <EmptyState
        title={t('empty.search', { q })}
        text={t('empty.searchText')}
        action={
          <Button variant="outlined" onClick={onClearSearch}>
            {t('empty.clearSearch')}
          </Button>
        }
      />
    );
  }
  if (archived) {
    return <EmptyState title={t('empty.archiveTitle')} text={t('empty.archiveText')} />;
  }
  return (
    <EmptyState
      title={t('empty.title')}
      text={t('empty.text')}
      action={
        <Button variant="contained" component={RouterLink} to="/gigs">
          {t('empty.action')}
        </Button>
      }
    />
  );
}
