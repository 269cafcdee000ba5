import {
  LOCKED_AFTER_APPLICATIONS,
  allowedApplicationCommands,
  allowedOfferCommands,
  dateAcceptsApplications,
  detailPath,
  offerPath,
  offerStatus,
  pageResource,
  type BookingApplication,
  type BookingOffer,
  type BookingOfferPage,
  type BookingOfferSummary,
  type BookingParty,
  type BookingSide,
  type OfferModel,
} from '@backline/domain';
import { pictureUrls } from '../../platform/storage/picture-urls.ts';
import type {
  ApplicationItemRow,
  OfferCardRow,
  OfferCardsRow,
  OfferDetailRow,
  PagePartyRow,
  UserPartyRow,
} from './booking-list.repository.ts';

/**
 * Booking answers from the rows of the folded statements (booking-list.repository.ts): explicit
 * field lists in the order of the domain schemas, pure, so that the benchmark's bare server
 * presents the very same JSON from the same rows.
 */

export const presentPageParty = (row: PagePartyRow): BookingParty => ({
  kind: 'page',
  id: row.id,
  name: row.name,
  resource: pageResource(row),
  picture: row.avatarKey ? pictureUrls(row.avatarKey) : null,
});

export const presentUserParty = (row: UserPartyRow): BookingParty => ({
  kind: 'user',
  id: row.id,
  name: row.name,
  resource: detailPath('/user', row.name, row.id),
  picture: row.avatarKey ? pictureUrls(row.avatarKey) : null,
});

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

/** An application in the artist's list (`/booking/myapplies`); none without its artist page. */
export function presentApplicationItem(
  row: ApplicationItemRow,
  side: BookingSide,
): BookingApplication | null {
  if (!row.artist) return null;
  return {
    id: row.id,
    offerId: row.offerId,
    offerTitle: row.offerTitle,
    offerResource: offerPath({ id: row.offerId, title: row.offerTitle }),
    date: { id: row.dateId, startsAt: row.startsAt },
    artist: presentPageParty(row.artist),
    status: row.status,
    text: row.text,
    expectedPayCents: row.expectedPayCents,
    rejectReason: row.rejectReason,
    appliedAt: row.appliedAt,
    decidedAt: row.decidedAt,
    commands:
      row.offerPhase === 'published'
        ? allowedApplicationCommands(row.status, side).filter((command) => command !== 'apply')
        : [],
  };
}
