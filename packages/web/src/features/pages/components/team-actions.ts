import {
  allowedCommands,
  canCommand,
  membershipStateOf,
  type MembershipCommand,
  type PageRole,
} from '@backline/domain';

/** The buttons of one team member's row. */
export const TEAM_ACTIONS = [
  'appointAdmin',
  'demoteAdmin',
  'makeTeam',
  'makeMember',
  'transfer',
  'remove',
  'removeAndBlock',
  'leave',
] as const;
export type TeamAction = (typeof TEAM_ACTIONS)[number];

const COMMAND_OF: Record<TeamAction, MembershipCommand> = {
  appointAdmin: 'appointAdmin',
  demoteAdmin: 'demoteAdmin',
  makeTeam: 'makeTeam',
  makeMember: 'makeMember',
  transfer: 'receiveOwnership',
  remove: 'remove',
  removeAndBlock: 'removeAndBlock',
  leave: 'leave',
};

/**
 * What the caller (`actorRole`) may do to a team member (`targetRole`, `self` when it is the
 * caller): the membership machine says which commands apply to the target's state, the page
 * policy says whether this actor may issue them. The server decides with the same two.
 */
export function teamActionsFor(
  actorRole: PageRole | null,
  targetRole: PageRole,
  self: boolean,
): TeamAction[] {
  const applicable = new Set(allowedCommands(membershipStateOf(targetRole, false)));
  return TEAM_ACTIONS.filter((action) => {
    const command = COMMAND_OF[action];
    return applicable.has(command) && canCommand(actorRole, command, targetRole, self);
  });
}
