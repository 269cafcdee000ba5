import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  appealCommandOf,
  appealDecided,
  mayDecideAppeal,
  nextAppealState,
  type AppealCommand,
  type AppealState,
} from './appeal.machine.ts';
import {
  isRestrictiveAction,
  MEASURE_REVERSAL,
  MODERATION_ACTIONS,
} from './moderation.constants.ts';

const COMMANDS: AppealCommand[] = ['object', 'uphold', 'overturn'];

describe('appeal states', () => {
  it('follows a model: one objection, then one decision that never changes', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...COMMANDS), { maxLength: 25 }), (commands) => {
        let state: AppealState = 'none';
        // The model: how many objections were accepted, and the first decision.
        let objections = 0;
        let decision: AppealState | null = null;
        for (const command of commands) {
          const next = nextAppealState(state, command);
          const modelApplies =
            command === 'object' ? objections === 0 : objections === 1 && decision === null;
          expect(next !== null).toBe(modelApplies);
          if (!next) continue;
          state = next;
          if (command === 'object') objections += 1;
          else decision = command === 'uphold' ? 'upheld' : 'overturned';
        }
        expect(objections).toBeLessThanOrEqual(1);
        expect(state).toBe(decision ?? (objections === 1 ? 'open' : 'none'));
        expect(appealDecided(state)).toBe(decision !== null);
      }),
    );
  });

  it('maps outcomes to the commands that decide them', () => {
    expect(nextAppealState('open', appealCommandOf('upheld'))).toBe('upheld');
    expect(nextAppealState('open', appealCommandOf('overturned'))).toBe('overturned');
  });

  it('is never decided by the moderator who took the measure', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (taker, decider) => {
        expect(mayDecideAppeal(taker, decider)).toBe(taker !== decider);
        expect(mayDecideAppeal(null, decider)).toBe(true);
      }),
    );
  });
});

describe('restrictive actions', () => {
  it('are exactly the measures with a reversal, and deletion', () => {
    for (const action of MODERATION_ACTIONS) {
      expect(isRestrictiveAction(action)).toBe(
        MEASURE_REVERSAL[action] !== null || action === 'delete',
      );
    }
  });
});
