import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  HIGHLIGHT_NOTE_MAX_LENGTH,
  type HighlightKind,
  type HighlightSubject,
} from '@backline/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { OutlinedField } from '../../../components/ui/outlined-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useNotify } from '../../../components/ui/snackbar.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { addHighlight, highlightCandidatesQuery, HIGHLIGHTS_KEY } from '../api/highlights-api.ts';

/** Editors add a page or an offer: search by name, an optional note, "Hinzufügen". */
export function HighlightAddForm() {
  const { t } = useTranslation('highlights');
  const titleId = useId();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<HighlightKind>('page');
  const [text, setText] = useState('');
  const [note, setNote] = useState('');
  const q = useDebouncedValue(text.trim());
  const found = useQuery(highlightCandidatesQuery(kind, q));
  const add = useMutation({
    mutationFn: (subject: HighlightSubject) =>
      addHighlight({ kind: subject.kind, subjectId: subject.id, note: note.trim() || null }),
    onSuccess: async (added) => {
      await queryClient.invalidateQueries({ queryKey: HIGHLIGHTS_KEY });
      notify({ message: t('added', { title: added.subject.title }) });
      setText('');
      setNote('');
    },
  });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: 2, mb: 3, display: 'grid', gap: 2 }}
    >
      <Typography id={titleId} component="h2" variant="h2">
        {t('addTitle')}
      </Typography>
      <SelectField
        label={t('kindLabel')}
        name="highlight-kind"
        value={kind}
        options={[
          { value: 'page', label: t('kind.page') },
          { value: 'offer', label: t('kind.offer') },
        ]}
        onChange={setKind}
      />
      <OutlinedField
        label={kind === 'page' ? t('searchPage') : t('searchOffer')}
        name="highlight-search"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        fullWidth
      />
      <OutlinedField
        label={t('note')}
        name="highlight-note"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        helperText={t('noteHelp', { max: HIGHLIGHT_NOTE_MAX_LENGTH })}
        inputProps={{ maxLength: HIGHLIGHT_NOTE_MAX_LENGTH }}
        fullWidth
      />
      {q && found.data?.items.length === 0 ? (
        <Typography color="text.secondary">{t('nothingFound')}</Typography>
      ) : null}
      {found.data && found.data.items.length > 0 ? (
        <List dense aria-label={t('results')}>
          {found.data.items.map((subject) => (
            <ListItem
              key={subject.id}
              secondaryAction={
                <Button
                  size="small"
                  disabled={add.isPending}
                  onClick={() => add.mutate(subject)}
                  aria-label={t('addNamed', { title: subject.title })}
                >
                  {t('add')}
                </Button>
              }
            >
              <ListItemText primary={subject.title} secondary={subject.city} />
            </ListItem>
          ))}
        </List>
      ) : null}
      {found.isError ? <ErrorAlert error={found.error} /> : null}
      {add.isError ? <ErrorAlert error={add.error} /> : null}
    </Paper>
  );
}
