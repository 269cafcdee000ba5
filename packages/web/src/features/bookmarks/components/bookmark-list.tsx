import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryFromFilter, type Bookmark } from '@backline/domain';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { useTranslation } from 'react-i18next';
import { deleteBookmark, renameBookmark } from '../api/bookmarks-api.ts';
import { BookmarkNameForm } from './bookmark-name-form.tsx';

export type BookmarkListProps = {
  bookmarks: Bookmark[];
  onApply: (bookmark: Bookmark) => void;
};

/** Saved bookmarks with open, rename and delete (delete asks first). */
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
  const { t } = useTranslation('bookmarks');
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'view' | 'rename' | 'delete'>('view');
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['bookmarks'] });
  const remove = useMutation({ mutationFn: () => deleteBookmark(bookmark.id), onSuccess: refresh });
  const query = decodeURIComponentSafe(queryFromFilter(bookmark.filter));

  return (
    <ListItem disableGutters sx={{ display: 'block' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 500 }}>
          {bookmark.name}
        </Typography>
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ wordBreak: 'break-all' }}
        >
          {query || t('filterNone')}
        </Typography>
      </Stack>
      {mode === 'rename' ? (
        <BookmarkNameForm
          initialName={bookmark.name}
          submitLabel={t('confirmRename')}
          onCancel={() => setMode('view')}
          onSubmit={async (name) => {
            await renameBookmark(bookmark.id, name);
            await refresh();
            setMode('view');
          }}
        />
      ) : mode === 'delete' ? (
        <Stack spacing={1} sx={{ my: 1 }}>
          <Typography variant="body2">{t('deleteConfirm', { name: bookmark.name })}</Typography>
          <ErrorAlert error={remove.error} />
          <Stack direction="row" spacing={1}>
            <Button
              color="error"
              variant="contained"
              disabled={remove.isPending}
              onClick={() => remove.mutate()}
            >
              {t('confirmDelete')}
            </Button>
            <Button onClick={() => setMode('view')}>{t('cancel')}</Button>
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

/** The filter as people read it (`genre=jazz&city=Köln`). */
function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
