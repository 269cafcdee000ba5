import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  DIRECTORY_LISTS,
  DIRECTORY_ROUTES,
  type BookmarkFilter,
  type DirectoryCard as DirectoryCardData,
  type DirectoryList,
} from '@backline/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CardList } from '../../../components/ui/card-list.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { FilterBar } from '../../../components/ui/filter-bar.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SCREEN_GUTTERS } from '../../../components/ui/screen-gutters.ts';
import { CardSkeletons } from '../../../components/ui/skeletons.tsx';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { directoryListQuery } from '../api/directory-api.ts';
import { DirectoryCard } from './directory-card.tsx';
import {
  activeFilterCount,
  DirectoryFilterFields,
  useActiveFilters,
  useQuickFilters,
  type DirectoryFilterFieldsProps,
} from './directory-filters.tsx';

export type DirectoryScreenProps = {
  list: DirectoryList;
  /** The bookmark menu of this list (composed by the route: bookmarks are their own feature). */
  renderBookmarks?: (props: {
    filter: URLSearchParams;
    onApply: (filter: BookmarkFilter) => void;
  }) => ReactNode;
  renderCityPicker?: DirectoryFilterFieldsProps['renderCityPicker'];
  /** A card's action (composed by the route: following is the pages', writing messaging's). */
  renderAction?: (card: DirectoryCardData) => ReactNode;
};

/** The switch between the four lists: tabs that scroll sideways on a phone. */
function DirectoryTabs({ list }: { list: DirectoryList }) {
  const { t } = useTranslation('directory');
  return (
    <Tabs
      value={list}
      variant="scrollable"
      scrollButtons={false}
      aria-label={t('tabsLabel')}
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {DIRECTORY_LISTS.map((item) => (
        <Tab
          key={item}
          value={item}
          label={t(`lists.${item}`)}
          component={RouterLink}
          to={DIRECTORY_ROUTES[item]}
        />
      ))}
    </Tabs>
  );
}

/**
 * A directory list (`/verzeichnis/musiker`, `/livelocations`, `/bands`, `/firmen`), list first:
 * the tabs, the filter bar (search, on/off filters, "Filter (n)" for the rest), then the cards,
 * page after page ("Mehr laden": the server pages by a cursor). Filters live in the address.
 */
export function DirectoryScreen({
  list,
  renderBookmarks,
  renderCityPicker,
  renderAction,
}: DirectoryScreenProps) {
  const { t } = useTranslation(['directory', 'common']);
  const { params, update, apply, reset, search } = useListFilters();
  const query = useInfiniteQuery(directoryListQuery(list, params.toString()));
  const quickFilters = useQuickFilters(list, params, update);
  const activeFilters = useActiveFilters(params, update);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const filterCount = activeFilterCount(params);
  const filtered = filterCount > 0 || Boolean(params.get('q'));

  let content: ReactNode;
  if (query.isPending)
    content = <CardSkeletons leading={list === 'musicians' ? 'circle' : 'square'} count={4} />;
  else if (query.isError && items.length === 0) {
    content = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  } else if (items.length === 0) {
    content = filtered ? (
      <EmptyState
        title={t('empty.filteredTitle')}
        text={t('empty.filtered')}
        action={
          <Button variant="outlined" onClick={reset}>
            {t('empty.reset')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        title={t('empty.title')}
        text={t(`empty.${list}`)}
        action={
          list === 'musicians' ? null : (
            <Button component={RouterLink} to="/page/create" variant="contained">
              {t('empty.createPage')}
            </Button>
          )
        }
      />
    );
  } else {
    content = (
      <>
        <CardList aria-label={t(`lists.${list}`)}>
          {items.map((card) => (
            <DirectoryCard key={card.id} card={card} action={renderAction?.(card)} />
          ))}
        </CardList>
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

  return (
    <Box sx={{ ...SCREEN_GUTTERS, maxWidth: 860 }}>
      <PageHeader title={t('title')} subtitle={t('intro')} />
      <DirectoryTabs list={list} />
      <FilterBar
        search={{
          label: t('search'),
          value: search.text,
          onChange: search.setText,
          onSubmit: search.submit,
          placeholder: t(`searchPlaceholder.${list}`),
        }}
        quickFilters={quickFilters}
        activeFilters={activeFilters}
        filterCount={filterCount}
        resultCount={query.data ? items.length : undefined}
        resultText={query.data ? t('results', { count: items.length }) : undefined}
        onReset={reset}
        resettable={params.size > 0}
        panel={
          <>
            <DirectoryFilterFields
              list={list}
              params={params}
              update={update}
              renderCityPicker={renderCityPicker}
            />
            {renderBookmarks ? (
              <Box sx={{ mt: 3 }}>{renderBookmarks({ filter: params, onApply: apply })}</Box>
            ) : null}
          </>
        }
      />
      {content}
    </Box>
  );
}
