import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { Bookmark } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useNotify } from '../../../components/ui/snackbar.tsx';
import {
  BOOKMARKS_KEY,
  createBookmark,
  deleteBookmark,
  renameBookmark,
} from '../api/bookmarks-api.ts';
import { filterText } from '../filter-text.ts';
import { BookmarkAlertSwitch } from './bookmark-alert-switch.tsx';

// The name's form loads when it opens (react-hook-form and the schema come with it).
const BookmarkNameForm = lazy(() =>
  import('./bookmark-name-form.tsx').then((module) => ({ default: module.BookmarkNameForm })),
);

export type BookmarkListProps = {
  bookmarks: Bookmark[];
  onApply: (bookmark: Bookmark) => void;
};

/**
 * Saved bookmarks, each with its filter in words (the gig list's labels: the `booking` texts),
 * with open, rename, delete and (lists with alerts) "alert me". Delete asks nothing: it goes at once, with "undo" in a snackbar.
 */
export function BookmarkList({ bookmarks, onApply }: BookmarkListProps) {
  return (
    <List dense disablePadding>
      {bookmarks.map((bookmark) => (
        <BookmarkRow key={bookmark.id} bookmark={bookmark} onApply={onApply} />
      ))}
    </List>
  );
}

function BookmarkRow({
  bookmark,
  onApply,
}: {
  bookmark: Bookmark;
  onApply: (b: Bookmark) => void;
}) {
  const { t } = useTranslation(['bookmarks', 'booking']);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [mode, setMode] = useState<'view' | 'rename'>('view');
  const refresh = () => queryClient.invalidateQueries({ queryKey: BOOKMARKS_KEY });
  const rename = useMutation({
    mutationFn: (name: string) => renameBookmark(bookmark.id, name),
    onSuccess: async () => {
      await refresh();
      setMode('view');
    },
  });
  /**
   * A deleted bookmark is gone on the server at once (nothing is lost when the screen closes
   * before the snackbar does); undo saves it again under the same name, route and filter, so
   * only its id and date are new.
   */
  const restore = () =>
    createBookmark({ name: bookmark.name, route: bookmark.route, filter: bookmark.filter })
      .catch(() => notify({ message: t('restoreFailed', { name: bookmark.name }) }))
      .finally(() => void refresh());
  const remove = useMutation({
    mutationFn: () => deleteBookmark(bookmark.id),
    onSuccess: async () => {
      notify({ message: t('deleted', { name: bookmark.name }), undo: () => void restore() });
      await refresh();
    },
  });
  const description = filterText(bookmark.route, bookmark.filter, t, currentLanguage());

  return (
    <ListItem disableGutters sx={{ display: 'block' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 500 }}>
          {bookmark.name}
        </Typography>
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          data-testid="bookmark-filter"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {description}
        </Typography>
      </Stack>
      {mode === 'rename' ? (
        <Suspense fallback={null}>
          <BookmarkNameForm
            initialName={bookmark.name}
            submitLabel={t('confirmRename')}
            save={rename}
            onCancel={() => {
              rename.reset();
              setMode('view');
            }}
          />
        </Suspense>
      ) : (
        <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
          <Button
            size="small"
            variant="outlined"
            aria-label={t('applyNamed', { name: bookmark.name })}
            onClick={() => onApply(bookmark)}
          >
            {t('apply')}
          </Button>
          <Button
            size="small"
            aria-label={t('renameNamed', { name: bookmark.name })}
            onClick={() => setMode('rename')}
          >
            {t('rename')}
          </Button>
          <Button
            size="small"
            color="error"
            aria-label={t('deleteNamed', { name: bookmark.name })}
            loading={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {t('delete')}
          </Button>
        </Stack>
      )}
      {mode === 'view' && <BookmarkAlertSwitch bookmark={bookmark} />}
      <ErrorAlert error={remove.error} sx={{ mt: 1 }} />
    </ListItem>
  );
}
