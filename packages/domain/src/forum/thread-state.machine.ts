/**
 * A forum topic's thread state (spec section 3 "Comment thread state: open, closed, hidden"):
 * open takes comments; closed keeps its comments readable but takes no new ones; hidden shows the
 * topic without its comments to everyone but the moderators and takes no new ones either
 * (docs/decisions.md §56). Moderators move it; each state can be left again.
 */
export const THREAD_STATES = ['open', 'closed', 'hidden'] as const;
export type ThreadState = (typeof THREAD_STATES)[number];

export type ThreadCommand = 'close_thread' | 'reopen_thread' | 'hide_thread' | 'unhide_thread';

const TRANSITIONS: Readonly<Record<ThreadState, Partial<Record<ThreadCommand, ThreadState>>>> = {
  open: { close_thread: 'closed', hide_thread: 'hidden' },
  closed: { reopen_thread: 'open', hide_thread: 'hidden' },
  hidden: { unhide_thread: 'open' },
};

/** The state after the command, or null when it does not apply (reopening an open thread). */
export function nextThreadState(state: ThreadState, command: ThreadCommand): ThreadState | null {
  return TRANSITIONS[state][command] ?? null;
}

/** Whether new comments may be posted. */
export const threadTakesComments = (state: ThreadState) => state === 'open';
/** Whether readers who do not moderate the topic see its comments. */
export const threadCommentsPublic = (state: ThreadState) => state !== 'hidden';
