import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppealState, Measure, Report } from '@backline/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { CardList } from '../../../components/ui/card-list.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { PageHeader, SectionHeader } from '../../../components/ui/page-header.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { SCREEN_GUTTERS } from '../../../components/ui/screen-gutters.ts';
import { CardSkeletons } from '../../../components/ui/skeletons.tsx';
import { useNotify } from '../../../components/ui/snackbar.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import {
  downloadHistory,
  moderationChanged,
  myMeasuresQuery,
  myReportsQuery,
  objectToMeasure,
} from '../api/moderation-api.ts';
import { LazyReasonDialog } from './lazy-reason-dialog.tsx';

const APPEAL_TONE: Record<AppealState, BadgeTone> = {
  none: 'neutral',
  open: 'warning',
  upheld: 'error',
  overturned: 'success',
};

const REPORT_TONE: Record<Report['status'], BadgeTone> = {
  open: 'neutral',
  in_review: 'warning',
  upheld: 'success',
  rejected: 'neutral',
};

/** A measure that affected me: what, when, why, the content, and the objection's state. */
function MeasureCard({ measure, onObject }: { measure: Measure; onObject: () => void }) {
  const { t } = useTranslation('moderation');
  const headingId = `measure-${measure.id}`;
  const { appeal } = measure;
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
        {t('mine.measureTitle', {
          action: t(`actions.${measure.action}`),
          kind: t(`kinds.${measure.subject.kind}`, { defaultValue: measure.subject.kind }),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('mine.date', { date: formatDateTime(measure.createdAt) })}
        {measure.until ? ` · ${t('mine.until', { date: formatDate(measure.until) })}` : ''}
      </Typography>
      <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {t('mine.reason', { reason: measure.reason })}
      </Typography>
      {measure.excerpt ? (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 0.5, overflowWrap: 'anywhere' }}
        >
          {t('mine.excerpt', { excerpt: measure.excerpt })}
        </Typography>
      ) : null}
      {measure.appealable ? (
        <Box
          sx={{
            mt: 1.5,
            display: 'flex',
            flexDirection: 'column',
            gap: 0.5,
            alignItems: 'flex-start',
          }}
        >
          <Badge tone={APPEAL_TONE[appeal.state]}>{t(`mine.appealState.${appeal.state}`)}</Badge>
          {appeal.text ? (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {t('mine.yourObjection', { text: appeal.text })}
            </Typography>
          ) : null}
          {appeal.decisionReason ? (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {t('mine.decision', { reason: appeal.decisionReason })}
            </Typography>
          ) : null}
          {appeal.state === 'none' ? (
            <Button variant="outlined" size="small" onClick={onObject} sx={{ mt: 0.5 }}>
              {t('mine.object')}
            </Button>
          ) : null}
        </Box>
      ) : null}
    </Paper>
  );
}

/** One of my reports and its outcome. */
function ReportCard({ report }: { report: Report }) {
  const { t } = useTranslation('moderation');
  const { t: tr } = useTranslation('reports');
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('mine.reportTitle', {
          kind: t(`kinds.${report.subject.kind}`, { defaultValue: report.subject.kind }),
          reason: tr(`reasons.${report.reason}`),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('mine.reportDate', { date: formatDateTime(report.createdAt) })}
      </Typography>
      <Box sx={{ mt: 1 }}>
        <Badge tone={REPORT_TONE[report.status]}>{t(`mine.reportStatus.${report.status}`)}</Badge>
      </Box>
      {report.decisionReason ? (
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {t('mine.rejectReason', { reason: report.decisionReason })}
        </Typography>
      ) : null}
    </Paper>
  );
}

/**
 * `/account/moderation` (issue 16): every member's moderation page. The measures that affected
 * them with the reason and the objection (once, while not decided), their reports with the
 * outcome, and their moderation history as a file. Moderation notices lead here.
 */
export function MyModerationScreen() {
  const { t } = useTranslation('moderation');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const measures = useQuery(myMeasuresQuery);
  const reports = useInfiniteQuery(myReportsQuery);
  const [objecting, setObjecting] = useState<Measure | null>(null);
  const [shown, setShown] = useState<Measure | null>(null);
  if (objecting && objecting !== shown) setShown(objecting);
  const download = useMutation({ mutationFn: () => downloadHistory(t('mine.fileName')) });
  const reportItems = reports.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Box sx={{ ...SCREEN_GUTTERS, maxWidth: 860 }}>
      <PageHeader title={t('mine.title')} subtitle={t('mine.intro')} />

      <SectionHeader component="h2" title={t('mine.measuresTitle')} />
      <QueryView
        query={measures}
        loading={<CardSkeletons />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            headingComponent="h3"
            title={t('mine.measuresEmptyTitle')}
            text={t('mine.measuresEmptyText')}
          />
        }
      >
        {(data) => (
          <CardList aria-label={t('mine.measuresTitle')}>
            {data.items.map((measure) => (
              <MeasureCard
                key={measure.id}
                measure={measure}
                onObject={() => setObjecting(measure)}
              />
            ))}
          </CardList>
        )}
      </QueryView>

      <Box sx={{ mt: 4 }}>
        <SectionHeader component="h2" title={t('mine.reportsTitle')} />
      </Box>
      <QueryView
        query={reports}
        loading={<CardSkeletons />}
        isEmpty={() => reportItems.length === 0}
        empty={
          <EmptyState
            headingComponent="h3"
            title={t('mine.reportsEmptyTitle')}
            text={t('mine.reportsEmptyText')}
          />
        }
      >
        {() => (
          <CardList aria-label={t('mine.reportsTitle')}>
            {reportItems.map((report) => (
              <ReportCard key={report.id} report={report} />
            ))}
          </CardList>
        )}
      </QueryView>
      {reports.hasNextPage ? (
        <Button
          sx={{ mt: 2 }}
          onClick={() => void reports.fetchNextPage()}
          disabled={reports.isFetchingNextPage}
        >
          {t('mine.loadMore')}
        </Button>
      ) : null}

      <Box sx={{ mt: 4 }}>
        <SectionHeader component="h2" title={t('mine.historyTitle')} />
        <Typography sx={{ mb: 1.5 }}>{t('mine.historyText')}</Typography>
        <ErrorAlert error={download.error} sx={{ mb: 2 }} />
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          loading={download.isPending}
          onClick={() => download.mutate()}
        >
          {t('mine.download')}
        </Button>
      </Box>

      <LazyReasonDialog
        open={objecting !== null}
        title={t('object.title')}
        text={t('object.text')}
        reasonLabel={t('object.label')}
        reasonHint={t('object.hint')}
        submitLabel={t('object.submit')}
        onSubmit={({ reason }) => (shown ? objectToMeasure(shown.id, reason) : Promise.resolve())}
        onDone={() => {
          setObjecting(null);
          notify({ message: t('object.done') });
          void moderationChanged(queryClient);
        }}
        onClose={() => setObjecting(null)}
      />
    </Box>
  );
}
