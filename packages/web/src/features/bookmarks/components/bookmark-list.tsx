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
import { BOOKMARKS_KEY, deleteBookmark, renameBookmark } from '../api/bookmarks-api.ts';
import { filterText } from '../filter-text.ts';

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
 * with open, rename and delete (delete asks first).
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
  const [mode, setMode] = useState<'view' | 'rename' | 'delete'>('view');
  const refresh = () => queryClient.invalidateQueries({ queryKey: BOOKMARKS_KEY });
  const rename = useMutation({
    mutationFn: (name: string) => renameBookmark(bookmark.id, name),
    onSuccess: async () => {
      await refresh();
      setMode('view');
    },
  });
  const remove = useMutation({ mutationFn: () => deleteBookmark(bookmark.id), onSuccess: refresh });
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
      ) : mode === 'delete' ? (
        <Stack spacing={1} sx={{ my: 1 }}>
          <Typography variant="body2">{t('deleteConfirm', { name: bookmark.name })}</Typography>
          <ErrorAlert error={remove.error} />
          <Stack direction="row" spacing={1}>
            <Button
              color="error"
              variant="contained"
              loading={remove.isPending}
              onClick={() => remove.mutate()}
            >
              {t('confirmDelete')}
            </Button>
            <Button
              onClick={() => {
                remove.reset();
                setMode('view');
              }}
            >
              {t('cancel')}
            </Button>
          </Stack>
        </Stack>
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
            onClick={() => setMode('delete')}
          >
            {t('delete')}
          </Button>
        </Stack>
      )}
    </ListItem>
  );
}
