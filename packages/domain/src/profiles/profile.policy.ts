import type { GemaBadgeVisibility, ProfileVisibility } from './profile.constants.ts';

/**
 * Who looks at a profile: `isContact` says whether they are a confirmed contact of the owner
 * (asked only when it matters: a private profile).
 */
export type ProfileViewer = { id: string; gemaVerified?: boolean; isContact?: boolean } | null;
export type ProfileOwner = { id: string };

/**
 * Who may see a private profile. Spec: "a private profile is visible only to confirmed
 * contacts" (and to its owner). The server's profiles service asks only this.
 */
export function canSeePrivateProfile(viewer: ProfileViewer, owner: ProfileOwner): boolean {
  return viewer !== null && (viewer.id === owner.id || viewer.isContact === true);
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
