import type { OfferStatus } from '@backline/domain';
import type { BadgeTone } from '../../../../components/ui/badge.tsx';

/** The badge colour of an offer's status: open takes applications, the rest are quiet. */
export const OFFER_STATUS_TONE: Record<OfferStatus, BadgeTone> = {
  draft: 'neutral',
  pending: 'warning',
  open: 'success',
  partlyClosed: 'primary',
  closed: 'neutral',
  over: 'neutral',
};
