import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { BOOKMARK_ROUTES, bookmarkHref, type Bookmark } from '@backline/domain';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { PageHeader, SectionHeader } from '../../../components/ui/page-header.tsx';
import { CardSkeletons } from '../../../components/ui/skeletons.tsx';
import { useTranslation } from 'react-i18next';
import { bookmarksQuery } from '../api/bookmarks-api.ts';
import { ROUTE_LABEL_KEYS } from '../route-labels.ts';
import { BookmarkList } from './bookmark-list.tsx';
import { SCREEN_GUTTERS } from '../../../components/ui/screen-gutters.ts';

/** All of the user's bookmarks, grouped by list route: open (route with filter), rename, delete. */
export function BookmarksScreen() {
  const { t } = useTranslation('bookmarks');
  const navigate = useNavigate();
  const bookmarks = useQuery(bookmarksQuery());
  const apply = (bookmark: Bookmark) => void navigate(bookmarkHref(bookmark));
  const groups = BOOKMARK_ROUTES.map((route) => ({
    route,
    items: (bookmarks.data ?? []).filter((bookmark) => bookmark.route === route),
  })).filter((group) => group.items.length > 0);

  return (
    <Box sx={{ ...SCREEN_GUTTERS, maxWidth: 720 }}>
      <PageHeader title={t('title')} subtitle={t('intro')} />
      <QueryView
        query={bookmarks}
        loading={<CardSkeletons count={2} />}
        isEmpty={(saved) => saved.length === 0}
        empty={
          <EmptyState
            title={t('emptyTitle')}
            text={t('empty')}
            action={
              <Button component={RouterLink} to="/gigs" variant="contained">
                {t('emptyAction')}
              </Button>
            }
          />
        }
      >
        {() => (
          <>
            {groups.map((group) => (
              <Box
                component="section"
                key={group.route}
                aria-labelledby={`bookmarks-${group.route}`}
                sx={{ mb: 3 }}
              >
                <SectionHeader
                  id={`bookmarks-${group.route}`}
                  title={t(ROUTE_LABEL_KEYS[group.route])}
                />
                <Paper variant="outlined" sx={{ px: 2, py: 0.5 }}>
                  <BookmarkList bookmarks={group.items} onApply={apply} />
                </Paper>
              </Box>
            ))}
          </>
        )}
      </QueryView>
    </Box>
  );
}
