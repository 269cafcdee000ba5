import type { AccountType } from '../accounts/user.schema.ts';
import type { PageKind, PageRole } from '../pages/page.constants.ts';
import { canActAsPage } from '../pages/page.policy.ts';
import { allowedApplicationCommands, type ApplicationCommand } from './application.machine.ts';
import type { ApplicationStatus, BookingSide, OfferPhase } from './booking.constants.ts';
import { RATING_WINDOW_DAYS } from './booking.constants.ts';

/** Pure booking policies (spec sections 5 and 6); the server decides with them, the web shows them. */

/** Spec section 5: "A private account may only publish offers for private events." */
export const canPublishOffer = (accountType: AccountType, privateEvent: boolean): boolean =>
  accountType !== 'private' || privateEvent;

/** Offers are published by the user or a page they act for; applications come from artist pages. */
export const canApplyAs = (kind: PageKind | null): boolean => kind === 'artist';

/**
 * Spec section 5: premium offers require the applicant's profile to have a profile picture, a
 * website or Facebook link, at least one video or audio, and a bio. The missing ones, in the
 * order the form lists them.
 */
export const PREMIUM_REQUIREMENTS = ['picture', 'website', 'media', 'bio'] as const;
export type PremiumRequirement = (typeof PREMIUM_REQUIREMENTS)[number];
export type ArtistReadiness = {
  hasPicture: boolean;
  hasWebsiteOrFacebook: boolean;
  hasVideoOrAudio: boolean;
  hasBio: boolean;
};
export function missingPremiumRequirements(artist: ArtistReadiness): PremiumRequirement[] {
  const met: Record<PremiumRequirement, boolean> = {
    picture: artist.hasPicture,
    website: artist.hasWebsiteOrFacebook,
    media: artist.hasVideoOrAudio,
    bio: artist.hasBio,
  };
  return PREMIUM_REQUIREMENTS.filter((requirement) => !met[requirement]);
}

/** A Facebook page link (the alternative to a website for premium offers). */
export const isFacebookLink = (url: string): boolean =>
  /^https?:\/\/(?:[a-z0-9-]+\.)*(?:facebook\.com|fb\.com)(?:[/?#]|$)/i.test(url.trim());

/** How ready an artist page is for premium offers, from what the page shows. */
export function artistReadiness(
  page: {
    avatarImageId: string | null;
    website: string | null;
    links: readonly { url: string }[];
    description: string | null;
  },
  hasVideoOrAudio: boolean,
): ArtistReadiness {
  return {
    hasPicture: page.avatarImageId !== null,
    hasWebsiteOrFacebook:
      page.website !== null || page.links.some((link) => isFacebookLink(link.url)),
    hasVideoOrAudio,
    hasBio: (page.description ?? '').trim().length > 0,
  };
}

/**
 * Spec section 5: an offer is managed by the user who published it as themself, or by the
 * managers (owner, admins) of the page it was published for. `role` is the user's role in that
 * page (null when none, or when the offer has no page).
 */
export function canManageOffer(
  offer: { publisherPageId: string | null; publisherUserId: string },
  userId: string,
  role: PageRole | null,
): boolean {
  if (!offer.publisherPageId) return offer.publisherUserId === userId;
  return canActAsPage(role);
}

/**
 * The side a caller decides an application as: the offerer, unless withdrawing (only the artist
 * withdraws); else the artist when they speak for the applying page; null when neither.
 */
export function decidingSide(input: {
  offerer: boolean;
  artist: boolean;
  command: ApplicationCommand;
}): BookingSide | null {
  if (input.offerer && input.command !== 'withdraw') return 'offerer';
  return input.artist ? 'artist' : null;
}

/**
 * The commands `side` may issue on an application (the buttons): none unless the offer is
 * published; applying is the apply form's, never a button on an application.
 */
export function applicationCommandsFor(
  phase: OfferPhase,
  status: ApplicationStatus,
  side: BookingSide,
): ApplicationCommand[] {
  return phase === 'published'
    ? allowedApplicationCommands(status, side).filter((command) => command !== 'apply')
    : [];
}

/**
 * Spec section 4: once applications exist, the performance type, place, conditions and pay can
 * no longer change. The fields of `after` that differ from `before` and are locked.
 */
export const LOCKED_AFTER_APPLICATIONS = ['performanceType', 'venue', 'conditions', 'pay'] as const;
export type LockedOfferField = (typeof LOCKED_AFTER_APPLICATIONS)[number];
export function lockedFieldChanges(
  hasApplications: boolean,
  before: Record<LockedOfferField, unknown>,
  after: Partial<Record<LockedOfferField, unknown>>,
): LockedOfferField[] {
  if (!hasApplications) return [];
  return LOCKED_AFTER_APPLICATIONS.filter(
    (field) => field in after && !sameValue(before[field], after[field]),
  );
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(normalize(a)) === JSON.stringify(normalize(b));
}
/** Key order and absent-versus-null must not count as a change. */
function normalize(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.map(normalize);
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, entry]) => entry !== undefined && entry !== null)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, entry]) => [key, normalize(entry)]),
    );
  }
  return value;
}

/**
 * Ratings (spec section 3): after a confirmed gig's date, each side rates the other once, within
 * the rating window. `gigEndsAt` is the end of the confirmed date.
 */
export function canRateGig(input: {
  confirmed: boolean;
  gigEndsAt: Date;
  now: Date;
  alreadyRated: boolean;
}): boolean {
  const { confirmed, gigEndsAt, now, alreadyRated } = input;
  const windowEnds = gigEndsAt.getTime() + RATING_WINDOW_DAYS * 24 * 3_600_000;
  return confirmed && !alreadyRated && now >= gigEndsAt && now.getTime() <= windowEnds;
}

/** The side a rating is about: the offerer rates the artist and the artist the offerer. */
export const ratedSide = (raterSide: BookingSide): BookingSide =>
  raterSide === 'offerer' ? 'artist' : 'offerer';

/**
 * Confirmations of the same artist that overlap: two gigs whose [start, start + duration) meet.
 * The offerer is warned before confirming; it is not forbidden (a festival afternoon and an
 * evening club show can both be real).
 */
export type Gig = { startsAt: string; durationMinutes: number };
export function gigsClash(a: Gig, b: Gig): boolean {
  const aStart = Date.parse(a.startsAt);
  const bStart = Date.parse(b.startsAt);
  return (
    aStart < bStart + b.durationMinutes * 60_000 && bStart < aStart + a.durationMinutes * 60_000
  );
}

/** A confirmed gig of an artist page (undated gigs have no start and never clash). */
export type ArtistGig = {
  applicationId: string;
  pageId: string;
  offerTitle: string;
  startsAt: string | null;
  durationMinutes: number;
};

/**
 * The other confirmed gigs of the same artist page that overlap `gig`: the warning on confirming
 * and the flags of the date overview. A gig is not its own clash.
 */
export function clashingGigs<T extends ArtistGig>(gig: ArtistGig, others: readonly T[]): T[] {
  const { startsAt } = gig;
  if (startsAt === null) return [];
  return others.filter(
    (other) =>
      other.applicationId !== gig.applicationId &&
      other.pageId === gig.pageId &&
      other.startsAt !== null &&
      gigsClash(
        { startsAt, durationMinutes: gig.durationMinutes },
        { startsAt: other.startsAt, durationMinutes: other.durationMinutes },
      ),
  );
}
