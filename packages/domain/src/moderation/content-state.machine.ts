/**
 * The content state (spec section 4, Content): content can be published, depublished (blocked by
 * a moderator) and republished. Every module whose content moderators can block (forum topics,
 * later ads, classifieds, stories, events) stores one of these states and moves it only here.
 */
export const CONTENT_STATES = ['published', 'depublished'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

export type ContentStateCommand = 'depublish' | 'republish';

const TRANSITIONS: Readonly<
  Record<ContentState, Partial<Record<ContentStateCommand, ContentState>>>
> = {
  published: { depublish: 'depublished' },
  depublished: { republish: 'published' },
};

/** The state after the command, or null when it does not apply (depublishing blocked content). */
export function nextContentState(
  state: ContentState,
  command: ContentStateCommand,
): ContentState | null {
  return TRANSITIONS[state][command] ?? null;
}

/** Whether people other than its author and the moderators see the content. */
export const contentPublic = (state: ContentState) => state === 'published';
