import {
  allowedCommands,
  canCommand,
  canCommandTeamRequest,
  canEditPage,
  canRequestOwnership,
  membershipStateOf,
  nextTeamRequestState,
  type Page,
  type TeamRequestState,
} from '@backline/domain';

/**
 * What the caller may do on the page, by the membership and team request machines and the page
 * policy: ask to join (or withdraw the request), answer an invitation, leave.
 */
export function pageViewerActions(page: Page, signedIn: boolean) {
  const state = membershipStateOf(page.myRole, page.isBlocked);
  const applicable = new Set(allowedCommands(state));
  const may = (command: 'leave') =>
    signedIn && applicable.has(command) && canCommand(page.myRole, command, page.myRole, true);
  const open: TeamRequestState =
    page.invitedAs !== null ? 'invited' : page.joinRequested ? 'requested' : 'none';
  const mayRequest = (
    command: 'requestJoin' | 'withdrawRequest' | 'acceptInvitation' | 'declineInvitation',
  ) =>
    signedIn &&
    !page.isBlocked &&
    nextTeamRequestState(open, command) !== null &&
    canCommandTeamRequest(page.myRole, command, true);
  return {
    follow: signedIn && !page.isBlocked,
    requestJoin: mayRequest('requestJoin'),
    withdrawJoinRequest: signedIn && nextTeamRequestState(open, 'withdrawRequest') !== null,
    answerInvitation: mayRequest('acceptInvitation') && mayRequest('declineInvitation'),
    leave: may('leave'),
    requestOwnership:
      signedIn && !page.isBlocked && canRequestOwnership(page.myRole) && !page.ownershipRequested,
    withdrawRequest: signedIn && page.ownershipRequested,
    edit: signedIn && canEditPage(page.myRole),
  };
}

/** What the caller may do on a page (see `pageViewerActions`). */
export type PageViewerActions = ReturnType<typeof pageViewerActions>;
