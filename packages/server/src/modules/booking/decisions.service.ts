import {
  canActAsPage,
  clashingGigs,
  decideApplicationCommand,
  decidingSide,
  offerPath,
  offerStatus,
  type BookingApplication,
  type BookingSide,
  type BulkDecisionInput,
  type BulkDecisionResult,
  type ErrorCode,
  type GigClash,
  type OfferModel,
} from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import type { BookingApplicationRow } from '../../db/schema/index.ts';
import { presentBulkDecision, presentClash } from './booking.presenter.ts';
import { toOfferModel, type OfferWithDates } from './booking.repository.ts';
import {
  artistParty,
  createBookingContext,
  forbidden,
  iso,
  notFound,
  offererParty,
  refusedError,
  textOrNull,
  type BookingActor,
  type BookingContext,
  type BookingServiceOptions,
  type DecidableCommand,
} from './booking.shared.ts';

type DecisionInput = {
  found: OfferWithDates;
  model: OfferModel;
  application: BookingApplicationRow;
  command: DecidableCommand;
  side: BookingSide;
  reason: string | null;
};

/** The other side hears of a decision, in the transaction. */
async function tellDecision(
  context: BookingContext,
  tx: Transaction,
  input: DecisionInput,
  closes: boolean,
) {
  const { repository, tell, publisherName } = context;
  const { found, application, command, side, reason } = input;
  const { offer } = found;
  const path = offerPath(offer);
  const title = offer.title;
  const artistName = async () => (await repository.page(application.pageId, tx))?.name ?? '';
  switch (command) {
    case 'confirm':
      await tell(tx, artistParty(application), {
        kind: 'booking.application_confirmed',
        params: {
          offerTitle: title,
          date:
            iso(found.dates.find((date) => date.id === application.dateId)?.startsAt ?? null) ?? '',
        },
        path,
      });
      if (closes) {
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
      if (application.shadowed) break;
      await tell(tx, offererParty(offer), {
        kind: 'booking.application_withdrawn',
        params: { offerTitle: title, artistName: await artistName() },
        path: `/booking/${offer.id}/applicants`,
      });
      break;
    case 'cancel':
      if (application.shadowed && side === 'artist') break;
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
}

/**
 * One decision on one application inside the transaction that holds the offer's lock: the
 * domain decides against `model` (the offer as the decisions before this one left it), the
 * application is stored and the other side is told. The caller stores the returned model's
 * dates once. A refusal changes nothing.
 */
async function decideOne(
  context: BookingContext,
  tx: Transaction,
  input: DecisionInput,
): Promise<
  | { ok: true; row: BookingApplicationRow; model: OfferModel }
  | { ok: false; code: ErrorCode; field?: string }
> {
  const { now, repository } = context;
  const { model, application, command, side, reason } = input;
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
    ...((command === 'confirm' || command === 'reject') && application.firstDecidedAt === null
      ? { firstDecidedAt: now() }
      : {}),
    ...(command === 'reject' ? { rejectReason: textOrNull(reason) } : {}),
  });
  const closes = offerStatus(decision.offer) === 'closed' && offerStatus(model) !== 'closed';
  await tellDecision(context, tx, input, closes);
  return { ok: true, row, model: decision.offer };
}

/**
 * The confirmed applications' clashes: other confirmed gigs of the same artist page that
 * overlap (domain `clashingGigs`), from the offer rows the decision already holds.
 */
async function clashesOf(
  { applicants }: BookingContext,
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
    result.set(row.id, clashingGigs(gig, others).map(presentClash));
  }
  return result;
}

/**
 * Decisions on applications (spec section 4): the offerer confirms, rejects, ignores, restores or
 * cancels, the artist withdraws or cancels; one at a time or several at once. The offer's row
 * lock serializes them, so the last free slot goes to exactly one of any number of simultaneous
 * confirmations.
 */
export function createDecisionsService(db: Database, options: BookingServiceOptions = {}) {
  const context = createBookingContext(db, options);
  const { repository, applicants, isOfferer, requireOfferer, lockOffer } = context;
  const { presentApplications } = context;

  return {
    /** A decision on one application, by the offerer or the artist (domain `decidingSide`). */
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
        const artist = canActAsPage(await repository.roleIn(application.pageId, actor.userId, tx));
        // A shadow-banned applicant's application does not exist for the offerer.
        if (application.shadowed && !artist) throw notFound();
        const offerer = await isOfferer(actor.userId, found.offer, tx);
        const asSide = decidingSide({ offerer, artist, command });
        if (!asSide) throw forbidden();
        side = asSide;
        const model = toOfferModel(found);
        const result = await decideOne(context, tx, {
          found,
          model,
          application,
          command,
          side,
          reason,
        });
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
        command === 'confirm' ? clashesOf(context, [row], found) : Promise.resolve(new Map()),
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
          const result = await decideOne(context, tx, {
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
        input.command === 'confirm'
          ? clashesOf(context, changed, found)
          : Promise.resolve(new Map()),
      ]);
      const byId = new Map(presented.map((application) => [application.id, application]));
      return input.ids.map((id) => {
        const outcome = outcomes.get(id);
        return presentBulkDecision(
          id,
          outcome?.ok
            ? { ok: true, application: byId.get(id) ?? null, clashes: clashes.get(id) ?? [] }
            : { ok: false, code: outcome?.code ?? 'request.entity_not_found' },
        );
      });
    },
  };
}

export type DecisionsService = ReturnType<typeof createDecisionsService>;
