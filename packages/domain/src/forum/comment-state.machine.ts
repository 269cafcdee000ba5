/**
 * A forum comment's state (spec section 4, Content): visible, hidden (behind a policy notice with
 * an option to show) or deleted. Moderators hide, unhide and delete; the author deletes their own.
 * Deleted is final: nothing brings a deleted comment back.
 */
export const COMMENT_STATES = ['visible', 'hidden', 'deleted'] as const;
export type CommentState = (typeof COMMENT_STATES)[number];

export type CommentCommand = 'hide' | 'unhide' | 'delete' | 'author_delete';
/** Who moves a comment: a moderator (site or category) or its author. */
export type CommentActor = 'moderator' | 'author';

const TRANSITIONS: Readonly<Record<CommentState, Partial<Record<CommentCommand, CommentState>>>> = {
  visible: { hide: 'hidden', delete: 'deleted', author_delete: 'deleted' },
  hidden: { unhide: 'visible', delete: 'deleted', author_delete: 'deleted' },
  deleted: {},
};

const ALLOWED: Readonly<Record<CommentActor, readonly CommentCommand[]>> = {
  moderator: ['hide', 'unhide', 'delete'],
  author: ['author_delete'],
};

/** The state after the command by this actor, or null when it does not apply. */
export function nextCommentState(
  state: CommentState,
  command: CommentCommand,
  actor: CommentActor,
): CommentState | null {
  if (!ALLOWED[actor].includes(command)) return null;
  return TRANSITIONS[state][command] ?? null;
}

/** Whether the comment's text is delivered at all (a deleted comment's never is). */
export const commentBodyDelivered = (state: CommentState) => state !== 'deleted';
