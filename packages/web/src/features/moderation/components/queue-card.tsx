import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  isRestrictiveAction,
  type ModerationAction,
  type ModeratorMeasure,
  type QueueItem,
} from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';

/** One earlier measure in a line: what, when, by whom, why. */
export function MeasureLine({ measure }: { measure: ModeratorMeasure }) {
  const { t } = useTranslation('moderation');
  return (
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {t('queue.measureLine', {
        action: t(`actions.${measure.action}`),
        date: formatDateTime(measure.createdAt),
        moderator: measure.moderatorName ?? t('queue.someone'),
        reason: measure.reason,
      })}
    </Typography>
  );
}

/**
 * A reported subject in the queue: the content in context (title, excerpt, link), its open
 * reports, earlier measures, and a button per action (restricting ones in red) plus rejecting
 * the reports.
 */
export function QueueCard({
  item,
  onAct,
  onReject,
}: {
  item: QueueItem;
  onAct: (action: ModerationAction) => void;
  onReject: () => void;
}) {
  const { t } = useTranslation('moderation');
  const { t: tr } = useTranslation('reports');
  const kind = t(`kinds.${item.subject.kind}`, { defaultValue: item.subject.kind });
  const headingId = `queue-${item.subject.kind}-${item.subject.id}`;
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Badge tone="primary">{kind}</Badge>
        <Badge tone="warning">{t('queue.reportCount', { count: item.reportCount })}</Badge>
        {item.content ? (
          <Badge>
            {t('queue.state', {
              state: t(`states.${item.content.state}`, { defaultValue: item.content.state }),
            })}
          </Badge>
        ) : null}
      </Box>
      <Typography id={headingId} component="h3" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
        {item.content?.title ?? kind}
      </Typography>
      {item.content ? (
        <>
          {item.content.excerpt ? (
            <Typography
              component="blockquote"
              sx={{
                m: 0,
                my: 1,
                pl: 1.5,
                borderLeft: 3,
                borderColor: 'divider',
                overflowWrap: 'anywhere',
                whiteSpace: 'pre-line',
              }}
            >
              {item.content.excerpt}
            </Typography>
          ) : null}
          {item.content.href ? (
            <Link component={RouterLink} to={item.content.href} variant="body2">
              {t('queue.open')}
            </Link>
          ) : null}
        </>
      ) : (
        <Typography color="text.secondary" sx={{ my: 1 }}>
          {t('queue.gone')}
        </Typography>
      )}

      <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 1.5 }}>
        {item.reports.map((report) => (
          <Box component="li" key={report.id} sx={{ py: 0.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {tr(`reasons.${report.reason}`)}
            </Typography>
            {report.details ? (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {report.details}
              </Typography>
            ) : null}
            <Typography variant="caption" color="text.secondary">
              {t('queue.reportedBy', {
                name: report.reporterName ?? t('queue.unknownReporter'),
                date: formatDateTime(report.createdAt),
              })}
            </Typography>
          </Box>
        ))}
      </Box>

      {item.measures.length > 0 ? (
        <Box sx={{ mb: 1.5 }}>
          <Typography component="h4" variant="subtitle2">
            {t('queue.measures')}
          </Typography>
          {item.measures.map((measure) => (
            <MeasureLine key={measure.id} measure={measure} />
          ))}
        </Box>
      ) : null}

      {item.content && item.actions.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {item.content.authorUserId ? t('queue.ownSubject') : null}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {item.actions.map((action) => (
          <Button
            key={action}
            size="small"
            variant="outlined"
            color={isRestrictiveAction(action) ? 'error' : 'primary'}
            onClick={() => onAct(action)}
          >
            {t(`actions.${action}`)}
          </Button>
        ))}
        <Button size="small" onClick={onReject}>
          {t('queue.reject')}
        </Button>
      </Box>
    </Paper>
  );
}
