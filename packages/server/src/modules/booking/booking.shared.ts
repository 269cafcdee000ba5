import {
  AppError,
  canManageOffer,
  type ApplicationCommand,
  type BookingApplication,
  type BookingSide,
  type ErrorCode,
  type FieldError,
  type Picture,
} from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import type { BookingApplicationRow, BookingOfferRow } from '../../db/schema/index.ts';
import type { MailQueue } from '../../platform/mail/mail-queue.ts';
import { createPartyLookup } from './booking.parties.ts';
import { presentApplication } from './booking.presenter.ts';
import { createBookingApplicantsRepository } from './booking-applicants.repository.ts';
import { createBookingListRepository } from './booking-list.repository.ts';
import { createBookingRepository, type OfferWithDates } from './booking.repository.ts';

/**
 * What the booking use cases share (offer-lifecycle, offer-editing, offer-queries, applications,
 * decisions): the caller, the options, the errors, and the context every one of them loads,
 * authorizes and tells people with.
 */

/** An in-app notice (the notifications module renders `kind` with `params` in each language). */
export type BookingNotice = {
  kind: string;
  params: Record<string, string | number>;
  path: string | null;
};
export type Notify = (
  tx: Transaction,
  recipients: string[],
  notice: BookingNotice,
) => Promise<void>;

export type BookingServiceOptions = {
  now?: () => Date;
  /** Pictures of image ids (the media service). */
  resolvePictures?: (ids: (string | null)[]) => Promise<Map<string, Picture>>;
  notify?: Notify;
  /** The mail queue (cancellation mails, queued in the cancelling transaction). */
  mail?: Pick<MailQueue, 'enqueue'>;
  appUrl?: string;
  /** An offer became listed for the first time, inside that transaction (saved-search alerts). */
  onPublished?: (tx: Transaction, offerId: string) => Promise<void>;
};

/** What either side can decide on an application (applying and revoking are not decisions). */
export type DecidableCommand = Exclude<ApplicationCommand, 'apply' | 'revoke'>;

/** The caller: a signed-in user, maybe acting for one of their pages (x-object-user). */
export type BookingActor = {
  userId: string;
  actingAs: { pageId: string; role: string } | null;
  /**
   * The signed-in user is shadow banned (loaded with the session): what they publish (offers,
   * applications) is stored shadowed, visible to them only.
   */
  shadowBanned?: boolean;
};

export const forbidden = () => new AppError('auth.forbidden');
export const notFound = () => new AppError('request.entity_not_found');
export const textOrNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim();
export const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

export function refusedError(result: { code: ErrorCode; field?: string }) {
  return new AppError(result.code, result.field ? { field: result.field } : {});
}

/** Every problem at once: the first as the answer's code and field, all in its `errors`. */
export function refuseAll(problems: readonly FieldError[]): void {
  const [first] = problems;
  if (first) throw new AppError(first.code, { field: first.field, errors: problems });
}

/** Who hears of something about the offer: its page's managers, or the user who published it. */
export const offererParty = (offer: BookingOfferRow) => ({
  pageId: offer.publisherPageId,
  userId: offer.publisherUserId,
});
/** Who hears of something about an application: the managers of the artist page. */
export const artistParty = (application: BookingApplicationRow) => ({
  pageId: application.pageId,
  userId: null,
});

/**
 * The repositories and helpers of the booking use cases. Every decision is the domain's
 * (offer.machine, application.machine, booking.rules, booking.policy); these load, lock,
 * authorize and tell the people concerned.
 */
export function createBookingContext(db: Database, options: BookingServiceOptions = {}) {
  const { now = () => new Date(), resolvePictures, notify, onPublished } = options;
  const repository = createBookingRepository(db);
  const lists = createBookingListRepository(db);
  const applicants = createBookingApplicantsRepository(db);
  const parties = createPartyLookup(repository, resolvePictures);

  /** The offer's publisher is the user, or a page the user acts for (domain `canManageOffer`). */
  async function isOfferer(
    userId: string,
    offer: BookingOfferRow,
    executor: Database | Transaction = db,
  ): Promise<boolean> {
    const role = offer.publisherPageId
      ? await repository.roleIn(offer.publisherPageId, userId, executor)
      : null;
    return canManageOffer(offer, userId, role);
  }

  /**
   * Inside a transaction every query goes through `tx`: a second pool connection while holding
   * the offer's lock would starve the pool when many callers queue on the same offer.
   */
  async function requireOfferer(
    userId: string,
    offer: BookingOfferRow,
    executor: Database | Transaction = db,
  ): Promise<void> {
    if (!(await isOfferer(userId, offer, executor))) throw forbidden();
  }

  async function lockOffer(tx: Transaction, id: string): Promise<OfferWithDates> {
    const found = await repository.lock(tx, id);
    if (!found) throw notFound();
    return found;
  }

  /** Tells the managers of `pageId` (or the user when no page) something, in the transaction. */
  async function tell(
    tx: Transaction,
    party: { pageId: string | null; userId: string | null },
    notice: BookingNotice,
  ): Promise<void> {
    if (!notify) return;
    const recipients = party.pageId
      ? ((await repository.managersOf([party.pageId], tx)).get(party.pageId) ?? [])
      : party.userId
        ? [party.userId]
        : [];
    if (recipients.length > 0) await notify(tx, recipients, notice);
  }

  async function publisherName(
    offer: BookingOfferRow,
    executor: Database | Transaction = db,
  ): Promise<string> {
    if (offer.publisherPageId) {
      return (await repository.page(offer.publisherPageId, executor))?.name ?? '';
    }
    return (
      (await repository.usersByIds([offer.publisherUserId], executor)).get(offer.publisherUserId)
        ?.name ?? ''
    );
  }

  /**
   * Applications as both sides see them. `known` are offers the caller has loaded already (a
   * decision's transaction has them), which are not loaded again.
   */
  async function presentApplications(
    rows: BookingApplicationRow[],
    side: BookingSide,
    known: ReadonlyMap<string, OfferWithDates> = new Map(),
  ): Promise<BookingApplication[]> {
    if (rows.length === 0) return [];
    const missing = [...new Set(rows.map((row) => row.offerId))].filter((id) => !known.has(id));
    const offers = new Map([...known, ...(await repository.findMany(missing))]);
    const lookup = await parties({ pageIds: rows.map((row) => row.pageId), userIds: [] });
    return rows.flatMap((row) => {
      const found = offers.get(row.offerId);
      const artist = lookup.pageParty(row.pageId);
      if (!found || !artist) return [];
      const date = found.dates.find((candidate) => candidate.id === row.dateId);
      const facts = {
        id: row.id,
        offerId: row.offerId,
        offerTitle: found.offer.title,
        offerPhase: found.offer.phase,
        dateId: row.dateId,
        startsAt: iso(date?.startsAt ?? null),
        artist,
        status: row.status,
        text: row.text,
        expectedPayCents: row.expectedPayCents,
        rejectReason: row.rejectReason,
        appliedAt: row.appliedAt.toISOString(),
        decidedAt: iso(row.decidedAt),
      };
      return [presentApplication(facts, side)];
    });
  }

  return {
    db,
    now,
    resolvePictures,
    notify,
    onPublished,
    repository,
    lists,
    applicants,
    isOfferer,
    requireOfferer,
    lockOffer,
    tell,
    publisherName,
    presentApplications,
  };
}

export type BookingContext = ReturnType<typeof createBookingContext>;
