import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ApplicationStatus, BookingSide, OfferStatus } from './booking.constants.ts';
import type { ApplicationCommand, ApplicationState } from './application.machine.ts';
import { decideApplicationCommand, decideReschedule } from './booking.rules.ts';
import {
  applyOfferCommand,
  offerStatus,
  type OfferCommandInput,
  type OfferModel,
} from './offer.machine.ts';

/**
 * Model test: random command sequences against one series offer with two dates and two artist
 * pages (small, so that sequences revisit the same application often). The model below restates the spec's rules in the plainest terms, independently of
 * the transition tables; the real system is the domain's reducers. After every command both must
 * agree on success, the offer's status, every application's status and every date's confirmed
 * count, and the invariants must hold.
 */

const DATES = ['d0', 'd1'] as const;
const PAGES = ['p0', 'p1'] as const;
const AFTER_EVERY_END = new Date('2100-01-01T00:00:00Z');
const NOW = new Date('2026-01-01T00:00:00Z');
type Phase = 'draft' | 'pending' | 'published' | 'over' | 'deleted';
const key = (page: string, date: number) => `${page}@${date}`;

type Model = {
  phase: Phase;
  slots: number[];
  paused: boolean[];
  apps: Map<string, ApplicationStatus>;
  reschedules: number;
};

type Real = { offer: OfferModel | null; apps: Map<string, ApplicationState> };

const confirmedCount = (model: Model, date: number) =>
  [...model.apps].filter(([k, status]) => k.endsWith(`@${date}`) && status === 'confirmed').length;
const dateOpen = (model: Model, date: number) =>
  !model.paused[date] && confirmedCount(model, date) < model.slots[date]!;

function modelStatus(model: Model): OfferStatus | 'deleted' {
  if (model.phase !== 'published') return model.phase;
  const open = DATES.filter((_, date) => dateOpen(model, date)).length;
  return open === 0 ? 'closed' : open === DATES.length ? 'open' : 'partlyClosed';
}
const running = (model: Model) => model.phase === 'published';

type Step = {
  label: string;
  /** The model's verdict: the changed model, or null when the spec refuses the command. */
  expect: (model: Model) => Model | null;
  /** The real system's verdict: the changed system, or null when refused. */
  real: (real: Real) => Real | null;
};

const copy = (model: Model): Model => ({
  ...model,
  slots: [...model.slots],
  paused: [...model.paused],
  apps: new Map(model.apps),
});

function offerStep(
  label: string,
  input: OfferCommandInput,
  expectation: (model: Model) => Model | null,
): Step {
  return {
    label,
    expect: (model) => (model.phase === 'deleted' ? null : expectation(model)),
    real: (real) => {
      if (!real.offer) return null;
      const result = applyOfferCommand(real.offer, input);
      return result.ok ? { ...real, offer: result.offer } : null;
    },
  };
}

const lifecycleSteps: Step[] = [
  offerStep('submit', { command: 'submit' }, (m) =>
    m.phase === 'draft' ? { ...copy(m), phase: 'pending' } : null,
  ),
  offerStep('revise', { command: 'revise' }, (m) =>
    m.phase === 'pending' ? { ...copy(m), phase: 'draft' } : null,
  ),
  offerStep('publish', { command: 'publish' }, (m) =>
    m.phase === 'draft' || m.phase === 'pending' ? { ...copy(m), phase: 'published' } : null,
  ),
  offerStep('pause', { command: 'pause' }, (m) => {
    const status = modelStatus(m);
    if (status !== 'open' && status !== 'partlyClosed') return null;
    return { ...copy(m), paused: DATES.map(() => true) };
  }),
  offerStep('resume', { command: 'resume' }, (m) => {
    const status = modelStatus(m);
    if (status !== 'closed' && status !== 'partlyClosed') return null;
    if (!m.paused.some(Boolean)) return null;
    return { ...copy(m), paused: DATES.map(() => false) };
  }),
  offerStep('expire', { command: 'expire', now: AFTER_EVERY_END }, (m) =>
    running(m) ? { ...copy(m), phase: 'over' } : null,
  ),
  offerStep('cancel offer', { command: 'cancel' }, (m) => ({ ...copy(m), phase: 'deleted' })),
  {
    label: 'reschedule',
    expect: (m) => {
      if (!running(m) || m.reschedules >= 1) return null;
      const next = copy(m);
      for (const [k, status] of next.apps) if (status === 'confirmed') next.apps.set(k, 'applied');
      next.reschedules += 1;
      return next;
    },
    real: (real) => {
      if (!real.offer) return null;
      const dates = real.offer.dates.map((date) => ({
        id: date.id,
        startsAt: '2031-01-01T20:00:00Z',
      }));
      const apps = [...real.apps].map(([id, state]) => ({ id, state }));
      const decision = decideReschedule(real.offer, dates, apps, NOW);
      if (!decision.ok) return null;
      const next = new Map(real.apps);
      for (const id of decision.revoked) next.set(id, 'applied');
      return { offer: decision.offer, apps: next };
    },
  },
];

