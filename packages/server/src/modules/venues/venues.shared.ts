import { AppError } from '@backline/domain';
import type { Transaction } from '../../db/client.ts';
import type { Notice } from '../notifications/notifications.service.ts';

/** What the venues module needs of other modules (venues.module.ts fills it from their apis). */
export type VenuesDeps = {
  notify: (tx: Transaction, recipients: string[], notice: Notice) => Promise<void>;
  now: () => Date;
};

/** Who asks: the signed-in member, and whether a shadow ban is on record for them. */
export type VenueViewer = { id: string; name: string; shadowBanned: boolean };

export const notAVenue = () => new AppError('venues.not_a_venue');
export const ratingNotFound = () => new AppError('venues.rating_not_found');

/** The keyset cursor of this module's lists (the platform's: a time and an id). */
export {
  decodeKeysetCursor as decodeCursor,
  encodeKeysetCursor as encodeCursor,
} from '../../platform/keyset-cursor.ts';
