import Button from '@mui/material/Button';
import { hasScreen, offerPath, type PendingRating, type UpcomingGig } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { DateBlock } from '../../../components/ui/date-block.tsx';
import { EntityCard } from '../../../components/ui/entity-card.tsx';

/** A confirmed gig to come (the dashboard): when, where, and who plays. */
export function UpcomingGigCard({ gig }: { gig: UpcomingGig }) {
  const { t } = useTranslation(['booking-desk', 'booking']);
  const place = gig.virtual
    ? t('booking:virtual')
    : [gig.venue?.name, gig.venue?.city].filter(Boolean).join(' · ');
  return (
    <EntityCard
      to={gig.offerResource}
      title={gig.offerTitle}
      headingComponent="h3"
      leading={<DateBlock date={gig.startsAt} size="small" />}
      meta={place || undefined}
      badges={<Badge tone="success">{t('dashboardCards.confirmed')}</Badge>}
      facts={t(gig.side === 'artist' ? 'dashboardCards.asArtist' : 'dashboardCards.asOfferer', {
        name: gig.artist.name,
      })}
    />
  );
}

const RATINGS_PATH = '/booking/ratings';

/** A gig to rate (the dashboard): the offer, whom to rate, the way to the rating form. */
export function PendingRatingCard({ item }: { item: PendingRating }) {
  const { t } = useTranslation('booking-desk');
  return (
    <EntityCard
      to={offerPath({ id: item.offerId, title: item.offerTitle })}
      title={item.offerTitle}
      headingComponent="h3"
      leading={<DateBlock date={item.gigStartsAt} size="small" />}
      facts={t('dashboardCards.rateOther', { name: item.other.name })}
      action={
        hasScreen(RATINGS_PATH) ? (
          <Button
            size="small"
            variant="outlined"
            component={RouterLink}
            to={RATINGS_PATH}
            aria-label={t('dashboardCards.rateLabel', { title: item.offerTitle })}
          >
            {t('dashboardCards.rate')}
          </Button>
        ) : undefined
      }
    />
  );
}
