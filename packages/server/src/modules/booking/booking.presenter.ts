import {
  LOCKED_AFTER_APPLICATIONS,
  allowedOfferCommands,
  applicationCommandsFor,
  dateAcceptsApplications,
  detailPath,
  offerPath,
  offerStatus,
  pageResource,
  type Applicant,
  type ApplicationStatus,
  type BookingApplication,
  type BookingOffer,
  type BookingOfferPage,
  type BookingOfferSummary,
  type BookingParty,
  type BookingSide,
  type BulkDecisionResult,
  type GigClash,
  type OfferModel,
  type OfferPhase,
  type PageKind,
  type Picture,
} from '@backline/domain';
import { pictureUrls } from '../../platform/storage/picture-urls.ts';
import type {
  ApplicationItemRow,
  OfferCardRow,
  OfferCardsRow,
  OfferDetailRow,
} from './booking-list.repository.ts';
import type { PagePartyRow, UserPartyRow } from './booking.sql.ts';

/**
 * Booking answers from the rows of the folded statements (booking-list.repository.ts): explicit
 * field lists in the order of the domain schemas, pure, so that the benchmark's bare server
 * presents the very same JSON from the same rows.
 */

/** A page as a party of a booking, with its picture however it was resolved. */
export const pageParty = (
  page: {
    id: string;
    name: string;
    kind: PageKind;
    urlname: string | null;
    organizationType: string | null;
  },
  picture: Picture | null,
): BookingParty => ({
  kind: 'page',
  id: page.id,
  name: page.name,
  resource: pageResource(page),
  picture,
});

/** A user as a party of a booking (publishing as themself, rated as such). */
export const userParty = (
  user: { id: string; name: string },
  picture: Picture | null,
): BookingParty => ({
  kind: 'user',
  id: user.id,
  name: user.name,
  resource: detailPath('/user', user.name, user.id),
  picture,
});

export const presentPageParty = (row: PagePartyRow): BookingParty =>
  pageParty(row, row.avatarKey ? pictureUrls(row.avatarKey) : null);

export const presentUserParty = (row: UserPartyRow): BookingParty =>
  userParty(row, row.avatarKey ? pictureUrls(row.avatarKey) : null);

/** A page when the offer was published for one, else the user; never missing in the answer. */
function publisherOf(row: {
  publisherUserId: string;
  publisherPage: PagePartyRow | null;
  publisherUser: UserPartyRow | null;
}): BookingParty {
  if (row.publisherPage) return presentPageParty(row.publisherPage);
  if (row.publisherUser) return presentUserParty(row.publisherUser);
  return { kind: 'user', id: row.publisherUserId, name: '', resource: '', picture: null };
}

function modelOf(row: OfferCardRow | OfferDetailRow): OfferModel {
  return {
    phase: row.phase,
    schedule: row.schedule,
    dates: row.dates,
    durationMinutes: row.durationMinutes,
    applyUntil: row.applyUntil,
    reschedules: row.reschedules,
  };
}

export function presentOfferSummary(row: OfferCardRow, now: Date): BookingOfferSummary {
  const model = modelOf(row);
  return {
    id: row.id,
    resource: offerPath(row),
    title: row.title,
    status: offerStatus(model),
    publisher: publisherOf(row),
    venue: row.venue,
    virtual: row.virtual,
    performanceType: row.performanceType,
    firstStartsAt: row.firstStartsAt,
    dateCount: row.dates.length,
    freeSlots: model.dates
      .filter((date) => dateAcceptsApplications(model, date.id, now))
      .reduce((sum, date) => sum + date.slots - date.confirmed, 0),
    pay: { kind: row.payKind, amountCents: row.payAmountCents },
    premium: row.premium,
    localActsPreferred: row.localActsPreferred,
    genres: row.wantedGenres,
    applyUntil: row.applyUntil,
    ...(row.applicationCount === undefined ? {} : { applicationCount: row.applicationCount }),
    myApplication: row.myApplication ?? null,
  };
}

export function presentOfferPage(
  row: OfferCardsRow,
  page: number,
  size: number,
  now: Date,
): BookingOfferPage {
  return {
    items: row.items.map((item) => presentOfferSummary(item, now)),
    total: row.total,
    totalCapped: row.capped ?? false,
    page,
    pageSize: size,
  };
}