const dateSteps = (date: number): Step[] => [
  offerStep(`pause ${date}`, { command: 'pauseDate', dateId: DATES[date]! }, (m) => {
    const status = modelStatus(m);
    if ((status !== 'open' && status !== 'partlyClosed') || m.paused[date]) return null;
    const next = copy(m);
    next.paused[date] = true;
    return next;
  }),
  offerStep(`resume ${date}`, { command: 'resumeDate', dateId: DATES[date]! }, (m) => {
    const status = modelStatus(m);
    if ((status !== 'closed' && status !== 'partlyClosed') || !m.paused[date]) return null;
    const next = copy(m);
    next.paused[date] = false;
    return next;
  }),
  ...[1, 2, 3].map((slots) =>
    offerStep(
      `slots ${date}=${slots}`,
      { command: 'edit', slots: { [DATES[date]!]: slots } },
      (m) => {
        if (m.phase === 'over' || slots < confirmedCount(m, date)) return null;
        const next = copy(m);
        next.slots[date] = slots;
        return next;
      },
    ),
  ),
];

/** What the spec says about one application command, in plain terms. */
function expectApplication(
  m: Model,
  command: ApplicationCommand,
  side: BookingSide,
  page: string,
  date: number,
): Model | null {
  if (m.phase === 'deleted') return null;
  const status = m.apps.get(key(page, date)) ?? 'none';
  const set = (next: ApplicationStatus) => {
    const changed = copy(m);
    changed.apps.set(key(page, date), next);
    return changed;
  };
  if (!running(m)) return null;
  const undecided = status === 'applied' || status === 'ignored';
  switch (command) {
    case 'apply': {
      const offerOpen = modelStatus(m) === 'open' || modelStatus(m) === 'partlyClosed';
      return side === 'artist' &&
        (status === 'none' || status === 'withdrawn') &&
        offerOpen &&
        dateOpen(m, date)
        ? set('applied')
        : null;
    }
    case 'withdraw':
      return side === 'artist' && undecided ? set('withdrawn') : null;
    case 'confirm':
      return side === 'offerer' && undecided && confirmedCount(m, date) < m.slots[date]!
        ? set('confirmed')
        : null;
    case 'reject':
      return side === 'offerer' && undecided ? set('rejected') : null;
    case 'ignore':
      return side === 'offerer' && status === 'applied' ? set('ignored') : null;
    case 'restore':
      return side === 'offerer' && status === 'ignored' ? set('applied') : null;
    case 'cancel':
      return status === 'confirmed' ? set('cancelled') : null;
    case 'revoke':
      return null;
  }
}

const applicationStep = (
  command: ApplicationCommand,
  side: BookingSide,
  page: string,
  date: number,
): Step => ({
  label: `${side} ${command} ${page}@${date}`,
  expect: (m) => expectApplication(m, command, side, page, date),
  real: (real) => {
    if (!real.offer) return null;
    const decision = decideApplicationCommand({
      offer: real.offer,
      dateId: DATES[date]!,
      state: real.apps.get(key(page, date)) ?? 'none',
      command,
      side,
      now: NOW,
    });
    if (!decision.ok) return null;
    const apps = new Map(real.apps);
    apps.set(key(page, date), decision.status);
    return { offer: decision.offer, apps };
  },
});

