import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BookingOfferSummary,
  ContactItem,
  Conversation,
  Dashboard,
  PendingRating,
  UpcomingGig,
} from '@backline/domain';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CardList } from '../../../components/ui/card-list.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { DASHBOARD_KEY, DASHBOARD_REFRESH_MS, dashboardQuery } from '../api/dashboard-api.ts';
import {
  DashboardSkeleton,
  ORDER,
  SECTIONS,
  SectionFrame,
  SectionGrid,
  leadsToScreen,
  type SectionKey,
} from './dashboard-layout.tsx';

/** The section's cards, or its empty state: what is missing and the next step. */
function SectionBody({
  section,
  count,
  headingId,
  children,
}: {
  section: SectionKey;
  count: number;
  headingId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('home');
  const next = SECTIONS[section].next;
  if (count === 0) {
    return (
      <EmptyState
        headingComponent="p"
        title={t(`dashboard.${section}.empty`)}
        text={t(`dashboard.${section}.emptyText`)}
        action={
          next && leadsToScreen(next.to) ? (
            <Button component={RouterLink} to={next.to} variant="outlined" size="small">
              {t(`dashboard.${next.section}.next`)}
            </Button>
          ) : undefined
        }
      />
    );
  }
  return <CardList aria-labelledby={headingId}>{children}</CardList>;
}

/**
 * The cards of each section, from the features that own them (the route composes them: a
 * feature does not import another). `contactRequest` gets `onAnswered` to refresh the dashboard.
 */
export type DashboardCards = {
  conversation: (conversation: Conversation) => ReactNode;
  contactRequest: (item: ContactItem, onAnswered: () => Promise<unknown>) => ReactNode;
  upcomingGig: (gig: UpcomingGig) => ReactNode;
  pendingRating: (item: PendingRating) => ReactNode;
  news: (offer: BookingOfferSummary) => ReactNode;
};

function Sections({ dashboard, cards }: { dashboard: Dashboard; cards: DashboardCards }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
  const bodies: Record<SectionKey, { count: number; cards: ReactNode }> = {
    conversations: {
      count: dashboard.conversations.items.length,
      cards: dashboard.conversations.items.map((conversation) => (
        <Fragment key={conversation.id}>{cards.conversation(conversation)}</Fragment>
      )),
    },
    requests: {
      count: dashboard.contactRequests.items.length,
      cards: dashboard.contactRequests.items.map((item) => (
        <Fragment key={item.person.id}>{cards.contactRequest(item, refresh)}</Fragment>
      )),
    },
    gigs: {
      count: dashboard.upcomingGigs.items.length,
      cards: dashboard.upcomingGigs.items.map((gig) => (
        <Fragment key={`${gig.side}-${gig.applicationId}`}>{cards.upcomingGig(gig)}</Fragment>
      )),
    },
    ratings: {
      count: dashboard.pendingRatings.items.length,
      cards: dashboard.pendingRatings.items.map((item) => (
        <Fragment key={`${item.side}-${item.applicationId}`}>{cards.pendingRating(item)}</Fragment>
      )),
    },
    news: {
      count: dashboard.news.items.length,
      cards: dashboard.news.items.map((offer) => (
        <Fragment key={offer.id}>{cards.news(offer)}</Fragment>
      )),
    },
  };
  return (
    <SectionGrid>
      {ORDER.map((section) => (
        <SectionFrame key={section} section={section}>
          {(headingId) => (
            <SectionBody section={section} count={bodies[section].count} headingId={headingId}>
              {bodies[section].cards}
            </SectionBody>
          )}
        </SectionFrame>
      ))}
    </SectionGrid>
  );
}

/**
 * The dashboard's sections (`GET /api/user/dashboard`): conversations, contact requests,
 * upcoming gigs, ratings due and news of followed pages; skeletons in each while it loads, one
 * error with a retry when it fails.
 */
export function DashboardSections({ cards }: { cards: DashboardCards }) {
  const query = useQuery({ ...dashboardQuery, refetchInterval: DASHBOARD_REFRESH_MS });
  if (query.data) return <Sections dashboard={query.data} cards={cards} />;
  if (query.isError) {
    return (
      <Box sx={{ mt: { xs: 3, md: 4 } }}>
        <ErrorState
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Box>
    );
  }
  return <DashboardSkeleton />;
}
