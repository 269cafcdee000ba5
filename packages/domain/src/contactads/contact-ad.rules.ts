import { MAX_CONTACT_ADS_PER_PROFILE } from '../constants/limits.ts';
import type { ErrorCode } from '../errors/error-codes.ts';
import {
  CONTACT_AD_LIFETIME_DAYS,
  CONTACT_AD_PUBLISHER_KINDS,
  CONTACT_AD_REMINDER_DAYS,
  type ContactAdSearchType,
  type ContactAdStatus,
} from './contact-ad.constants.ts';

/**
 * The rules of contact ads (issue 18; docs/decisions.md, the contact-ads section): who may
 * publish which search type as which profile, the limit per profile, the place, the lifetime and
 * the lifecycle. Pure: the server decides with them, the web shows what they allow.
 */

const DAY_MS = 24 * 3600 * 1000;

/** As whom an ad is published: the user themself, or a page of theirs (with its kind and role). */
export type ContactAdPublisherCandidate =
  { kind: 'user' } | { kind: 'page'; pageKind: string; role: string | null };

/**
 * Whether the candidate may publish an ad of this search type (CONTACT_AD_PUBLISHER_KINDS): the
 * user themself, or an artist page they own or administer (members do not speak for a page).
 */
export function mayPublishAs(searchType: number, candidate: ContactAdPublisherCandidate): boolean {
  const kinds: readonly string[] =
    CONTACT_AD_PUBLISHER_KINDS[searchType as ContactAdSearchType] ?? [];
  if (candidate.kind === 'user') return kinds.includes('user');
  return (
    candidate.pageKind === 'artist' &&
    kinds.includes('artist') &&
    (candidate.role === 'owner' || candidate.role === 'admin')
  );
}

/**
 * Whether a profile holding `existing` ads (every status counts: expired and paused ones can be
 * renewed or resumed) may publish another one.
 */
export const withinAdLimit = (existing: number): boolean => existing < MAX_CONTACT_ADS_PER_PROFILE;

/** A place is needed unless the ad is remote only (3). */
export const cityRequired = (remote: number): boolean => remote !== 3;

/** When an ad published or renewed at `from` expires. */
export const contactAdExpiry = (from: Date): Date =>
  new Date(from.getTime() + CONTACT_AD_LIFETIME_DAYS * DAY_MS);

/** From when the reminder mail of an ad expiring at `expiresAt` goes (and renewal opens). */
export const contactAdReminderFrom = (expiresAt: Date): Date =>
  new Date(expiresAt.getTime() - CONTACT_AD_REMINDER_DAYS * DAY_MS);

/**
 * Whether an ad may be renewed now: within CONTACT_AD_REMINDER_DAYS before it expires, or once
 * it expired (whatever its status says: the expiry job may not have run yet). A paused ad is
 * resumed, not renewed, unless its time ran out.
 */
export function canRenew(status: ContactAdStatus, expiresAt: Date, now: Date): boolean {
  if (status === 'expired' || expiresAt.getTime() <= now.getTime()) return true;
  return status === 'active' && now.getTime() >= contactAdReminderFrom(expiresAt).getTime();
}

/** What happens to an ad: the publisher's commands and the passing of time. */
export type ContactAdEvent = 'pause' | 'resume' | 'renew' | 'expire';

export type ContactAdTransition =
  { ok: true; status: ContactAdStatus; renewed: boolean } | { ok: false; code: ErrorCode };

/**
 * The lifecycle (active ⇄ paused, active → expired by time, expired → active by renewal; a
 * paused ad whose time ran out becomes expired too, and renewing it makes it active). `renewed`
 * says the lifetime starts again (expires_at = now + lifetime, reminder reset).
 */
export function nextContactAdStatus(
  current: { status: ContactAdStatus; expiresAt: Date },
  event: ContactAdEvent,
  now: Date,
): ContactAdTransition {
  const timeIsUp = current.expiresAt.getTime() <= now.getTime();
  switch (event) {
    case 'pause':
      return current.status === 'active' && !timeIsUp
        ? { ok: true, status: 'paused', renewed: false }
        : { ok: false, code: 'contactads.not_active' };
    case 'resume':
      if (current.status !== 'paused') return { ok: false, code: 'contactads.not_active' };
      return timeIsUp
        ? { ok: false, code: 'contactads.not_active' }
        : { ok: true, status: 'active', renewed: false };
    case 'renew':
      return canRenew(current.status, current.expiresAt, now)
        ? { ok: true, status: 'active', renewed: true }
        : { ok: false, code: 'contactads.not_renewable' };
    case 'expire':
      return current.status !== 'expired' && timeIsUp
        ? { ok: true, status: 'expired', renewed: false }
        : { ok: false, code: 'contactads.not_active' };
    default:
      return { ok: false, code: 'contactads.not_active' };
  }
}

/** Whether others may see the ad in lists and on its page (its publisher sees it always). */
export const contactAdListed = (
  ad: {
    status: ContactAdStatus;
    expiresAt: Date;
    hidden: boolean;
    shadowed: boolean;
  },
  now: Date,
): boolean =>
  ad.status === 'active' && ad.expiresAt.getTime() > now.getTime() && !ad.hidden && !ad.shadowed;
