import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  contentPublic,
  nextContentState,
  type ContentState,
  type ContentStateCommand,
} from './content-state.machine.ts';

const COMMANDS: ContentStateCommand[] = ['depublish', 'republish'];

describe('content states', () => {
  it('follows a model: public exactly when the last applied command was not a depublish', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...COMMANDS), { maxLength: 30 }), (commands) => {
        let state: ContentState = 'published';
        let modelPublic = true;
        for (const command of commands) {
          const next = nextContentState(state, command);
          // A command applies exactly when it changes what the public sees.
          const applies = command === 'depublish' ? modelPublic : !modelPublic;
          expect(next !== null).toBe(applies);
          if (next) {
            state = next;
            modelPublic = command === 'republish';
          }
          expect(contentPublic(state)).toBe(modelPublic);
        }
      }),
    );
  });

  it('refuses repeating a command', () => {
    expect(nextContentState('published', 'republish')).toBeNull();
    expect(nextContentState('depublished', 'depublish')).toBeNull();
  });
});