const APPLICATION_STEPS: [ApplicationCommand, BookingSide][] = [
  ['apply', 'artist'],
  ['apply', 'offerer'],
  ['withdraw', 'artist'],
  ['confirm', 'offerer'],
  ['confirm', 'artist'],
  ['reject', 'offerer'],
  ['ignore', 'offerer'],
  ['restore', 'offerer'],
  ['cancel', 'artist'],
  ['cancel', 'offerer'],
];

const DATE_STEPS = DATES.flatMap((_, date) => dateSteps(date));
const APPLICATION_STEP_LIST = PAGES.flatMap((page) =>
  DATES.flatMap((_, date) =>
    APPLICATION_STEPS.map(([command, side]) => applicationStep(command, side, page, date)),
  ),
);
/**
 * Mostly application commands, sometimes a date or lifecycle change, rarely the end (expiry,
 * cancellation): long sequences where the rules meet.
 */
const isTerminal = (step: Step) => step.label === 'expire' || step.label === 'cancel offer';
const stepArbitrary = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom(...lifecycleSteps.filter(isTerminal)) },
  { weight: 3, arbitrary: fc.constantFrom(...lifecycleSteps.filter((step) => !isTerminal(step))) },
  { weight: 6, arbitrary: fc.constantFrom(...DATE_STEPS) },
  { weight: 30, arbitrary: fc.constantFrom(...APPLICATION_STEP_LIST) },
);
const publish = lifecycleSteps.find((step) => step.label === 'publish')!;

function assertAgree(model: Model, real: Real, trace: string[]) {
  const where = trace.join(' → ');
  if (model.phase === 'deleted') {
    expect(real.offer, where).toBeNull();
    return;
  }
  expect(real.offer, where).not.toBeNull();
  const offer = real.offer!;
  expect(offerStatus(offer), where).toBe(modelStatus(model));
  for (const page of PAGES) {
    for (const [date] of DATES.entries()) {
      expect(real.apps.get(key(page, date)) ?? 'none', where).toBe(
        model.apps.get(key(page, date)) ?? 'none',
      );
    }
  }
  for (const [date, dateModel] of offer.dates.entries()) {
    // The offer's slot count is exactly the confirmed applications, never above the slots.
    expect(dateModel.confirmed, where).toBe(confirmedCount(model, date));
    expect(dateModel.confirmed, where).toBeLessThanOrEqual(dateModel.slots);
    expect(dateModel.slots, where).toBe(model.slots[date]);
    expect(dateModel.paused, where).toBe(model.paused[date]);
  }
  expect(offer.reschedules, where).toBe(model.reschedules);
  expect(offer.reschedules, where).toBeLessThanOrEqual(1);
}

describe('booking offers and applications, model against rules', () => {
  it('agree over 1,000 random command sequences', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 2 }), {
          minLength: DATES.length,
          maxLength: DATES.length,
        }),
        fc.boolean(),
        fc.array(stepArbitrary, { minLength: 20, maxLength: 80, size: 'max' }),
        (slots, publishFirst, randomSteps) => {
          let model: Model = {
            phase: 'draft',
            slots,
            paused: DATES.map(() => false),
            apps: new Map(),
            reschedules: 0,
          };
          let real: Real = {
            offer: {
              phase: 'draft',
              schedule: 'series',
              dates: DATES.map((id, date) => ({
                id,
                startsAt: `2030-0${date + 1}-01T20:00:00.000Z`,
                slots: slots[date]!,
                confirmed: 0,
                paused: false,
              })),
              durationMinutes: 120,
              applyUntil: null,
              reschedules: 0,
            },
            apps: new Map(),
          };
          const trace: string[] = [];
          const finals = new Map<string, ApplicationState>();
          for (const step of publishFirst ? [publish, ...randomSteps] : randomSteps) {
            trace.push(step.label);
            const expected = step.expect(model);
            const actual = step.real(real);
            expect(actual === null, `${trace.join(' → ')}: refused?`).toBe(expected === null);
            if (expected && actual) {
              model = expected;
              real = actual;
            }
            assertAgree(model, real, trace);
            // Nothing leads out of a rejection or a cancelled confirmation.
            for (const [k, state] of finals) expect(real.apps.get(k)).toBe(state);
            for (const [k, state] of real.apps) {
              if (state === 'rejected' || state === 'cancelled') finals.set(k, state);
            }
          }
        },
      ),
      { numRuns: 1000 },
    );
  }, 60_000);
});
