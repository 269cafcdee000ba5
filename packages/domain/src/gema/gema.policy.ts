import type { GemaBadgeVisibility } from '../profiles/profile.constants.ts';

/**
 * THE members-only policy (spec section 6: "GEMA-verified members get exclusive features and
 * society-only content"). Every module that has members-only content or features asks here, the
 * server to authorize and the web to decide what to show.
 */

/** Who looks: a visitor (null) or a signed-in account with its verification flag. */
export type GemaViewer = { gemaVerified: boolean } | null;

/** Whether the viewer may use the society members' exclusive features and content. */
export function hasMembersOnlyAccess(viewer: GemaViewer): boolean {
  return viewer?.gemaVerified === true;
}

/** Whether the viewer may see a piece of content that may be restricted to society members. */
export function canSeeGemaContent(viewer: GemaViewer, content: { membersOnly: boolean }): boolean {
  return !content.membersOnly || hasMembersOnlyAccess(viewer);
}

/**
 * Whether a profile shows the GEMA badge to a viewer: only a verified owner has one; `public`
 * shows it to everyone, `gema` to verified society members only, `none` to nobody.
 */
export function isGemaBadgeVisible(
  badgeVisibility: GemaBadgeVisibility,
  viewerIsGemaMember: boolean,
  ownerIsVerified: boolean,
): boolean {
  if (!ownerIsVerified) return false;
  switch (badgeVisibility) {
    case 'public':
      return true;
    case 'gema':
      return viewerIsGemaMember;
    case 'none':
      return false;
  }
}
