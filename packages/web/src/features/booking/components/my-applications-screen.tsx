import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationStatus, BookingApplication } from '@backline/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { CardList } from '../../../components/ui/card-list.tsx';
import { DateBlock } from '../../../components/ui/date-block.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import {
  LazyConfirmDialog,
  preloadConfirmDialog,
} from '../../../components/ui/lazy-confirm-dialog.tsx';
import { EntityCard } from '../../../components/ui/entity-card.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SCREEN_GUTTERS } from '../../../components/ui/screen-gutters.ts';
import { CardSkeletons } from '../../../components/ui/skeletons.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { formatDate } from '../../../lib/format.ts';
import { bookingKeys, decideApplication, myApplicationsQuery } from '../api/booking-api.ts';

const STATUS_TONE: Record<ApplicationStatus, BadgeTone> = {
  applied: 'primary',
  ignored: 'primary',
  confirmed: 'success',
  rejected: 'error',
  withdrawn: 'neutral',
  cancelled: 'warning',
};

export type MyApplicationsScreenProps = {
  /** "Nachricht" to the offerer about an application (the route composes it). */
  messageAction?: (application: BookingApplication) => ReactNode;
};

/** `/booking/myapplies`: the applications of the caller's artist pages, with their status. */
export function MyApplicationsScreen({ messageAction }: MyApplicationsScreenProps = {}) {
  const { t } = useTranslation(['booking-desk', 'booking']);
  const query = useQuery(myApplicationsQuery);
  return (
    <Box sx={{ ...SCREEN_GUTTERS, maxWidth: 860 }}>
      <PageHeader
        title={t('mine.appliesTitle')}
        subtitle={t('mine.appliesIntro')}
        actions={
          <Button component={RouterLink} to="/booking/dates?view=artist" size="small">
            {t('overview.link')}
          </Button>
        }
      />
      <QueryView
        query={query}
        loading={<CardSkeletons leading="date" />}
        isEmpty={(answer) => answer.items.length === 0}
        empty={
          <EmptyState
            title={t('mine.appliesEmpty')}
            text={t('mine.appliesEmptyText')}
            action={
              <Button component={RouterLink} to="/gigs" variant="contained">
                {t('mine.findGigs')}
              </Button>
            }
          />
        }
      >
        {(answer) => (
          <CardList aria-label={t('mine.appliesTitle')}>
            {answer.items.map((application) => (
              <MyApplicationCard
                key={application.id}
                application={application}
                messageAction={messageAction?.(application)}
              />
            ))}
          </CardList>
        )}
      </QueryView>
    </Box>
  );
}

function MyApplicationCard({
  application,
  messageAction,
}: {
  application: BookingApplication;
  messageAction?: ReactNode;
}) {
  const { t } = useTranslation(['booking-desk', 'booking']);
  const queryClient = useQueryClient();
  const act = useMutation({
    mutationFn: (command: 'withdraw' | 'cancel') => decideApplication(application.id, command),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
  const startsAt = application.date.startsAt;
  const canWithdraw = application.commands.includes('withdraw');
  const canCancel = application.commands.includes('cancel');
  // Cancelling a confirmed gig cannot be taken back and leaves the venue without an act: asked
  // first. Withdrawing a pending application is not final (the page may apply again).
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  return (
    <>
      <LazyConfirmDialog
        open={confirmingCancel}
        title={t('mine.cancelConfirmTitle')}
        text={t('mine.cancelConfirmText', { title: application.offerTitle })}
        cancelLabel={t('mine.keepGig')}
        confirmLabel={t('mine.cancel')}
        destructive
        onCancel={() => setConfirmingCancel(false)}
        onConfirm={() => {
          setConfirmingCancel(false);
          act.mutate('cancel');
        }}
      />
      <EntityCard
        to={application.offerResource}
        title={application.offerTitle}
        leading={
          startsAt ? (
            <DateBlock date={startsAt} />
          ) : (
            <UserAvatar
              name={application.artist.name}
              picture={application.artist.picture}
              seed={application.artist.id}
              shape="rounded"
              size={60}
              decorative
            />
          )
        }
        meta={[
          application.artist.name,
          startsAt ? formatDate(startsAt, { timeStyle: 'short' }) : t('booking:noDate'),
        ].join(' · ')}
        badges={
          <Badge tone={STATUS_TONE[application.status]}>
            {t(`booking:applicationStatus.${application.status}`)}
          </Badge>
        }
        facts={
          application.rejectReason || act.error || canWithdraw || canCancel || messageAction ? (
            <>
              {application.rejectReason ? (
                <Box component="span" sx={{ display: 'block' }}>
                  {t('manage.reason', { reason: application.rejectReason })}
                </Box>
              ) : null}
              <ErrorAlert error={act.error} sx={{ mt: 1 }} />
              {canWithdraw || canCancel || messageAction ? (
                <Stack direction="row" sx={{ gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
                  {canWithdraw ? (
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => act.mutate('withdraw')}
                      disabled={act.isPending}
                    >
                      {t('mine.withdraw')}
                    </Button>
                  ) : null}
                  {canCancel ? (
                    <Button
                      size="small"
                      color="error"
                      onPointerEnter={preloadConfirmDialog}
                      onFocus={preloadConfirmDialog}
                      onClick={() => setConfirmingCancel(true)}
                      disabled={act.isPending}
                    >
                      {t('mine.cancel')}
                    </Button>
                  ) : null}
                  {messageAction}
                </Stack>
              ) : null}
            </>
          ) : undefined
        }
      />
    </>
  );
}
