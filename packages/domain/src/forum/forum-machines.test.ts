import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  commentBodyDelivered,
  nextCommentState,
  type CommentActor,
  type CommentCommand,
  type CommentState,
} from './comment-state.machine.ts';
import {
  nextThreadState,
  threadCommentsPublic,
  threadTakesComments,
  type ThreadCommand,
  type ThreadState,
} from './thread-state.machine.ts';

const COMMENT_COMMANDS: CommentCommand[] = ['hide', 'unhide', 'delete', 'author_delete'];
const ACTORS: CommentActor[] = ['moderator', 'author'];

describe('comment states', () => {
  it('follows a model: deleted is final, hiding toggles, only moderators hide', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...COMMENT_COMMANDS), fc.constantFrom(...ACTORS)), {
          maxLength: 30,
        }),
        (steps) => {
          let state: CommentState = 'visible';
          // The model: deleted?, hidden?
          let deleted = false;
          let hidden = false;
          for (const [command, actor] of steps) {
            const next = nextCommentState(state, command, actor);
            const moderator = actor === 'moderator';
            const applies = deleted
              ? false
              : command === 'hide'
                ? moderator && !hidden
                : command === 'unhide'
                  ? moderator && hidden
                  : command === 'delete'
                    ? moderator
                    : !moderator;
            expect(next !== null, `${state} ${command} by ${actor}`).toBe(applies);
            if (!next) continue;
            state = next;
            if (command === 'hide') hidden = true;
            if (command === 'unhide') hidden = false;
            if (command === 'delete' || command === 'author_delete') deleted = true;
            expect(state).toBe(deleted ? 'deleted' : hidden ? 'hidden' : 'visible');
            expect(commentBodyDelivered(state)).toBe(!deleted);
          }
        },
      ),
    );
  });

  it('never leaves deleted', () => {
    for (const command of COMMENT_COMMANDS) {
      for (const actor of ACTORS) expect(nextCommentState('deleted', command, actor)).toBeNull();
    }
  });
});

const THREAD_COMMANDS: ThreadCommand[] = [
  'close_thread',
  'reopen_thread',
  'hide_thread',
  'unhide_thread',
];

describe('thread states', () => {
  it('follows a model: comments are taken only when open, shown unless hidden', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...THREAD_COMMANDS), { maxLength: 30 }), (commands) => {
        let state: ThreadState = 'open';
        let model: ThreadState = 'open';
        for (const command of commands) {
          const next = nextThreadState(state, command);
          const expected: ThreadState | null =
            command === 'close_thread'
              ? model === 'open'
                ? 'closed'
                : null
              : command === 'reopen_thread'
                ? model === 'closed'
                  ? 'open'
                  : null
                : command === 'hide_thread'
                  ? model === 'hidden'
                    ? null
                    : 'hidden'
                  : model === 'hidden'
                    ? 'open'
                    : null;
          expect(next).toBe(expected);
          if (next) {
            state = next;
            model = next;
          }
          expect(threadTakesComments(state)).toBe(state === 'open');
          expect(threadCommentsPublic(state)).toBe(state !== 'hidden');
        }
      }),
    );
  });

  it('every state can be left back to open', () => {
    expect(nextThreadState('closed', 'reopen_thread')).toBe('open');
    expect(nextThreadState('hidden', 'unhide_thread')).toBe('open');
  });
});
