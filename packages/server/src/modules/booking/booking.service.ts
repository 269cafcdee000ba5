import {
  AppError,
  BOOKING_LIST_PAGE_SIZE,
  allowedApplicationCommands,
  applyInputProblems,
  applyOfferCommand,
  canActAsPage,
  canApplyAs,
  canPublishOffer,
  decideApplicationCommand,
  decideReschedule,
  rescheduleProblems,
  clashingGigs,
  pageResource,
  isFacebookLink,
  lockedFieldChanges,
  missingPremiumRequirements,
  offerInputProblems,
  performanceNeedsVenue,
  offerPath,
  offerStatus,
  publishProblems,
  slotsBelowConfirmedProblems,
  type ApplicantListQuery,
  type ApplicantPage,
  type ApplicationCommand,
  type BulkDecisionInput,
  type BulkDecisionResult,
  type GigClash,
  type PageRole,
  type ApplyInput,
  type BookingApplication,
  type BookingListQuery,
  type BookingOfferPage,
  type BookingOffer,
  type BookingSide,
  type ErrorCode,
  type FieldError,
  type OfferCommandInput,
  type OfferInput,
  type OfferModel,
  type Picture,
} from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import type { BookingApplicationRow, BookingOfferRow } from '../../db/schema/index.ts';
import type { MailQueue } from '../../platform/mail/mail-queue.ts';
import { offerCancelledMail } from './booking.mails.ts';
import { createPartyLookup } from './booking.parties.ts';
import { createBookingApplicantsRepository } from './booking-applicants.repository.ts';
import { createBookingListRepository } from './booking-list.repository.ts';
import { presentApplicationItem, presentOffer, presentOfferPage } from './booking.presenter.ts';
import {
  LIVE_APPLICATION_STATUSES,
  createBookingRepository,
  dateColumns,
  toOfferModel,
  type NewDate,
  type NewOffer,
  type OfferWithDates,
} from './booking.repository.ts';

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
};

/** The kind of the cancellation mails in the mail queue. */
export const OFFER_CANCELLED_MAIL = 'booking.offer_cancelled';

/** What either side can decide on an application (applying and revoking are not decisions). */
export type DecidableCommand = Exclude<ApplicationCommand, 'apply' | 'revoke'>;

/** The caller: a signed-in user, maybe acting for one of their pages (x-object-user). */
export type BookingActor = {
  userId: string;
  actingAs: { pageId: string; role: string } | null;
};

const forbidden = () => new AppError('auth.forbidden');
const notFound = () => new AppError('request.entity_not_found');
const textOrNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim();
const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

function refusedError(result: { code: ErrorCode; field?: string }) {
  return new AppError(result.code, result.field ? { field: result.field } : {});
}

/**
 * Booking (spec sections 3-6): offers with dates and slots, applications, and their state
 * machines. Every decision is the domain's (offer.machine, application.machine, booking.rules,
 * booking.policy); this service loads, locks, decides, stores and tells the people concerned.
 */
