import type { PageRole } from './page.constants.ts';

/**
 * Page membership (spec section 4): the place of ONE user in ONE page as a transition table.
 * `none` is outside the team, `blocked` is outside and barred (the page blocked them). The
 * server decides every team command with `nextState`; the web shows the commands
 * `allowedCommands` lists. Who may issue a command is `page.policy.ts`'s business.
 */
export const MEMBERSHIP_STATES = ['none', 'member', 'team', 'admin', 'owner', 'blocked'] as const;
export type MembershipState = (typeof MEMBERSHIP_STATES)[number];

export const MEMBERSHIP_COMMANDS = [
  /**
   * An admin adds the user as a member: only with the user's consent, by approving their request
   * to join (`TEAM_REQUEST_MACHINE`). Nobody joins by one click any more.
   */
  'addMember',
  /** An admin adds the user as a team member (with consent, like `addMember`). */
  'addTeam',
  /** The user accepts an invitation for a member (a personal one, or an invite link). */
  'acceptMemberInvite',
  /** The user accepts an invitation for the team. */
  'acceptTeamInvite',
  /** An admin moves a member into the team / a team member to the members. */
  'makeTeam',
  'makeMember',
  /** The owner appoints an admin. */
  'appointAdmin',
  /** The owner demotes an admin to member. */
  'demoteAdmin',
  /** An admin (or the owner) removes the user. */
  'remove',
  /** ... and blocks them: they cannot come back until unblocked. */
  'removeAndBlock',
  /** A page blocks a user who is outside the team. */
  'block',
  'unblock',
  /** The user leaves by themself (admins remove themselves; the owner cannot). */
  'leave',
  /** Ownership transfer: the old owner becomes admin ... */
  'handOverOwnership',
  /** ... and the target (team member or requester) becomes owner. */
  'receiveOwnership',
  /** The first owner: creating the page. */
  'create',
] as const;
export type MembershipCommand = (typeof MEMBERSHIP_COMMANDS)[number];

type Table = Record<MembershipState, Partial<Record<MembershipCommand, MembershipState>>>;

const OUTSIDE_ENTRY = {
  addMember: 'member',
  addTeam: 'team',
  acceptMemberInvite: 'member',
  acceptTeamInvite: 'team',
  block: 'blocked',
  receiveOwnership: 'owner',
} as const;

const LEAVING = { remove: 'none', removeAndBlock: 'blocked', leave: 'none' } as const;

export const MEMBERSHIP_MACHINE: Table = {
  none: { ...OUTSIDE_ENTRY, create: 'owner' },
  member: {
    ...LEAVING,
    makeTeam: 'team',
    appointAdmin: 'admin',
    receiveOwnership: 'owner',
  },
  team: {
    ...LEAVING,
    makeMember: 'member',
    appointAdmin: 'admin',
    receiveOwnership: 'owner',
  },
  admin: {
    ...LEAVING,
    demoteAdmin: 'member',
    receiveOwnership: 'owner',
  },
  owner: { handOverOwnership: 'admin' },
  blocked: { unblock: 'none' },
};

/** The state after `command`, or null when the command does not apply in `state`. */
export function nextState(
  state: MembershipState,
  command: MembershipCommand,
): MembershipState | null {
  return MEMBERSHIP_MACHINE[state][command] ?? null;
}

/** The commands that apply in `state`, in the catalogue's order. */
export function allowedCommands(state: MembershipState): MembershipCommand[] {
  return MEMBERSHIP_COMMANDS.filter((command) => MEMBERSHIP_MACHINE[state][command] !== undefined);
}

/** A user's membership state from their team role and whether the page blocked them. */
export const membershipStateOf = (role: PageRole | null, blocked: boolean): MembershipState =>
  role ?? (blocked ? 'blocked' : 'none');

/** The team role of a state; null outside the team. */
export const roleOfState = (state: MembershipState): PageRole | null =>
  state === 'none' || state === 'blocked' ? null : state;

/**
 * Ownership requests of one user in one page: requested or not. Accepting is a transfer to the
 * requester; declining and withdrawing both drop it.
 */
export const OWNERSHIP_REQUEST_STATES = ['none', 'requested'] as const;
export type OwnershipRequestState = (typeof OWNERSHIP_REQUEST_STATES)[number];
export const OWNERSHIP_REQUEST_COMMANDS = ['request', 'withdraw', 'accept', 'decline'] as const;
export type OwnershipRequestCommand = (typeof OWNERSHIP_REQUEST_COMMANDS)[number];
export const OWNERSHIP_REQUEST_MACHINE: Record<
  OwnershipRequestState,
  Partial<Record<OwnershipRequestCommand, OwnershipRequestState>>
> = {
  none: { request: 'requested' },
  requested: { withdraw: 'none', accept: 'none', decline: 'none' },
};
export function nextRequestState(
  state: OwnershipRequestState,
  command: OwnershipRequestCommand,
): OwnershipRequestState | null {
  return OWNERSHIP_REQUEST_MACHINE[state][command] ?? null;
}

/**
 * Consent to enter a team (docs/decisions.md, "Page teams with consent"): the page invites a user,
 * who accepts or declines; or a user asks to join, and the page's owner or an admin approves or
 * refuses. At most one of the two is open per user and page (`invited` or `requested`); each
 * answer or withdrawal closes it. Accepting enters the team with `acceptMemberInvite` /
 * `acceptTeamInvite`, approving with `addMember`.
 */
export const TEAM_REQUEST_STATES = ['none', 'invited', 'requested'] as const;
export type TeamRequestState = (typeof TEAM_REQUEST_STATES)[number];
export const TEAM_REQUEST_COMMANDS = [
  /** The page (owner or admin) invites the user. */
  'invite',
  /** The page takes its invitation back. */
  'withdrawInvitation',
  /** The invited user says yes (enters the team) or no. */
  'acceptInvitation',
  'declineInvitation',
  /** The user asks to join. */
  'requestJoin',
  /** The user takes the request back. */
  'withdrawRequest',
  /** The page (owner or admin) says yes (the user enters as a member) or no. */
  'approveRequest',
  'refuseRequest',
] as const;
export type TeamRequestCommand = (typeof TEAM_REQUEST_COMMANDS)[number];
export const TEAM_REQUEST_MACHINE: Record<
  TeamRequestState,
  Partial<Record<TeamRequestCommand, TeamRequestState>>
> = {
  none: { invite: 'invited', requestJoin: 'requested' },
  invited: { withdrawInvitation: 'none', acceptInvitation: 'none', declineInvitation: 'none' },
  requested: { withdrawRequest: 'none', approveRequest: 'none', refuseRequest: 'none' },
};
export function nextTeamRequestState(
  state: TeamRequestState,
  command: TeamRequestCommand,
): TeamRequestState | null {
  return TEAM_REQUEST_MACHINE[state][command] ?? null;
}
