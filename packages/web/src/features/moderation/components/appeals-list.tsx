import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  APPEAL_OUTCOMES,
  MEASURE_REVERSAL,
  type AppealOutcome,
  type ModeratorMeasure,
} from '@backline/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { Badge } from '../../../components/ui/badge.tsx';
import { CardList } from '../../../components/ui/card-list.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { CardSkeletons } from '../../../components/ui/skeletons.tsx';
import { useNotify } from '../../../components/ui/snackbar.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { appealsQuery, decideAppeal, moderationChanged } from '../api/moderation-api.ts';
import { LazyReasonDialog } from './lazy-reason-dialog.tsx';

/** One open objection: the measure, the content now, the user's text; decide or see why not. */
function AppealCard({ measure, onDecide }: { measure: ModeratorMeasure; onDecide: () => void }) {
  const { t } = useTranslation('moderation');
  const headingId = `appeal-${measure.id}`;
  const kind = t(`kinds.${measure.subject.kind}`, { defaultValue: measure.subject.kind });
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Badge tone="primary">{kind}</Badge>
        <Badge tone="error">{t(`actions.${measure.action}`)}</Badge>
      </Box>
      <Typography id={headingId} component="h3" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
        {t('appeals.measure', {
          action: t(`actions.${measure.action}`),
          date: formatDateTime(measure.createdAt),
          moderator: measure.moderatorName ?? t('queue.someone'),
        })}
      </Typography>
      {measure.affectedUserName ? (
        <Typography variant="body2" color="text.secondary">
          {t('appeals.affected', { name: measure.affectedUserName })}
        </Typography>
      ) : null}
      <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {t('appeals.reason', { reason: measure.reason })}
      </Typography>
      {measure.excerpt || measure.content?.excerpt ? (
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {t('appeals.content', { excerpt: measure.content?.excerpt || measure.excerpt })}
        </Typography>
      ) : null}
      {measure.content?.href ? (
        <Link component={RouterLink} to={measure.content.href} variant="body2">
          {t('queue.open')}
        </Link>
      ) : null}
      <Typography
        component="blockquote"
        sx={{
          m: 0,
          my: 1.5,
          pl: 1.5,
          borderLeft: 3,
          borderColor: 'primary.main',
          overflowWrap: 'anywhere',
        }}
      >
        {t('appeals.objection', { text: measure.appeal.text ?? '' })}
      </Typography>
      {measure.takenByMe ? (
        <Alert severity="info">{t('appeals.ownMeasure')}</Alert>
      ) : (
        <Button variant="contained" size="small" onClick={onDecide}>
          {t('appeals.decide')}
        </Button>
      )}
    </Paper>
  );
}

/** The objections tab: open objections, oldest first. */
export function AppealsList() {
  const { t } = useTranslation('moderation');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const query = useQuery(appealsQuery);
  const [deciding, setDeciding] = useState<ModeratorMeasure | null>(null);
  const [shown, setShown] = useState<ModeratorMeasure | null>(null);
  if (deciding && deciding !== shown) setShown(deciding);
  const [outcome, setOutcome] = useState<AppealOutcome>('upheld');
  const reversible = shown ? MEASURE_REVERSAL[shown.action] !== null : true;
  return (
    <>
      <QueryView
        query={query}
        loading={<CardSkeletons />}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title={t('appeals.emptyTitle')} text={t('appeals.emptyText')} />}
      >
        {(data) => (
          <CardList aria-label={t('appeals.label')}>
            {data.items.map((measure) => (
              <AppealCard
                key={measure.id}
                measure={measure}
                onDecide={() => {
                  setOutcome('upheld');
                  setDeciding(measure);
                }}
              />
            ))}
          </CardList>
        )}
      </QueryView>
      <LazyReasonDialog
        open={deciding !== null}
        title={t('decide.title')}
        text={t('decide.text')}
        reasonLabel={t('dialog.reason')}
        reasonHint={t('dialog.reasonHint')}
        submitLabel={t('decide.submit')}
        onSubmit={({ reason }) =>
          shown ? decideAppeal(shown.id, { outcome, reason }) : Promise.resolve()
        }
        onDone={() => {
          setDeciding(null);
          notify({ message: t('decide.done') });
          void moderationChanged(queryClient);
        }}
        onClose={() => setDeciding(null)}
      >
        <RadioGroup
          aria-label={t('decide.outcome')}
          name="outcome"
          value={outcome}
          onChange={(event) => setOutcome(event.target.value as AppealOutcome)}
        >
          {APPEAL_OUTCOMES.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              disabled={value === 'overturned' && !reversible}
              control={<Radio />}
              label={t(`decide.${value}`)}
            />
          ))}
        </RadioGroup>
        {!reversible ? (
          <Typography variant="body2" color="text.secondary">
            {t('decide.notReversible')}
          </Typography>
        ) : null}
      </LazyReasonDialog>
    </>
  );
}
