import type { ProfileVisibility } from '../profiles/profile.constants.ts';
import { canOpenProfile } from '../profiles/profile.policy.ts';
import type { PageRole } from './page.constants.ts';
import type { MembershipCommand, TeamRequestCommand } from './page-membership.machine.ts';

/**
 * Who may do what with a page (spec section 6). Pure: the server authorizes with these, the web
 * decides which buttons to show with the same functions.
 *
 * `role` is the caller's team role in the page, null when they are not in the team.
 */
export type PageActor = { userId: string; role: PageRole | null };

/** The roles that manage a page and speak for it: the owner and admins. */
export const PAGE_MANAGER_ROLES: readonly PageRole[] = ['owner', 'admin'];

const isManager = (role: PageRole | null): boolean =>
  role !== null && PAGE_MANAGER_ROLES.includes(role);

/**
 * Spec section 6, page affiliation check: the user is the page itself, or is its admin, member
 * or owner. Team members (`team`) count as members.
 */
export function isAffiliated(userId: string, page: { id: string; role: PageRole | null }): boolean {
  return userId === page.id || page.role !== null;
}

/** Owner and admins edit the page. */
export const canEditPage = (role: PageRole | null): boolean => isManager(role);

/** Owner and admins add, remove, block, unblock and invite (not admins: see below). */
export const canManageTeam = (role: PageRole | null): boolean => isManager(role);

/** Only the owner appoints and demotes admins (and removes an admin). */
export const canAppointAdmins = (role: PageRole | null): boolean => role === 'owner';

export const canTransferOwnership = (role: PageRole | null): boolean => role === 'owner';

/** Only the owner sees and answers ownership requests. */
export const canAnswerOwnershipRequests = (role: PageRole | null): boolean => role === 'owner';

export const canDeletePage = (role: PageRole | null): boolean => role === 'owner';

/**
 * Posting and messaging as the page (the sender picker): the owner and admins (spec section 6:
 * "Page admin: posts and messages as the page"). Members and team members belong to the page
 * but do not speak for it; they pass the affiliation check of the object-user header, and each
 * module that posts as the page asks this function.
 */
export const canActAsPage = (role: PageRole | null): boolean => isManager(role);

/** Anyone outside the team (and not the owner) may ask to become owner. */
export const canRequestOwnership = (role: PageRole | null): boolean => role !== 'owner';

/**
 * May `actor` issue `command` on `target` (another user's role; null when outside the team)?
 * Self-commands (`join`, `leave`, `accept*Invite`) are for the actor on themself. The machine
 * still decides whether the command applies to the target's state.
 */
export function canCommand(
  actorRole: PageRole | null,
  command: MembershipCommand,
  targetRole: PageRole | null,
  self: boolean,
): boolean {
  switch (command) {
    case 'acceptMemberInvite':
    case 'acceptTeamInvite':
      return self;
    case 'leave':
      // The owner cannot leave without transferring first.
      return self && actorRole !== null && actorRole !== 'owner';
    case 'addMember':
    case 'addTeam':
    case 'block':
    case 'unblock':
    case 'makeTeam':
    case 'makeMember':
      return !self && canManageTeam(actorRole);
    case 'remove':
    case 'removeAndBlock':
      // Admins remove members and team members; an admin only by the owner; never the owner.
      if (self || targetRole === 'owner') return false;
      return targetRole === 'admin' ? canAppointAdmins(actorRole) : canManageTeam(actorRole);
    case 'appointAdmin':
    case 'demoteAdmin':
      return !self && canAppointAdmins(actorRole);
    case 'handOverOwnership':
      return self && canTransferOwnership(actorRole);
    case 'receiveOwnership':
      // Given by the owner (transfer or accepting a request), never taken.
      return !self && canTransferOwnership(actorRole);
    case 'create':
      return self && actorRole === null;
  }
}

/**
 * Invitations and join requests (`TEAM_REQUEST_MACHINE`). The owner and admins invite, withdraw
 * the page's invitations (whoever of them sent one: the invitation speaks for the page) and
 * answer requests; the user themself answers an invitation, asks to join from outside the team
 * and withdraws their request. The machine still decides whether the command applies.
 */
export function canCommandTeamRequest(
  actorRole: PageRole | null,
  command: TeamRequestCommand,
  self: boolean,
): boolean {
  switch (command) {
    case 'invite':
    case 'withdrawInvitation':
    case 'approveRequest':
    case 'refuseRequest':
      return !self && canManageTeam(actorRole);
    case 'acceptInvitation':
    case 'declineInvitation':
    case 'withdrawRequest':
      return self;
    case 'requestJoin':
      return self && actorRole === null;
  }
}

/** Owner and admins see the open invitations and join requests and answer the requests. */
export const canAnswerJoinRequests = (role: PageRole | null): boolean => isManager(role);

/**
 * How a person in a page's lists (team, invitations, requests, blocks) shows to a viewer:
 * - `former`: the account is gone or paused (deactivated, marked for deletion, purged): "former
 *   member", no name, no picture, no link;
 * - `visible` with a link: the viewer may open the profile (`canOpenProfile`);
 * - `visible` without a link: a profile the viewer may not open, but the viewer is on the page's
 *   team (team members know each other's names);
 * - `private`: anyone else learns nothing of a profile they may not open: no name, no link.
 */
export type PagePersonView = { status: 'visible' | 'private' | 'former'; link: boolean };

export function pagePersonView(
  person: {
    id: string;
    inUse: boolean;
    accountType: 'private' | 'musician';
    visibility: ProfileVisibility;
  },
  viewer: { id: string | null; inTeam: boolean },
): PagePersonView {
  if (!person.inUse) return { status: 'former', link: false };
  const profileViewer = viewer.id === null ? null : { id: viewer.id };
  if (canOpenProfile(profileViewer, person, person.visibility)) {
    return { status: 'visible', link: true };
  }
  return viewer.inTeam ? { status: 'visible', link: false } : { status: 'private', link: false };
}
