import { AppError } from '@backline/domain';
import { z } from 'zod/mini';
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

const CursorSchema = z.tuple([z.number(), z.string()]);

/** A keyset cursor: a time and an id, base64url JSON. */
export const encodeCursor = (at: Date, id: string) =>
  Buffer.from(JSON.stringify([at.getTime(), id])).toString('base64url');

/** The cursor's position, or a 422 on the `cursor` field when it is not one of ours. */
export function decodeCursor(cursor: string | undefined): { at: Date; id: string } | null {
  if (cursor === undefined) return null;
  try {
    const parsed = CursorSchema.safeParse(
      JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')),
    );
    if (parsed.success) {
      const at = new Date(parsed.data[0]);
      if (!Number.isNaN(at.getTime())) return { at, id: parsed.data[1] };
    }
  } catch {
    // fall through
  }
  throw new AppError('validation.invalid', { field: 'cursor' });
}
