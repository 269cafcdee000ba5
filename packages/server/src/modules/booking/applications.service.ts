import {
  AppError,
  applyInputProblems,
  artistReadiness,
  canActAsPage,
  canApplyAs,
  canManageOffer,
  decideApplicationCommand,
  missingPremiumRequirements,
  type ApplicantListQuery,
  type ApplicantPage,
  type ApplyInput,
  type BookingApplication,
  type PageRole,
  type Picture,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import type { BookingApplicationRow } from '../../db/schema/index.ts';
import { pageParty, presentApplicant } from './booking.presenter.ts';
import { toOfferModel } from './booking.repository.ts';
import {
  createBookingContext,
  forbidden,
  notFound,
  offererParty,
  refuseAll,
  refusedError,
  textOrNull,
  type BookingActor,
  type BookingServiceOptions,
} from './booking.shared.ts';

/**
 * Applying (spec section 4): what a premium offer still needs from an artist page, an artist page
 * applying for dates of an offer, and the offerer's applicant list. The decisions on applications
 * are decisions.service.ts.
 */
export function createApplicationsService(db: Database, options: BookingServiceOptions = {}) {
  const { now, resolvePictures, repository, applicants, lockOffer, tell, presentApplications } =
    createBookingContext(db, options);

  /** What a premium offer still needs from an artist page (the apply form lists it). */
  async function premiumMissing(pageId: string) {
    const page = await repository.page(pageId);
    if (!page) throw notFound();
    return missingPremiumRequirements(
      artistReadiness(page, await repository.pageHasVideoOrAudio(pageId)),
    );
  }

  return {
    premiumMissing,

    /** An artist page applies for one or more dates of an offer. */
    async apply(
      actor: BookingActor,
      offerId: string,
      input: ApplyInput,
    ): Promise<BookingApplication[]> {
      const page = await repository.page(input.pageId);
      if (!page || !canApplyAs(page.kind)) {
        throw new AppError('booking.artist_page_required', { field: 'pageId' });
      }
      if (!canActAsPage(await repository.roleIn(page.id, actor.userId))) throw forbidden();
      const text = textOrNull(input.text);
      const created: BookingApplicationRow[] = [];
      const missing = await premiumMissing(page.id);
      await repository.transaction(async (tx) => {
        const found = await lockOffer(tx, offerId);
        const { offer } = found;
        if (offer.phase === 'draft' || offer.phase === 'pending') throw notFound();
        if (offer.publisherPageId === page.id) throw forbidden();
        refuseAll(applyInputProblems(offer, input));
        if (offer.premium && missing.length > 0) {
          throw new AppError('booking.premium_requirements', {
            field: 'pageId',
            params: { missing: missing.join(', ') },
          });
        }
        let model = toOfferModel(found);
        for (const dateId of [...new Set(input.dateIds)]) {
          if (!model.dates.some((date) => date.id === dateId)) {
            throw new AppError('request.entity_not_found', { field: 'dateIds' });
          }
          const existing = await repository.applicationOf(dateId, page.id, tx);
          const decision = decideApplicationCommand({
            offer: model,
            dateId,
            state: existing?.status ?? 'none',
            command: 'apply',
            side: 'artist',
            now: now(),
          });
          if (!decision.ok) throw refusedError(decision);
          model = decision.offer;
          const values = {
            status: decision.status as 'applied',
            text,
            expectedPayCents: input.expectedPayCents ?? null,
            appliedBy: actor.userId,
            appliedAt: now(),
            // Fixed when written: lifting the shadow ban later reveals nothing old.
            shadowed: actor.shadowBanned === true,
            decidedAt: null,
            firstDecidedAt: null,
            rejectReason: null,
          };
          created.push(
            existing
              ? await repository.updateApplication(tx, existing.id, values)
              : await repository.insertApplication(tx, {
                  ...values,
                  offerId,
                  dateId,
                  pageId: page.id,
                }),
          );
        }
        // A shadow-banned applicant's application reaches no one: no notice, no mail.
        if (actor.shadowBanned !== true) {
          await tell(tx, offererParty(offer), {
            kind: 'booking.application_received',
            params: { offerTitle: offer.title, artistName: page.name },
            path: `/booking/${offer.id}/applicants`,
          });
        }
      });
      return presentApplications(created, 'artist');
    },

    /**
     * The offerer's applicant list, filtered, sorted and paged in SQL: the offer with the
     * caller's role, one page of applications with everything they are filtered by, and their
     * pictures; three statements whatever the page size.
     */
    async applicants(
      actor: BookingActor,
      offerId: string,
      query: ApplicantListQuery,
    ): Promise<ApplicantPage> {
      const header = await applicants.offerForApplicants(offerId, actor.userId);
      if (!header) throw notFound();
      if (!canManageOffer(header.offer, actor.userId, header.role as PageRole | null)) {
        throw forbidden();
      }
      if (query.date && !header.dates.some((date) => date.id === query.date)) {
        throw new AppError('validation.invalid', { field: 'date' });
      }
      const origin = query.city
        ? { cityId: Number(query.city) }
        : header.venueLatitude !== null && header.venueLongitude !== null
          ? { latitude: header.venueLatitude, longitude: header.venueLongitude }
          : null;
      if (query.km && origin === null) throw new AppError('validation.required', { field: 'city' });
      const { rows, total, page, size } = await applicants.applicantPage(offerId, query, origin);
      const pictures = resolvePictures
        ? await resolvePictures(rows.map((row) => row.page.avatarImageId))
        : new Map<string, Picture>();
      const { offer } = header;
      const startsAt = new Map(header.dates.map((date) => [date.id, date.startsAt]));
      const items = rows.map(({ application: row, page: artist, ...extra }) =>
        presentApplicant(
          {
            id: row.id,
            offerId: row.offerId,
            offerTitle: offer.title,
            offerPhase: offer.phase,
            dateId: row.dateId,
            startsAt: startsAt.get(row.dateId) ?? null,
            artist: pageParty(
              { id: row.pageId, ...artist },
              artist.avatarImageId ? (pictures.get(artist.avatarImageId) ?? null) : null,
            ),
            status: row.status,
            text: row.text,
            expectedPayCents: row.expectedPayCents,
            rejectReason: row.rejectReason,
            appliedAt: row.appliedAt.toISOString(),
            decidedAt: row.decidedAt?.toISOString() ?? null,
          },
          {
            artistCity: extra.city,
            genres: artist.genres,
            hasMedia: extra.hasMedia,
            rating: extra.rating,
            distanceKm: extra.distanceKm,
          },
        ),
      );
      return { items, total, page, pageSize: size };
    },
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
