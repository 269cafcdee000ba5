import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Highlight } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { EntityCard } from '../../../components/ui/entity-card.tsx';
import { formatDate } from '../../../lib/format.ts';

export type HighlightEditing = {
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (direction: 'up' | 'down') => void;
  onRemove: () => void;
};

/** One highlight: the subject's card with the editors' note; editors get order and removal. */
export function HighlightCard({
  highlight,
  editing,
}: {
  highlight: Highlight;
  editing?: HighlightEditing;
}) {
  const { t } = useTranslation('highlights');
  const { subject } = highlight;
  const kindLabel =
    subject.kind === 'offer' ? t('kind.offer') : t(`pageKind.${subject.pageKind ?? 'artist'}`);
  const meta = [kindLabel, subject.city, subject.startsAt ? formatDate(subject.startsAt) : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <EntityCard
      to={subject.resource}
      title={subject.title}
      meta={meta}
      facts={
        highlight.note ? (
          <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
            {highlight.note}
          </Typography>
        ) : null
      }
      action={
        editing ? (
          <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
            <Button
              size="small"
              disabled={editing.first || editing.busy}
              onClick={() => editing.onMove('up')}
              aria-label={t('moveUp', { title: subject.title })}
            >
              {t('up')}
            </Button>
            <Button
              size="small"
              disabled={editing.last || editing.busy}
              onClick={() => editing.onMove('down')}
              aria-label={t('moveDown', { title: subject.title })}
            >
              {t('down')}
            </Button>
            <Button
              size="small"
              color="error"
              disabled={editing.busy}
              onClick={editing.onRemove}
              aria-label={t('remove', { title: subject.title })}
            >
              {t('removeShort')}
            </Button>
          </Stack>
        ) : undefined
      }
    />
  );
}
