import Box from '@mui/material/Box';
import { genreLabel, type ApplicationStatus, type BookingOfferSummary } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { DateBlock } from '../../../components/ui/date-block.tsx';
import { EntityCard } from '../../../components/ui/entity-card.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { formatDate } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { payText } from '../booking-format.ts';

const APPLICATION_TONE: Record<ApplicationStatus, BadgeTone> = {
  applied: 'primary',
  ignored: 'primary',
  confirmed: 'success',
  rejected: 'neutral',
  withdrawn: 'neutral',
  cancelled: 'neutral',
};

/** Where the gig is: "Kulturhalle · Köln", "Online"; the publisher too when not the venue. */
export function gigPlace(offer: BookingOfferSummary, virtualText: string): string {
  const parts = offer.virtual
    ? [virtualText]
    : [offer.venue?.name ?? null, offer.venue?.city ?? null];
  if (offer.publisher.name !== offer.venue?.name) parts.push(offer.publisher.name);
  return parts.filter(Boolean).join(' · ');
}

/**
 * One gig in a list: the first date as a calendar leaf, title, place, the pay and free slots,
 * genres, and badges for what sets it apart (my application, a status other than open, premium,
 * local acts preferred).
 */
export function GigCard({
  offer,
  headingComponent,
}: {
  offer: BookingOfferSummary;
  /** `h3` inside a section with its own heading (the dashboard). */
  headingComponent?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('booking');
  const language = currentLanguage();
  const pay = payText(offer.pay);
  const when = [
    offer.firstStartsAt ? formatDate(offer.firstStartsAt, { timeStyle: 'short' }, language) : null,
    offer.firstStartsAt ? null : t('noDate'),
    offer.dateCount > 1 ? t('dates', { count: offer.dateCount }) : null,
    t(`performance.${offer.performanceType}`),
    offer.genres.map((genre) => genreLabel(genre, language)).join(', ') || null,
  ]
    .filter(Boolean)
    .join(' · ');
  const mine = offer.myApplication;
  const badges = [
    mine ? (
      <Badge key="mine" tone={APPLICATION_TONE[mine.status]}>
        {t(`myApplicationBadge.${mine.status}`)}
      </Badge>
    ) : null,
    offer.status === 'open' ? null : (
      <Badge key="status" tone={offer.status === 'over' ? 'neutral' : 'warning'}>
        {t(`status.${offer.status}`)}
      </Badge>
    ),
    offer.premium ? (
      <Badge key="premium" tone="premium">
        {t('premiumBadge')}
      </Badge>
    ) : null,
    offer.localActsPreferred ? <Badge key="local">{t('localBadge')}</Badge> : null,
  ].filter(Boolean);
  return (
    <EntityCard
      to={offer.resource}
      title={offer.title}
      {...(headingComponent ? { headingComponent } : {})}
      leading={<OfferLeading offer={offer} />}
      meta={gigPlace(offer, t('virtual'))}
      badges={badges.length > 0 ? badges : undefined}
      facts={
        <>
          <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            {when}
          </Box>
          <Box component="span" sx={{ display: 'block', mt: 0.25 }}>
            <Box component="strong" sx={{ fontWeight: 600 }}>
              {t(pay.key, { amount: pay.amount })}
            </Box>
            {' · '}
            <Box
              component="span"
              sx={{ color: offer.freeSlots > 0 ? 'success.main' : 'text.secondary' }}
            >
              {offer.freeSlots > 0 ? t('freeSlots', { count: offer.freeSlots }) : t('noFreeSlots')}
            </Box>
          </Box>
        </>
      }
    />
  );
}

/** What an offer's card leads with: the leaf of its first date, or its publisher without one. */
export function OfferLeading({ offer }: { offer: BookingOfferSummary }) {
  return offer.firstStartsAt ? (
    <DateBlock date={offer.firstStartsAt} />
  ) : (
    <UserAvatar
      name={offer.publisher.name}
      picture={offer.publisher.picture}
      seed={offer.publisher.id}
      shape="rounded"
      size={60}
      decorative
    />
  );
}
