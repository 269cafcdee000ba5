/**
 * An objection (appeal) against a moderation measure (decisions §12; issue 16 item 4): none →
 * open (the affected user objected, once) → upheld (the measure stands) or overturned (the
 * measure is reversed with `MEASURE_REVERSAL`). A decided appeal never changes again. It is
 * decided by a moderator other than the one who took the measure (`mayDecideAppeal`).
 */
export const APPEAL_STATES = ['none', 'open', 'upheld', 'overturned'] as const;
export type AppealState = (typeof APPEAL_STATES)[number];

export const APPEAL_OUTCOMES = ['upheld', 'overturned'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];

export type AppealCommand = 'object' | 'uphold' | 'overturn';

const TRANSITIONS: Readonly<Record<AppealState, Partial<Record<AppealCommand, AppealState>>>> = {
  none: { object: 'open' },
  open: { uphold: 'upheld', overturn: 'overturned' },
  upheld: {},
  overturned: {},
};

/** The state after the command, or null when it does not apply (a second objection, a decided one). */
export function nextAppealState(state: AppealState, command: AppealCommand): AppealState | null {
  return TRANSITIONS[state][command] ?? null;
}

export const appealDecided = (state: AppealState) => state === 'upheld' || state === 'overturned';

/** The command that decides an open appeal with this outcome. */
export const appealCommandOf = (outcome: AppealOutcome): AppealCommand =>
  outcome === 'upheld' ? 'uphold' : 'overturn';

/**
 * Whether `deciderId` may decide the appeal of a measure taken by `measureModeratorId`: never
 * the same person (four eyes). A measure whose moderator is gone (purged) can be decided by any.
 */
export const mayDecideAppeal = (measureModeratorId: string | null, deciderId: string) =>
  measureModeratorId !== deciderId;
