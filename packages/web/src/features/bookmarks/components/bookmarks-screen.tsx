import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { BOOKMARK_ROUTES, bookmarkHref, type Bookmark } from '@backline/domain';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
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
      <ErrorAlert error={bookmarks.error} />
      {bookmarks.data?.length === 0 ? <Typography>{t('empty')}</Typography> : null}
      {groups.map((group) => (
        <Box
          component="section"
          key={group.route}
          aria-labelledby={`bookmarks-${group.route}`}
          sx={{ mb: 3 }}
        >
          <Typography id={`bookmarks-${group.route}`} variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t(ROUTE_LABEL_KEYS[group.route])}
          </Typography>
          <BookmarkList bookmarks={group.items} onApply={apply} />
        </Box>
      ))}
    </Box>
  );
}
