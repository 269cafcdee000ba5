import type { GemaBadgeVisibility, ProfileVisibility } from './profile.constants.ts';

export type ProfileViewer = { id: string; gemaVerified?: boolean } | null;
export type ProfileOwner = { id: string };

/**
 * Who may see a private profile. Spec: "a private profile is visible only to confirmed
 * contacts". Contacts arrive with messaging; until then this answers "the owner only".
 * SEAM: when contacts exist, add `areContacts` to the viewer (or a third argument) and answer
 * true for confirmed contacts here; the server's profiles service already asks only this.
 */
export function canSeePrivateProfile(viewer: ProfileViewer, owner: ProfileOwner): boolean {
  return viewer !== null && viewer.id === owner.id;
}

/** Whether a profile with this visibility is shown to the viewer. */
export function canSeeProfile(
  viewer: ProfileViewer,
  owner: ProfileOwner,
  visibility: ProfileVisibility,
): boolean {
  return visibility === 'public' || canSeePrivateProfile(viewer, owner);
}

/**
 * Whether the viewer may open the user's profile page (`GET /api/user/{id}` answers it rather
 * than 404): a private account (no musician profile) is hidden from visitors, a private profile
 * from everyone `canSeePrivateProfile` does not allow. Accounts not in use are never opened.
 */
export function canOpenProfile(
  viewer: ProfileViewer,
  owner: ProfileOwner & { accountType: 'private' | 'musician' },
  visibility: ProfileVisibility,
): boolean {
  if (owner.accountType === 'private' && viewer === null) return false;
  return canSeeProfile(viewer, owner, visibility);
}

/**
 * Whether the GEMA badge shows: only for a verified membership, and then as the owner chose:
 * `public` to everyone, `gema` to verified society members (and the owner), `none` to nobody.
 */
export function showsGemaBadge(
  ownerVerified: boolean,
  badge: GemaBadgeVisibility,
  viewer: ProfileViewer,
  owner: ProfileOwner,
): boolean {
  if (!ownerVerified) return false;
  switch (badge) {
    case 'public':
      return true;
    case 'gema':
      return viewer !== null && (viewer.id === owner.id || viewer.gemaVerified === true);
    case 'none':
      return false;
  }
}
