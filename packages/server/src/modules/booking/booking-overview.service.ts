import {
  AppError,
  clashingGigs,
  dateAcceptsApplications,
  offerPath,
  pageResource,
  type ArtistDate,
  type DateOverview,
  type DateOverviewQuery,
  type GigClash,
  type OffererDate,
  dateOverviewRange,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import {
  createBookingApplicantsRepository,
  type ConfirmedGigRow,
} from './booking-applicants.repository.ts';
import {
  CLASH_MARGIN_MS,
  createBookingOverviewRepository,
  type TakenSlotRow,
} from './booking-overview.repository.ts';

export type BookingOverviewServiceOptions = { now?: () => Date };

const party = (page: {
  id: string;
  name: string;
  kind: TakenSlotRow['kind'];
  urlname: string | null;
  organizationType: string | null;
}) => ({ id: page.id, name: page.name, resource: pageResource(page) });

/**
 * The date overview (`/booking/dates`): both sides for one user. The artist side lists the live
 * applications of every page the user belongs to (band members see their band's dates; deciding
 * stays with owner and admins); the offerer side every date of the offers the user manages, with
 * free and taken slots. Overlapping confirmations of the same artist are flagged with the
 * domain's clash rule. Three statements whatever the number of dates.
 */
export function createBookingOverviewService(
  db: Database,
  options: BookingOverviewServiceOptions = {},
) {
  const { now = () => new Date() } = options;
  const repository = createBookingOverviewRepository(db);
  // The confirmed gigs that the clash rule compares (the applicant list's repository has them).
  const applicants = createBookingApplicantsRepository(db);

  return {
    async dates(userId: string, query: DateOverviewQuery): Promise<DateOverview> {
      const at = now();
      const range = dateOverviewRange(query, at);
      if (!range.ok) throw new AppError('validation.invalid', { field: range.field });
      const [artistRows, offererRows] = await Promise.all([
        repository.artistDates(userId, range),
        repository.offererDates(userId, range),
      ]);

      // Every confirmed gig of the artists involved that can overlap a date in the range.
      const pageIds = [
        ...artistRows.filter((row) => row.status === 'confirmed').map((row) => row.pageId),
        ...offererRows.flatMap((row) => row.taken.map((taken) => taken.pageId)),
      ];
      const gigs = await applicants.confirmedGigsOfPages(pageIds, {
        start: new Date(range.start.getTime() - CLASH_MARGIN_MS),
        end: new Date(range.end.getTime() + CLASH_MARGIN_MS),
      });
      const clashesOf = (gig: ConfirmedGigRow): GigClash[] =>
        clashingGigs(gig, gigs).map((other) => ({
          offerTitle: other.offerTitle,
          startsAt: other.startsAt ?? '',
        }));

      const artist: ArtistDate[] = artistRows.map((row) => {
        const startsAt = row.startsAt?.toISOString() ?? null;
        return {
          offerId: row.offerId,
          offerTitle: row.offerTitle,
          offerResource: offerPath({ id: row.offerId, title: row.offerTitle }),
          startsAt,
          durationMinutes: row.durationMinutes,
          virtual: row.virtual,
          venue: row.venueName ? { name: row.venueName, city: row.venueCity } : null,
          applicationId: row.applicationId,
          status: row.status,
          artist: party({
            id: row.pageId,
            name: row.pageName,
            kind: row.pageKind,
            urlname: row.pageUrlname,
            organizationType: row.pageOrganizationType,
          }),
          clashes:
            row.status === 'confirmed'
              ? clashesOf({
                  applicationId: row.applicationId,
                  pageId: row.pageId,
                  offerTitle: row.offerTitle,
                  startsAt,
                  durationMinutes: row.durationMinutes,
                })
              : [],
        };
      });

      const offerer: OffererDate[] = offererRows.map((row) => {
        const startsAt = row.startsAt?.toISOString() ?? null;
        // This date alone decides whether it takes applications: when it is open (not paused,
        // not full) the offer is not closed, so the rest of the offer's dates change nothing.
        const open = dateAcceptsApplications(
          {
            phase: row.phase,
            schedule: row.schedule,
            dates: [
              {
                id: row.dateId,
                startsAt,
                slots: row.slots,
                confirmed: row.confirmed,
                paused: row.paused,
              },
            ],
            durationMinutes: row.durationMinutes,
            applyUntil: row.applyUntil?.toISOString() ?? null,
            reschedules: row.reschedules,
          },
          row.dateId,
          at,
        );
        return {
          offerId: row.offerId,
          offerTitle: row.offerTitle,
          offerResource: offerPath({ id: row.offerId, title: row.offerTitle }),
          startsAt,
          durationMinutes: row.durationMinutes,
          virtual: row.virtual,
          venue: row.venueName ? { name: row.venueName, city: row.venueCity } : null,
          phase: row.phase,
          dateId: row.dateId,
          open,
          slots: row.slots,
          free: Math.max(0, row.slots - row.confirmed),
          paused: row.paused,
          waiting: row.waiting,
          taken: row.taken.map((taken) => ({
            applicationId: taken.applicationId,
            artist: party({ ...taken, id: taken.pageId }),
            clashes: clashesOf({
              applicationId: taken.applicationId,
              pageId: taken.pageId,
              offerTitle: row.offerTitle,
              startsAt,
              durationMinutes: row.durationMinutes,
            }),
          })),
        };
      });

      return { from: range.from, to: range.to, artist, offerer };
    },
  };
}

export type BookingOverviewService = ReturnType<typeof createBookingOverviewService>;
