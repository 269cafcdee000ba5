/**
 * Moderation (spec sections 4 and 6; issue 16 item 4): what moderators do to content and to
 * users. Every measure carries a reason and can be objected to (decisions §12).
 *
 * Content actions are applied by the module that owns the subject (registered with the reports
 * module beside the report subject kind, `ReportSubjectType.moderation` on the server); each kind
 * names the actions it supports. User measures are applied through the bans module.
 */
export const CONTENT_ACTIONS = [
  /** A comment: hidden behind a policy notice with an option to show. */
  'hide',
  'unhide',
  /** Deleted for good: 'The comment does not exist or was deleted'. Cannot be undone. */
  'delete',
  /** Content state (spec section 4, Content): published → depublished (blocked) → republished. */
  'depublish',
  'republish',
  /** Thread state of a forum topic: open, closed, hidden. */
  'close_thread',
  'reopen_thread',
  'hide_thread',
  'unhide_thread',
  /** The author of the subject may no longer comment in its thread. */
  'thread_ban',
  'lift_thread_ban',
] as const;
export type ContentAction = (typeof CONTENT_ACTIONS)[number];

/** Measures against the user a subject belongs to (spec section 4, Bans). */
export const USER_MEASURES = ['shadow_ban', 'community_ban', 'lift_ban'] as const;
export type UserMeasure = (typeof USER_MEASURES)[number];

/** Everything a moderator can do from the queue or in place. */
export const MODERATION_ACTIONS = [...CONTENT_ACTIONS, ...USER_MEASURES] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/**
 * What undoes a measure when an objection succeeds; null where nothing can (a deletion). The
 * moderation module applies it with the deciding moderator's reason.
 */
export const MEASURE_REVERSAL: Readonly<Record<ModerationAction, ModerationAction | null>> = {
  hide: 'unhide',
  unhide: null,
  delete: null,
  depublish: 'republish',
  republish: null,
  close_thread: 'reopen_thread',
  reopen_thread: null,
  hide_thread: 'unhide_thread',
  unhide_thread: null,
  thread_ban: 'lift_thread_ban',
  lift_thread_ban: null,
  shadow_ban: 'lift_ban',
  community_ban: 'lift_ban',
  lift_ban: null,
};

/** A moderation reason (mandatory) and an objection's text: at most this long. */
export const MODERATION_REASON_MAX_LENGTH = 1000;

/**
 * A measure against someone (hiding, deleting, blocking, banning): it upholds the subject's open
 * reports and can be objected to. The others (unhide, republish, lift_ban …) lift a measure.
 */
export const isRestrictiveAction = (action: ModerationAction): boolean =>
  MEASURE_REVERSAL[action] !== null || action === 'delete';

export const isUserMeasure = (action: ModerationAction): action is UserMeasure =>
  (USER_MEASURES as readonly string[]).includes(action);

/** Subjects per page of the moderation queue, appeals per page of the appeals list. */
export const MODERATION_QUEUE_PAGE_SIZE = 20;
/** Reports shown per subject in the queue (the newest; the count tells the rest). */
export const MODERATION_QUEUE_REPORTS_PER_SUBJECT = 20;

/** How long a subject's excerpt is in the queue and in the measures' snapshot. */
export const MODERATION_EXCERPT_LENGTH = 300;

/** A text as moderators see it in a list: one line of whitespace, at most the excerpt's length. */
export function moderationExcerpt(text: string | null | undefined): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > MODERATION_EXCERPT_LENGTH
    ? `${flat.slice(0, MODERATION_EXCERPT_LENGTH - 1)}…`
    : flat;
}
