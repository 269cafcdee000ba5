import Button from '@mui/material/Button';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { isRestrictiveAction, type ModerationAction, type QueueItem } from '@backline/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardList } from '../../../components/ui/card-list.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { CardSkeletons } from '../../../components/ui/skeletons.tsx';
import { useNotify } from '../../../components/ui/snackbar.tsx';
import {
  moderationChanged,
  moderationQueueQuery,
  rejectReports,
  takeAction,
} from '../api/moderation-api.ts';
import { QueueCard } from './queue-card.tsx';
import { endOfDay } from './ban-day.ts';
import { LazyReasonDialog } from './lazy-reason-dialog.tsx';

type Pending =
  { kind: 'act'; item: QueueItem; action: ModerationAction } | { kind: 'reject'; item: QueueItem };

/** The queue tab: reported subjects, oldest report first, each with its actions. */
export function QueueList() {
  const { t } = useTranslation('moderation');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(moderationQueueQuery);
  const [pending, setPending] = useState<Pending | null>(null);
  // The dialog keeps its last content while it closes.
  const [shown, setShown] = useState<Pending | null>(null);
  if (pending && pending !== shown) setShown(pending);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  const kindOf = (item: QueueItem) =>
    t(`kinds.${item.subject.kind}`, { defaultValue: item.subject.kind });
  const done = (message: string) => {
    setPending(null);
    notify({ message });
    void moderationChanged(queryClient);
  };

  return (
    <>
      <QueryView
        query={query}
        loading={<CardSkeletons />}
        isEmpty={() => items.length === 0}
        empty={<EmptyState title={t('queue.emptyTitle')} text={t('queue.emptyText')} />}
      >
        {() => (
          <CardList aria-label={t('queue.label')}>
            {items.map((item) => (
              <QueueCard
                key={`${item.subject.kind}:${item.subject.id}`}
                item={item}
                onAct={(action) => setPending({ kind: 'act', item, action })}
                onReject={() => setPending({ kind: 'reject', item })}
              />
            ))}
          </CardList>
        )}
      </QueryView>
      {query.hasNextPage ? (
        <Button
          sx={{ mt: 2 }}
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {t('queue.loadMore')}
        </Button>
      ) : null}
      <LazyReasonDialog
        open={pending !== null}
        title={
          shown?.kind === 'act'
            ? t('act.title', { action: t(`actions.${shown.action}`), kind: kindOf(shown.item) })
            : t('reject.title')
        }
        text={
          shown?.kind === 'act'
            ? isRestrictiveAction(shown.action)
              ? t('act.text')
              : t('act.liftText')
            : t('reject.text')
        }
        reasonLabel={t('dialog.reason')}
        reasonHint={t('dialog.reasonHint')}
        withUntil={shown?.kind === 'act' && shown.action === 'community_ban'}
        submitLabel={shown?.kind === 'act' ? t('act.submit') : t('reject.submit')}
        destructive={shown?.kind === 'act' && isRestrictiveAction(shown.action)}
        onSubmit={({ reason, until }) => {
          if (!shown) return Promise.resolve();
          const subject = { kind: shown.item.subject.kind, id: shown.item.subject.id };
          return shown.kind === 'act'
            ? takeAction({
                subject,
                action: shown.action,
                reason,
                ...(shown.action === 'community_ban' && until ? { until: endOfDay(until) } : {}),
              })
            : rejectReports({ subject, reason });
        }}
        onDone={() => done(shown?.kind === 'act' ? t('act.done') : t('reject.done'))}
        onClose={() => setPending(null)}
      />
    </>
  );
}
