import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { BookingOffer } from '@backline/domain';
import { Link as RouterLink } from 'react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge.tsx';
import { DetailHero, detailCoverSizes } from '../../../../components/ui/detail-hero.tsx';
import { StickyActionBar } from '../../../../components/ui/sticky-action-bar.tsx';
import { UserAvatar } from '../../../../components/ui/user-avatar.tsx';

/** The screen's width; the cover spans it. */
export const OFFER_DETAIL_MAX_WIDTH = 1100;

/** The id of the application form's section, where the sticky "apply" leads. */
export const APPLY_SECTION_ID = 'offer-apply';

/** Brings the application form into view and moves the focus there (the sticky "apply"). */
function goToApplyForm() {
  const section = document.getElementById(APPLY_SECTION_ID);
  if (!section) return;
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  // Optional: not every engine that renders the app (jsdom) can scroll.
  section.scrollIntoView?.({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}

/**
 * The offer's title, publisher and badges, with its actions: voting, and the sticky primary one
 * (apply for a visitor who can, the applicants for the offerer).
 */
export function OfferHero({
  offer,
  canApply,
  messageAction,
}: {
  offer: BookingOffer;
  canApply: boolean;
  /** Writing to the publisher about this offer (not for the offerer). */
  messageAction?: ReactNode;
}) {
  const { t } = useTranslation('booking');
  const publisher = offer.publisher;

  const primary = canApply ? (
    <Button variant="contained" onClick={goToApplyForm}>
      {t('applyTitle')}
    </Button>
  ) : offer.viewer.isOfferer ? (
    <Button component={RouterLink} to={`/booking/${offer.id}/applicants`} variant="contained">
      {t('applicants', { count: offer.applicationCount })}
    </Button>
  ) : null;

  return (
    <DetailHero
      title={offer.title}
      seed={offer.id}
      leadingShape={publisher.kind === 'page' ? 'rounded' : 'circular'}
      coverSizes={detailCoverSizes(OFFER_DETAIL_MAX_WIDTH)}
      leading={
        <UserAvatar
          name={publisher.name}
          picture={publisher.picture}
          seed={publisher.id}
          shape={publisher.kind === 'page' ? 'rounded' : 'circular'}
          size={80}
          decorative
        />
      }
      meta={
        <>
          {t('publishedBy')}{' '}
          <Link component={RouterLink} to={publisher.resource} underline="always">
            {publisher.name}
          </Link>
        </>
      }
      badges={
        <>
          <Badge tone={offer.status === 'open' ? 'success' : 'neutral'}>
            {t(`status.${offer.status}`)}
          </Badge>
          <Badge>{t(`performance.${offer.performanceType}`)}</Badge>
          {offer.premium ? <Badge tone="premium">{t('premiumBadge')}</Badge> : null}
          {offer.localActsPreferred ? <Badge>{t('localBadge')}</Badge> : null}
        </>
      }
      actions={
        primary || offer.voting || messageAction ? (
          <>
            {messageAction}
            {offer.voting ? (
              <Button component={RouterLink} to={`/booking/${offer.id}/voting`}>
                {t('voting.title')}
              </Button>
            ) : null}
            {primary ? <StickyActionBar>{primary}</StickyActionBar> : null}
          </>
        ) : undefined
      }
    />
  );
}