export function presentOffer(row: OfferDetailRow, now: Date): BookingOffer {
  const model = modelOf(row);
  const isOfferer = row.viewerIsOfferer;
  const venue = row.venuePage;
  return {
    id: row.id,
    type: 'booking',
    resource: offerPath(row),
    title: row.title,
    status: offerStatus(model),
    publisher: publisherOf(row),
    performanceType: row.performanceType,
    privateEvent: row.privateEvent,
    virtual: row.virtual,
    venue: venue
      ? { id: venue.id, name: venue.name, resource: pageResource(venue), city: venue.city }
      : null,
    schedule: row.schedule,
    dates: row.dates.map((date) => ({
      id: date.id,
      startsAt: date.startsAt,
      slots: date.slots,
      confirmed: date.confirmed,
      paused: date.paused,
      open: dateAcceptsApplications(model, date.id, now),
    })),
    durationMinutes: row.durationMinutes,
    pay: { kind: row.payKind, amountCents: row.payAmountCents },
    backline: row.backline,
    conditions: row.conditions,
    description: row.description,
    wantedGenres: row.wantedGenres,
    excludedGenres: row.excludedGenres,
    wantedCultures: row.wantedCultures as BookingOffer['wantedCultures'],
    excludedCultures: row.excludedCultures as BookingOffer['excludedCultures'],
    soughtForms: row.soughtForms,
    localActsPreferred: row.localActsPreferred,
    premium: row.premium,
    applyTextRequired: row.applyTextRequired,
    voting: row.voting,
    applyUntil: row.applyUntil,
    reschedules: row.reschedules,
    endsAt: row.endsAt,
    publishedAt: row.publishedAt,
    createdAt: row.createdAt,
    applicationCount: row.applicationCount,
    viewer: {
      isOfferer,
      commands: isOfferer ? allowedOfferCommands(model) : [],
      lockedFields: isOfferer && row.applicationCount > 0 ? [...LOCKED_AFTER_APPLICATIONS] : [],
      applications: row.viewerApplications,
    },
  };
}

/** What an application answer is made of, whichever statement loaded it. */
export type ApplicationFacts = {
  id: string;
  offerId: string;
  offerTitle: string;
  offerPhase: OfferPhase;
  dateId: string;
  startsAt: string | null;
  artist: BookingParty;
  status: ApplicationStatus;
  text: string | null;
  expectedPayCents: number | null;
  rejectReason: string | null;
  appliedAt: string;
  decidedAt: string | null;
};

/** An application as `side` sees it, with the buttons that side may press. */
export function presentApplication(facts: ApplicationFacts, side: BookingSide): BookingApplication {
  return {
    id: facts.id,
    offerId: facts.offerId,
    offerTitle: facts.offerTitle,
    offerResource: offerPath({ id: facts.offerId, title: facts.offerTitle }),
    date: { id: facts.dateId, startsAt: facts.startsAt },
    artist: facts.artist,
    status: facts.status,
    text: facts.text,
    expectedPayCents: facts.expectedPayCents,
    rejectReason: facts.rejectReason,
    appliedAt: facts.appliedAt,
    decidedAt: facts.decidedAt,
    commands: applicationCommandsFor(facts.offerPhase, facts.status, side),
  };
}

/** An application in the artist's list (`/booking/myapplies`); none without its artist page. */
export function presentApplicationItem(
  row: ApplicationItemRow,
  side: BookingSide,
): BookingApplication | null {
  if (!row.artist) return null;
  const application = presentApplication(
    {
      id: row.id,
      offerId: row.offerId,
      offerTitle: row.offerTitle,
      offerPhase: row.offerPhase,
      dateId: row.dateId,
      startsAt: row.startsAt,
      artist: presentPageParty(row.artist),
      status: row.status,
      text: row.text,
      expectedPayCents: row.expectedPayCents,
      rejectReason: row.rejectReason,
      appliedAt: row.appliedAt,
      decidedAt: row.decidedAt,
    },
    side,
  );
  return { ...application, offerer: publisherOf(row) };
}

/** An applicant in the offerer's list: the application and what the list filters by. */
export function presentApplicant(
  facts: ApplicationFacts,
  extra: {
    artistCity: string | null;
    genres: string[];
    hasMedia: boolean;
    rating: number;
    distanceKm: number | null;
  },
): Applicant {
  return {
    ...presentApplication(facts, 'offerer'),
    artistCity: extra.artistCity,
    genres: extra.genres,
    hasMedia: extra.hasMedia,
    rating: extra.rating,
    distanceKm: extra.distanceKm,
  };
}

/** Another confirmed gig of the artist that overlaps (undated ones never clash). */
export const presentClash = (gig: { offerTitle: string; startsAt: string | null }): GigClash => ({
  offerTitle: gig.offerTitle,
  startsAt: gig.startsAt ?? '',
});

/** One id of a bulk decision: the application as it is now, or the code it was refused with. */
export function presentBulkDecision(
  id: string,
  outcome:
    | { ok: true; application: BookingApplication | null; clashes: GigClash[] }
    | {
        ok: false;
        code: string;
      },
): BulkDecisionResult {
  return outcome.ok
    ? { id, ok: true, application: outcome.application, code: null, clashes: outcome.clashes }
    : { id, ok: false, application: null, code: outcome.code, clashes: [] };
}
