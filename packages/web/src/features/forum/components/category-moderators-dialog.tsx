import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ForumCategory } from '@backline/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { OutlinedField } from '../../../components/ui/outlined-field.tsx';
import { useNotify } from '../../../components/ui/snackbar.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import {
  forumCategoriesQuery,
  memberSearchQuery,
  setCategoryModerators,
} from '../api/forum-api.ts';
import { localized } from './forum-format.ts';

type Person = { id: string; name: string };

/** Site admins choose a category's own moderators: search members, add, remove, save. */
export function CategoryModeratorsDialog({
  open,
  category,
  onClose,
}: {
  open: boolean;
  category: ForumCategory;
  onClose: () => void;
}) {
  const { t } = useTranslation(['forum', 'errors']);
  const titleId = useId();
  const queryClient = useQueryClient();
  const notify = useNotify();
  // The list being edited (a selection, not a form value: it is saved as a whole).
  const [chosen, setChosen] = useState<Person[]>(category.moderators);
  const [text, setText] = useState('');
  const q = useDebouncedValue(text).trim();
  const found = useQuery({ ...memberSearchQuery(q), enabled: q.length >= 2 });
  const save = useMutation({
    mutationFn: () =>
      setCategoryModerators(
        category.id,
        chosen.map((person) => person.id),
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: forumCategoriesQuery.queryKey });
      notify({ message: t('forum:moderators.saved') });
      onClose();
    },
  });
  const candidates = (found.data?.users ?? []).filter(
    (person) => !chosen.some((picked) => picked.id === person.id),
  );

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>
        {t('forum:moderators.title', { category: localized(category.names) })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{t('forum:moderators.text')}</DialogContentText>
        {chosen.length === 0 ? (
          <Typography color="text.secondary">{t('forum:moderators.none')}</Typography>
        ) : (
          <List dense>
            {chosen.map((person) => (
              <ListItem
                key={person.id}
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t('forum:moderators.remove', { name: person.name })}
                    onClick={() => setChosen(chosen.filter((item) => item.id !== person.id))}
                  >
                    <CloseIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={person.name} />
              </ListItem>
            ))}
          </List>
        )}
        <OutlinedField
          label={t('forum:moderators.search')}
          name="moderator-search"
          type="search"
          size="small"
          value={text}
          onChange={(event) => setText(event.target.value)}
          sx={{ mt: 2 }}
          fullWidth
        />
        <List dense>
          {candidates.slice(0, 8).map((person) => (
            <ListItem
              key={person.id}
              secondaryAction={
                <Button size="small" onClick={() => setChosen([...chosen, person])}>
                  {t('forum:moderators.add')}
                </Button>
              }
            >
              <ListItemText primary={person.name} secondary={person.email} />
            </ListItem>
          ))}
        </List>
        {save.isError ? <ErrorAlert error={save.error} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('forum:moderators.cancel')}</Button>
        <Button variant="contained" onClick={() => save.mutate()} disabled={save.isPending}>
          {t('forum:moderators.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