export function createBookingService(db: Database, options: BookingServiceOptions = {}) {
  const { now = () => new Date(), resolvePictures, notify, mail, appUrl = '' } = options;
  const repository = createBookingRepository(db);
  const lists = createBookingListRepository(db);
  const applicants = createBookingApplicantsRepository(db);

  /** The offer's publisher is the user, or a page the user acts for (owner or admin). */
  async function isOfferer(
    userId: string,
    offer: BookingOfferRow,
    executor: Database | Transaction = db,
  ): Promise<boolean> {
    if (!offer.publisherPageId) return offer.publisherUserId === userId;
    return canActAsPage(await repository.roleIn(offer.publisherPageId, userId, executor));
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

  const offererParty = (offer: BookingOfferRow) => ({
    pageId: offer.publisherPageId,
    userId: offer.publisherUserId,
  });
  const artistParty = (application: BookingApplicationRow) => ({
    pageId: application.pageId,
    userId: null,
  });
  const pathOf = (offer: BookingOfferRow) => offerPath(offer);

  async function checkVenue(
    input: OfferInput,
    executor: Database | Transaction = db,
  ): Promise<{ venuePageId: string | null; virtual: boolean }> {
    if (input.venue.kind === 'virtual') return { venuePageId: null, virtual: true };
    const venue = await repository.page(input.venue.pageId, executor);
    if (!venue || (venue.kind !== 'location' && venue.kind !== 'organization')) {
      throw new AppError('validation.invalid', { field: 'venue.pageId' });
    }
    return { venuePageId: venue.id, virtual: false };
  }

  /** Every problem at once: the first as the answer's code and field, all in its `errors`. */
  function refuseAll(problems: readonly FieldError[]): void {
    const [first] = problems;
    if (first) throw new AppError(first.code, { field: first.field, errors: problems });
  }

  /** The route's schema checks these too; a caller inside the server may not have. */
  function checkInput(input: OfferInput): void {
    refuseAll(offerInputProblems(input));
  }

  async function checkPublisher(actor: BookingActor, input: OfferInput): Promise<string | null> {
    if (actor.actingAs) {
      if (!canActAsPage(actor.actingAs.role as never)) throw forbidden();
      return actor.actingAs.pageId;
    }
    const accountType = await repository.userAccountType(actor.userId);
    if (!accountType) throw forbidden();
    if (!canPublishOffer(accountType, input.privateEvent)) {
      throw new AppError('booking.private_event_only', { field: 'privateEvent' });
    }
    return null;
  }

  function datesOfInput(input: OfferInput): NewDate[] {
    if (input.schedule === 'none') return [{ startsAt: null, slots: input.undatedSlots ?? 1 }];
    return input.dates.map((date) => ({ startsAt: new Date(date.startsAt), slots: date.slots }));
  }

  function columnsOfInput(
    input: OfferInput,
    venue: { venuePageId: string | null; virtual: boolean },
  ) {
    const applyUntil = input.applyUntil ? new Date(input.applyUntil) : null;
    return {
      title: input.title,
      performanceType: input.performanceType,
      privateEvent: input.privateEvent,
      ...venue,
      schedule: input.schedule,
      durationMinutes: input.durationMinutes,
      payKind: input.pay.kind,
      payAmountCents:
        input.pay.kind === 'pay' || input.pay.kind === 'cost'
          ? (input.pay.amountCents ?? null)
          : null,
      backline: textOrNull(input.backline),
      conditions: textOrNull(input.conditions),
      description: textOrNull(input.description),
      wantedGenres: input.wantedGenres,
      excludedGenres: input.excludedGenres,
      wantedCultures: input.wantedCultures,
      excludedCultures: input.excludedCultures,
      soughtForms: input.soughtForms,
      localActsPreferred: input.localActsPreferred,
      premium: input.premium,
      applyTextRequired: input.applyTextRequired,
      voting: input.voting,
      applyUntil,
    } satisfies Partial<NewOffer>;
  }

  /** Stores a changed model: phase, reschedules, the dates and the columns that follow. */
  async function saveModel(tx: Transaction, offer: BookingOfferRow, model: OfferModel) {
    await repository.saveModelDates(tx, model);
    const dates = model.dates.map((date) => ({
      startsAt: date.startsAt === null ? null : new Date(date.startsAt),
    }));
    await repository.update(tx, offer.id, {
      phase: model.phase,
      reschedules: model.reschedules,
      ...dateColumns(dates, offer.durationMinutes, offer.applyUntil),
      ...(model.phase === 'published' && !offer.publishedAt ? { publishedAt: now() } : {}),
    });
  }

  async function runOfferCommand(
    actor: BookingActor,
    id: string,
    input: OfferCommandInput,
  ): Promise<void> {
    await repository.transaction(async (tx) => {
      const found = await lockOffer(tx, id);
      await requireOfferer(actor.userId, found.offer, tx);
      const model = toOfferModel(found);
      if (input.command === 'publish') {
        refuseAll(
          publishProblems(
            {
              dates: model.dates.flatMap((date) =>
                date.startsAt ? [{ startsAt: date.startsAt, slots: date.slots }] : [],
              ),
              applyUntil: model.applyUntil,
            },
            now(),
          ),
        );
        if (!found.offer.virtual && !found.offer.venuePageId) {
          throw new AppError('validation.required', { field: 'venue' });
        }
        // A draft saved before the rule (or by a caller that skipped the schema).
        if (performanceNeedsVenue(found.offer.performanceType) && !found.offer.venuePageId) {
          throw new AppError('booking.venue_required', { field: 'venue' });
        }
      }
      const result = applyOfferCommand(model, input);
      if (!result.ok) throw refusedError(result);
      if (result.offer) await saveModel(tx, found.offer, result.offer);
    });
  }

  // ---- presenting -------------------------------------------------------------------------

  const parties = createPartyLookup(repository, resolvePictures);

  /** The commands a side may issue on an application of an offer in this phase. */
  const applicationCommands = (
    phase: BookingOfferRow['phase'],
    status: BookingApplicationRow['status'],
    side: BookingSide,
  ) =>
    phase === 'published'
      ? allowedApplicationCommands(status, side).filter((command) => command !== 'apply')
      : [];

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
      return [
        {
          id: row.id,
          offerId: row.offerId,
          offerTitle: found.offer.title,
          offerResource: pathOf(found.offer),
          date: { id: row.dateId, startsAt: iso(date?.startsAt ?? null) },
          artist,
          status: row.status,
          text: row.text,
          expectedPayCents: row.expectedPayCents,
          rejectReason: row.rejectReason,
          appliedAt: row.appliedAt.toISOString(),
          decidedAt: iso(row.decidedAt),
          commands: applicationCommands(found.offer.phase, row.status, side),
        },
      ];
    });
  }

  // ---- deciding ---------------------------------------------------------------------------

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
   * One decision on one application inside the transaction that holds the offer's lock: the
   * domain decides against `model` (the offer as the decisions before this one left it), the
   * application is stored and the other side is told. The caller stores the returned model's
   * dates once. A refusal changes nothing.
   */
  async function decideOne(
    tx: Transaction,
    input: {
      found: OfferWithDates;
      model: OfferModel;
      application: BookingApplicationRow;
      command: DecidableCommand;
      side: BookingSide;
      reason: string | null;
    },
  ): Promise<
    | { ok: true; row: BookingApplicationRow; model: OfferModel }
    | { ok: false; code: ErrorCode; field?: string }
  > {
    const { found, model, application, command, side, reason } = input;
    const decision = decideApplicationCommand({
      offer: model,
      dateId: application.dateId,
      state: application.status,
      command,
      side,
      now: now(),
    });
    if (!decision.ok) return decision;
    const row = await repository.updateApplication(tx, application.id, {
      status: decision.status as BookingApplicationRow['status'],
      decidedAt: now(),
      ...(command === 'reject' ? { rejectReason: textOrNull(reason) } : {}),
    });
    const { offer } = found;
    const path = pathOf(offer);
    const title = offer.title;
    const artistName = async () => (await repository.page(application.pageId, tx))?.name ?? '';
    switch (command) {
      case 'confirm':
        await tell(tx, artistParty(application), {
          kind: 'booking.application_confirmed',
          params: {
            offerTitle: title,
            date:
              iso(found.dates.find((date) => date.id === application.dateId)?.startsAt ?? null) ??
              '',
          },
          path,
        });
        if (offerStatus(decision.offer) === 'closed' && offerStatus(model) !== 'closed') {
          await tell(tx, offererParty(offer), {
            kind: 'booking.offer_full',
            params: { offerTitle: title },
            path: `/booking/${offer.id}/applicants`,
          });
        }
        break;
      case 'reject':
        await tell(tx, artistParty(application), {
          kind: 'booking.application_rejected',
          params: { offerTitle: title, reason: textOrNull(reason) ?? '' },
          path,
        });
        break;
      case 'withdraw':
        await tell(tx, offererParty(offer), {
          kind: 'booking.application_withdrawn',
          params: { offerTitle: title, artistName: await artistName() },
          path: `/booking/${offer.id}/applicants`,
        });
        break;
      case 'cancel':
        await tell(tx, side === 'offerer' ? artistParty(application) : offererParty(offer), {
          kind: 'booking.gig_cancelled',
          params: {
            offerTitle: title,
            by: side === 'offerer' ? await publisherName(offer, tx) : await artistName(),
          },
          path,
        });
        break;
      default:
        break;
    }
    return { ok: true, row, model: decision.offer };
  }

  /**
   * The confirmed applications' clashes: other confirmed gigs of the same artist page that
   * overlap (domain `clashingGigs`), from the offer rows the decision already holds.
   */
  async function clashesOf(
    rows: BookingApplicationRow[],
    found: OfferWithDates,
  ): Promise<Map<string, GigClash[]>> {
    const result = new Map<string, GigClash[]>();
    const confirmed = rows.filter((row) => row.status === 'confirmed');
    if (confirmed.length === 0) return result;
    const others = await applicants.confirmedGigsOfPages(confirmed.map((row) => row.pageId));
    for (const row of confirmed) {
      const gig = {
        applicationId: row.id,
        pageId: row.pageId,
        offerTitle: found.offer.title,
        startsAt: iso(found.dates.find((date) => date.id === row.dateId)?.startsAt ?? null),
        durationMinutes: found.offer.durationMinutes,
      };
      result.set(
        row.id,
        clashingGigs(gig, others).map((other) => ({
          offerTitle: other.offerTitle,
          startsAt: other.startsAt ?? '',
        })),
      );
    }
    return result;
  }

  // ---- the service ------------------------------------------------------------------------

  return {
    /**
     * `GET /api/booking/{id}`: drafts and pending offers only for their offerer. One statement
     * (booking-list.repository.ts `offer`) whatever the viewer.
     */
    async get(id: string, viewerId: string | null): Promise<BookingOffer | null> {
      const row = await lists.offer(id, viewerId);
      if (!row) return null;
      if ((row.phase === 'draft' || row.phase === 'pending') && !row.viewerIsOfferer) return null;
      return presentOffer(row, now());
    },

    /** `/gigs` and `/booking`: published offers, filtered, sorted and paged on the server. */
    async list(query: BookingListQuery, viewerId: string | null): Promise<BookingOfferPage> {
      const page = Math.max(1, Number(query.page ?? 1));
      const size = Number(query.size ?? BOOKING_LIST_PAGE_SIZE) || BOOKING_LIST_PAGE_SIZE;
      return presentOfferPage(await lists.list(query, viewerId, page, size), page, size, now());
    },

    /** `/booking/myoffers`: the caller's offers in every phase, with their applicant counts. */
    async myOffers(userId: string, page: number, size: number): Promise<BookingOfferPage> {
      return presentOfferPage(await lists.mine(userId, page, size), page, size, now());
    },

    /** `/booking/myapplies`: the applications of the pages the caller speaks for. */
    async myApplications(
      userId: string,
      status: string | undefined,
    ): Promise<BookingApplication[]> {
      return (await lists.myApplications(userId, status)).flatMap(
        (row) => presentApplicationItem(row, 'artist') ?? [],
      );
    },

    async create(actor: BookingActor, input: OfferInput, publish: boolean): Promise<BookingOffer> {
      checkInput(input);
      // Checked on the input before anything is stored: the fields are the form's, and a refused
      // publication leaves no draft behind.
      if (publish) refuseAll(publishProblems(input, now()));
      const publisherPageId = await checkPublisher(actor, input);
      const venue = await checkVenue(input);
      const dates = datesOfInput(input);
      const columns = columnsOfInput(input, venue);
      const id = await repository.transaction((tx) =>
        repository.insert(
          tx,
          {
            ...columns,
            publisherUserId: actor.userId,
            publisherPageId,
            phase: 'draft',
            ...dateColumns(dates, columns.durationMinutes, columns.applyUntil),
          },
          dates,
        ),
      );
      if (publish) await runOfferCommand(actor, id, { command: 'publish' });
      return (await this.get(id, actor.userId))!;
    },

    /**
     * Edits an offer. Before publishing, dates are replaced freely; afterwards the dates stay
     * (moving them is the one reschedule) and only their slots change, never below the confirmed
     * acts. Once applications exist, performance type, place, conditions and pay are locked.
     */
    async update(actor: BookingActor, id: string, input: OfferInput): Promise<BookingOffer> {
      checkInput(input);
      await repository.transaction(async (tx) => {
        const found = await lockOffer(tx, id);
        const { offer } = found;
        await requireOfferer(actor.userId, offer, tx);
        const model = toOfferModel(found);
        if (offerStatus(model) === 'over') throw new AppError('booking.offer_over');
        if (!offer.publisherPageId) {
          const accountType = await repository.userAccountType(actor.userId, tx);
          if (accountType && !canPublishOffer(accountType, input.privateEvent)) {
            throw new AppError('booking.private_event_only', { field: 'privateEvent' });
          }
        }
        const venue = await checkVenue(input, tx);
        const hasApplications = (await repository.liveApplicationCount(id, tx)) > 0;
        const locked = lockedFieldChanges(
          hasApplications,
          {
            performanceType: offer.performanceType,
            venue: offer.virtual
              ? { kind: 'virtual' }
              : { kind: 'page', pageId: offer.venuePageId },
            conditions: offer.conditions,
            pay: { kind: offer.payKind, amountCents: offer.payAmountCents },
          },
          {
            performanceType: input.performanceType,
            venue: input.venue,
            conditions: textOrNull(input.conditions),
            pay: {
              kind: input.pay.kind,
              amountCents:
                input.pay.kind === 'pay' || input.pay.kind === 'cost'
                  ? input.pay.amountCents
                  : null,
            },
          },
        );
        if (locked.length > 0) throw new AppError('booking.field_locked', { field: locked[0] });
        const columns = columnsOfInput(input, venue);
        if (offer.phase === 'draft' || offer.phase === 'pending') {
          const dates = datesOfInput(input);
          await repository.replaceDates(tx, id, dates);
          await repository.update(tx, id, {
            ...columns,
            ...dateColumns(dates, columns.durationMinutes, columns.applyUntil),
          });
          return;
        }
        // Published: the same dates (by id and start), only their slots may change.
        if (input.schedule !== offer.schedule) {
          throw new AppError('booking.dates_need_reschedule', { field: 'schedule' });
        }
        const slots: Record<string, number> = {};
        if (offer.schedule === 'none') {
          const only = model.dates[0];
          if (only) slots[only.id] = input.undatedSlots ?? only.slots;
        } else {
          const unchanged =
            input.dates.length === model.dates.length &&
            input.dates.every((date) => {
              const existing = model.dates.find((candidate) => candidate.id === date.id);
              return (
                existing?.startsAt !== undefined &&
                existing.startsAt !== null &&
                Date.parse(existing.startsAt) === Date.parse(date.startsAt)
              );
            });
          if (!unchanged) throw new AppError('booking.dates_need_reschedule', { field: 'dates' });
          for (const date of input.dates) slots[date.id!] = date.slots;
        }
        // On the slots field of each date at fault, as the form shows it.
        refuseAll(slotsBelowConfirmedProblems(model, input));
        const result = applyOfferCommand(model, { command: 'edit', slots });
        if (!result.ok) throw refusedError(result);
        await repository.saveModelDates(tx, result.offer!);
        await repository.update(tx, id, {
          ...columns,
          ...dateColumns(
            found.dates.map((date) => ({ startsAt: date.startsAt })),
            columns.durationMinutes,
            columns.applyUntil,
          ),
        });
        // The live applicants hear of a change to what they applied for.
        const changed =
          Object.entries(columns).some(
            ([key, value]) =>
              JSON.stringify(value) !== JSON.stringify(offer[key as keyof typeof offer]),
          ) ||
          found.dates.some((date) => slots[date.id] !== undefined && slots[date.id] !== date.slots);
        if (changed && hasApplications) {
          const applications = await repository.applicationsOfOffer(id, tx);
          const told = new Set<string>();
          for (const application of applications) {
            if (!LIVE_APPLICATION_STATUSES.includes(application.status)) continue;
            if (told.has(application.pageId)) continue;
            told.add(application.pageId);
            await tell(tx, artistParty(application), {
              kind: 'booking.offer_changed',
              params: { offerTitle: columns.title },
              path: pathOf({ ...offer, title: columns.title }),
            });
          }
        }
      });
      return (await this.get(id, actor.userId))!;
    },

    async command(
      actor: BookingActor,
      id: string,
      command: 'submit' | 'revise' | 'publish' | 'pause' | 'resume',
    ): Promise<BookingOffer> {
      await runOfferCommand(actor, id, { command });
      return (await this.get(id, actor.userId))!;
    },

    async dateCommand(
      actor: BookingActor,
      id: string,
      dateId: string,
      command: 'pauseDate' | 'resumeDate',
    ): Promise<BookingOffer> {
      await runOfferCommand(actor, id, { command, dateId });
      return (await this.get(id, actor.userId))!;
    },

    /** Once per offer: the dates move, confirmations are revoked, every applicant is told. */
    async reschedule(
      actor: BookingActor,
      id: string,
      dates: { id: string; startsAt: string }[],
    ): Promise<BookingOffer> {
      refuseAll(rescheduleProblems(dates, now()));
      await repository.transaction(async (tx) => {
        const found = await lockOffer(tx, id);
        await requireOfferer(actor.userId, found.offer, tx);
        const applications = await repository.applicationsOfOffer(id, tx);
        const decision = decideReschedule(
          toOfferModel(found),
          dates,
          applications.map((application) => ({ id: application.id, state: application.status })),
          now(),
        );
        if (!decision.ok) throw refusedError(decision);
        await repository.revokeConfirmations(tx, decision.revoked);
        await saveModel(tx, found.offer, decision.offer);
        const path = pathOf(found.offer);
        const told = new Set<string>();
        for (const application of applications) {
          if (!LIVE_APPLICATION_STATUSES.includes(application.status)) continue;
          const revoked = decision.revoked.includes(application.id);
          const kind = revoked ? 'booking.confirmation_revoked' : 'booking.offer_rescheduled';
          // A page that applied for several dates hears each kind once.
          if (told.has(`${application.pageId} ${kind}`)) continue;
          told.add(`${application.pageId} ${kind}`);
          await tell(tx, artistParty(application), {
            kind,
            params: { offerTitle: found.offer.title },
            path,
          });
        }
      });
      return (await this.get(id, actor.userId))!;
    },

    /**
     * Cancelling deletes the offer for good. Every live applicant is told first, in the app and
     * by mail, with the reason.
     */
    async cancel(actor: BookingActor, id: string, reason: string): Promise<boolean> {
      await repository.transaction(async (tx) => {
        const found = await repository.lock(tx, id);
        if (!found) throw notFound();
        await requireOfferer(actor.userId, found.offer, tx);
        const offerTitle = found.offer.title;
        const applications = (await repository.applicationsOfOffer(id, tx)).filter((application) =>
          LIVE_APPLICATION_STATUSES.includes(application.status),
        );
        const managers = await repository.managersOf(
          [...new Set(applications.map((application) => application.pageId))],
          tx,
        );
        const recipients = [...new Set([...managers.values()].flat())];
        if (notify && recipients.length > 0) {
          await notify(tx, recipients, {
            kind: 'booking.offer_cancelled',
            params: { offerTitle: found.offer.title, reason },
            path: null,
          });
        }
        const people = await repository.usersByIds(recipients, tx);
        // Queued in this transaction: the mails go exactly when the offer is gone.
        for (const { email: to, locale, name } of mail ? people.values() : []) {
          await mail?.enqueue(
            tx,
            OFFER_CANCELLED_MAIL,
            offerCancelledMail({ to, locale, name, offerTitle, reason, appUrl }),
          );
        }
        await repository.delete(tx, id);
      });
      return true;
    },

    /** What a premium offer still needs from an artist page (the apply form lists it). */
    async premiumMissing(pageId: string) {
      const page = await repository.page(pageId);
      if (!page) throw notFound();
      return missingPremiumRequirements({
        hasPicture: page.avatarImageId !== null,
        hasWebsiteOrFacebook:
          page.website !== null || page.links.some((link) => isFacebookLink(link.url)),
        hasVideoOrAudio: await repository.pageHasVideoOrAudio(pageId),
        hasBio: (page.description ?? '').trim().length > 0,
      });
    },

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
      const premiumMissing = await this.premiumMissing(page.id);
      await repository.transaction(async (tx) => {
        const found = await lockOffer(tx, offerId);
        const { offer } = found;
        if (offer.phase === 'draft' || offer.phase === 'pending') throw notFound();
        if (offer.publisherPageId === page.id) throw forbidden();
        refuseAll(applyInputProblems(offer, input));
        if (offer.premium && premiumMissing.length > 0) {
          throw new AppError('booking.premium_requirements', {
            field: 'pageId',
            params: { missing: premiumMissing.join(', ') },
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
            decidedAt: null,
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
        await tell(tx, offererParty(offer), {
          kind: 'booking.application_received',
          params: { offerTitle: offer.title, artistName: page.name },
          path: `/booking/${offer.id}/applicants`,
        });
      });
      return presentApplications(created, 'artist');
    },

    /**
     * A decision on one application, by the offerer (confirm, reject, ignore, restore, cancel) or
     * the artist (withdraw, cancel). The offer's row lock serializes confirmations, so the last
     * free slot goes to exactly one of any number of simultaneous confirmations.
     */
    async decide(
      actor: BookingActor,
      applicationId: string,
      command: DecidableCommand,
      reason: string | null,
    ): Promise<{ application: BookingApplication; clashes: GigClash[] }> {
      const first = await repository.application(applicationId);
      if (!first) throw notFound();
      let side: BookingSide = 'artist';
      let decided: { row: BookingApplicationRow; found: OfferWithDates } | null = null;
      await repository.transaction(async (tx) => {
        const found = await lockOffer(tx, first.offerId);
        const application = await repository.application(applicationId, tx);
        if (!application) throw notFound();
        const offerer = await isOfferer(actor.userId, found.offer, tx);
        const artist = canActAsPage(await repository.roleIn(application.pageId, actor.userId, tx));
        const asSide = offerer && command !== 'withdraw' ? 'offerer' : artist ? 'artist' : null;
        if (!asSide) throw forbidden();
        side = asSide;
        const model = toOfferModel(found);
        const result = await decideOne(tx, { found, model, application, command, side, reason });
        if (!result.ok) throw refusedError(result);
        await repository.saveModelDates(tx, result.model);
        decided = { row: result.row, found };
      });
      const { row, found } = decided as unknown as {
        row: BookingApplicationRow;
        found: OfferWithDates;
      };
      const [[application], clashes] = await Promise.all([
        presentApplications([row], side, new Map([[found.offer.id, found]])),
        command === 'confirm' ? clashesOf([row], found) : Promise.resolve(new Map()),
      ]);
      if (!application) throw notFound();
      return { application, clashes: clashes.get(row.id) ?? [] };
    },

    /**
     * The offerer decides several applications of one offer at once: all in one transaction
     * under the offer's lock, each through the same decision as a single one, in the order
     * given. Refusals (no slot left, a state that does not allow the command, an id that is not
     * an application of this offer) do not stop the others; each id answers for itself.
     */
    async decideMany(
      actor: BookingActor,
      offerId: string,
      input: BulkDecisionInput,
    ): Promise<BulkDecisionResult[]> {
      const outcomes = new Map<string, { ok: true } | { ok: false; code: string }>();
      const changed: BookingApplicationRow[] = [];
      const found = await repository.transaction(async (tx) => {
        const locked = await lockOffer(tx, offerId);
        await requireOfferer(actor.userId, locked.offer, tx);
        const applications = await applicants.applicationsByIds(offerId, input.ids, tx);
        let model = toOfferModel(locked);
        for (const id of input.ids) {
          const application = applications.get(id);
          if (!application) {
            outcomes.set(id, { ok: false, code: 'request.entity_not_found' });
            continue;
          }
          const result = await decideOne(tx, {
            found: locked,
            model,
            application,
            command: input.command,
            side: 'offerer',
            reason: input.reason ?? null,
          });
          if (!result.ok) {
            outcomes.set(id, { ok: false, code: result.code });
            continue;
          }
          model = result.model;
          changed.push(result.row);
          outcomes.set(id, { ok: true });
        }
        await repository.saveModelDates(tx, model);
        return locked;
      });
      const [presented, clashes] = await Promise.all([
        presentApplications(changed, 'offerer', new Map([[found.offer.id, found]])),
        input.command === 'confirm' ? clashesOf(changed, found) : Promise.resolve(new Map()),
      ]);
      const byId = new Map(presented.map((application) => [application.id, application]));
      return input.ids.map((id) => {
        const outcome = outcomes.get(id);
        return outcome?.ok
          ? {
              id,
              ok: true,
              application: byId.get(id) ?? null,
              code: null,
              clashes: clashes.get(id) ?? [],
            }
          : {
              id,
              ok: false,
              application: null,
              code: outcome?.code ?? 'request.entity_not_found',
              clashes: [],
            };
      });
    },

    publisherName,

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
      const offerer = header.offer.publisherPageId
        ? canActAsPage(header.role as PageRole | null)
        : header.offer.publisherUserId === actor.userId;
      if (!offerer) throw forbidden();
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
      return {
        items: rows.map(({ application: row, page: artist, ...extra }) => ({
          id: row.id,
          offerId: row.offerId,
          offerTitle: offer.title,
          offerResource: pathOf(offer),
          date: { id: row.dateId, startsAt: startsAt.get(row.dateId) ?? null },
          artist: {
            kind: 'page',
            id: row.pageId,
            name: artist.name,
            resource: pageResource({ id: row.pageId, ...artist }),
            picture: artist.avatarImageId ? (pictures.get(artist.avatarImageId) ?? null) : null,
          },
          status: row.status,
          text: row.text,
          expectedPayCents: row.expectedPayCents,
          rejectReason: row.rejectReason,
          appliedAt: row.appliedAt.toISOString(),
          decidedAt: iso(row.decidedAt),
          commands: applicationCommands(offer.phase, row.status, 'offerer'),
          artistCity: extra.city,
          genres: artist.genres,
          hasMedia: extra.hasMedia,
          rating: extra.rating,
          distanceKm: extra.distanceKm,
        })),
        total,
        page,
        pageSize: size,
      };
    },
    /** Expiry (the pg-boss job): published offers past their end become over. Idempotent. */
    async expireDue(limit = 500): Promise<number> {
      const at = now();
      let expired = 0;
      for (const id of await repository.expiredOfferIds(at, limit)) {
        await repository.transaction(async (tx) => {
          const found = await repository.lock(tx, id);
          if (!found) return;
          const result = applyOfferCommand(toOfferModel(found), { command: 'expire', now: at });
          if (!result.ok || !result.offer) return;
          await repository.update(tx, id, { phase: 'over' });
          expired += 1;
        });
      }
      return expired;
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
