import { AppError, fairPayFigures, type FairPayFigures } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { createBookingFairPayRepository } from './booking-fair-pay.repository.ts';

/**
 * Fair-pay transparency on venue and organizer pages (issue 17 item 5): the booking module owns
 * the offers and applications, so it counts; the domain decides what may be shown.
 */
export function createBookingFairPayService(db: Database, now: () => Date) {
  const repository = createBookingFairPayRepository(db);
  return {
    /** `GET /api/pages/{id}/fair-pay`: a live location's or an organization's figures. */
    async fairPayFigures(pageId: string): Promise<FairPayFigures> {
      const found = await repository.countsOf(pageId, now());
      if (!found || (found.kind !== 'location' && found.kind !== 'organization')) {
        throw new AppError('request.entity_not_found');
      }
      return fairPayFigures(found.counts);
    },
  };
}

export type BookingFairPayService = ReturnType<typeof createBookingFairPayService>;
