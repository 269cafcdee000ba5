import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { BookmarkFilter, ForumListSort } from '@backline/domain';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardList } from '../../../components/ui/card-list.tsx';
import { FilterBar } from '../../../components/ui/filter-bar.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { SCREEN_GUTTERS } from '../../../components/ui/screen-gutters.ts';
import { CardSkeletons } from '../../../components/ui/skeletons.tsx';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { forumCategoriesQuery, forumMeQuery, forumTopicsQuery } from '../api/forum-api.ts';
import { localized } from './forum-format.ts';
import { EmptyTopics, ForumFilterFields } from './forum-filters.tsx';
import { TopicCard } from './topic-card.tsx';

const TopicEditorDialog = lazy(() =>
  import('./topic-editor-dialog.tsx').then((module) => ({ default: module.TopicEditorDialog })),
);
const CategoryModeratorsDialog = lazy(() =>
  import('./category-moderators-dialog.tsx').then((module) => ({
    default: module.CategoryModeratorsDialog,
  })),
);

export type ForumListScreenProps = {
  /** The bookmark menu of the list (composed by the route: bookmarks are their own feature). */
  renderBookmarks?: (props: {
    filter: URLSearchParams;
    onApply: (filter: BookmarkFilter) => void;
  }) => ReactNode;
};

/**
 * The forum (`/forum`): search, category, tag and order in the address (bookmarks, sharing,
 * Back), the topics as cards, more on demand (keyset pages), "new topic".
 */
export function ForumListScreen({ renderBookmarks }: ForumListScreenProps) {
  const { t } = useTranslation('forum');
  const { params, update, apply, reset, search } = useListFilters();
  const query = useInfiniteQuery(forumTopicsQuery(params.toString()));
  const categories = useQuery(forumCategoriesQuery);
  const me = useQuery(forumMeQuery);
  const [writing, setWriting] = useState(false);
  const [moderating, setModerating] = useState(false);

  const categorySlug = params.get('category') ?? '';
  const tag = params.get('tag');
  const sort: ForumListSort = params.get('sort') === 'newest' ? 'newest' : 'activity';
  const category = categories.data?.items.find((item) => item.slug === categorySlug);
  const filterCount = (categorySlug ? 1 : 0) + (tag ? 1 : 0) + (sort === 'newest' ? 1 : 0);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = filterCount > 0 || Boolean(params.get('q'));

  const activeFilters = [
    ...(category
      ? [
          {
            key: 'category',
            label: localized(category.names),
            onRemove: () => update({ category: null }),
          },
        ]
      : []),
    ...(tag ? [{ key: 'tag', label: `#${tag}`, onRemove: () => update({ tag: null }) }] : []),
  ];
  const quickFilters = (categories.data?.items ?? []).slice(0, 3).map((item) => ({
    key: item.slug,
    label: localized(item.names),
    selected: item.slug === categorySlug,
    onToggle: () => update({ category: item.slug === categorySlug ? null : item.slug }),
  }));

  return (
    <Box sx={{ ...SCREEN_GUTTERS, maxWidth: 860 }}>
      <PageHeader
        title={t('title')}
        subtitle={t('intro')}
        actions={
          <>
            {category && me.data?.user.role === 'admin' ? (
              <Button size="small" onClick={() => setModerating(true)}>
                {t('moderators.open')}
              </Button>
            ) : null}
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setWriting(true)}>
              {t('newTopic')}
            </Button>
          </>
        }
      />
      <FilterBar
        search={{
          label: t('search'),
          value: search.text,
          onChange: search.setText,
          onSubmit: search.submit,
          placeholder: t('searchPlaceholder'),
        }}
        quickFilters={quickFilters}
        activeFilters={activeFilters.filter(
          (filter) => filter.key !== 'category' || !quickFilters.some((quick) => quick.selected),
        )}
        filterCount={filterCount}
        resultText={query.data ? t('shown', { count: items.length }) : undefined}
        onReset={reset}
        resettable={params.size > 0}
        panel={
          <Stack sx={{ gap: 2 }}>
            <ForumFilterFields
              categories={categories.data?.items ?? []}
              categorySlug={categorySlug}
              sort={sort}
              update={update}
            />
            {renderBookmarks ? renderBookmarks({ filter: params, onApply: apply }) : null}
          </Stack>
        }
      />
      <QueryView
        query={{ ...query, data: query.data }}
        loading={<CardSkeletons leading="circle" count={4} />}
        isEmpty={() => items.length === 0}
        empty={<EmptyTopics filtered={filtered} onReset={reset} onWrite={() => setWriting(true)} />}
      >
        {() => (
          <CardList aria-label={t('results', { count: items.length })}>
            {items.map((topic) => (
              <TopicCard key={topic.id} topic={topic} />
            ))}
          </CardList>
        )}
      </QueryView>
      {query.hasNextPage ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button
            variant="outlined"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {t('loadMore')}
          </Button>
        </Box>
      ) : null}
      {writing ? (
        <Suspense fallback={null}>
          <TopicEditorDialog
            open={writing}
            topic={null}
            defaultCategoryId={category?.id}
            onClose={() => setWriting(false)}
          />
        </Suspense>
      ) : null}
      {moderating && category ? (
        <Suspense fallback={null}>
          <CategoryModeratorsDialog
            open={moderating}
            category={category}
            onClose={() => setModerating(false)}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
