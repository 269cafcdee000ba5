import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import {
  filterFromSearchParams,
  type BookmarkFilter,
  type BookmarkRoute,
  type SearchParamsLike,
} from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { BOOKMARKS_KEY, bookmarksQuery, createBookmark } from '../api/bookmarks-api.ts';
import { BookmarkList } from './bookmark-list.tsx';

// The name's form loads when it opens (react-hook-form and the schema come with it).
const BookmarkNameForm = lazy(() =>
  import('./bookmark-name-form.tsx').then((module) => ({ default: module.BookmarkNameForm })),
);

export type BookmarkMenuProps = {
  /** The list route this screen shows. */
  route: BookmarkRoute;
  /** The list's current query (`URLSearchParams` of the address). */
  filter: SearchParamsLike;
  /** Applies a saved filter (the list screen puts it into its query). */
  onApply: (filter: BookmarkFilter) => void;
  /** Where the management screen is (a link below the list). */
  manageHref?: string;
};

/**
 * Bookmarks on a list screen: save the current filter under a name, and open, rename or delete
 * the filters saved for this list.
 */
export function BookmarkMenu({ route, filter, onApply, manageHref }: BookmarkMenuProps) {
  const { t } = useTranslation('bookmarks');
  const headingId = useId();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const bookmarks = useQuery(bookmarksQuery(route));
  const create = useMutation({
    // The filter as it is when the name is saved.
    mutationFn: (name: string) =>
      createBookmark({ name, route, filter: filterFromSearchParams(filter) }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: BOOKMARKS_KEY });
      setSaving(false);
    },
  });

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 1 }}>
        {t('menuTitle')}
      </Typography>
      {saving ? (
        <Suspense fallback={null}>
          <BookmarkNameForm
            submitLabel={t('confirmSave')}
            save={create}
            onCancel={() => {
              create.reset();
              setSaving(false);
            }}
          />
        </Suspense>
      ) : (
        <Button
          variant="outlined"
          onClick={() => {
            create.reset();
            setSaving(true);
          }}
        >
          {t('save')}
        </Button>
      )}
      {create.isSuccess ? (
        <Alert severity="success" sx={{ mt: 1 }}>
          {t('saved')}
        </Alert>
      ) : null}
      <ErrorAlert error={bookmarks.error} sx={{ mt: 1 }} />
      {bookmarks.data?.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('emptyRoute')}
        </Typography>
      ) : null}
      {bookmarks.data && bookmarks.data.length > 0 ? (
        <BookmarkList bookmarks={bookmarks.data} onApply={(bookmark) => onApply(bookmark.filter)} />
      ) : null}
      {manageHref ? (
        <Button component={Link} to={manageHref} size="small" sx={{ mt: 1 }}>
          {t('manage')}
        </Button>
      ) : null}
    </Box>
  );
}
