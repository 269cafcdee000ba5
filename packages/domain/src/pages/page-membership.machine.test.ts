import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PageRole } from './page.constants.ts';
import {
  MEMBERSHIP_COMMANDS,
  MEMBERSHIP_MACHINE,
  MEMBERSHIP_STATES,
  OWNERSHIP_REQUEST_COMMANDS,
  OWNERSHIP_REQUEST_STATES,
  TEAM_REQUEST_COMMANDS,
  TEAM_REQUEST_STATES,
  allowedCommands,
  membershipStateOf,
  nextRequestState,
  nextState,
  nextTeamRequestState,
  roleOfState,
  type MembershipCommand,
  type MembershipState,
} from './page-membership.machine.ts';
import { canCommand, canCommandTeamRequest } from './page.policy.ts';

/** Every state × command, written out: the table the server and the web decide with. */
const EXPECTED: Record<MembershipState, Partial<Record<MembershipCommand, MembershipState>>> = {
  none: {
    addMember: 'member',
    addTeam: 'team',
    acceptMemberInvite: 'member',
    acceptTeamInvite: 'team',
    block: 'blocked',
    receiveOwnership: 'owner',
    create: 'owner',
  },
  member: {
    makeTeam: 'team',
    appointAdmin: 'admin',
    remove: 'none',
    removeAndBlock: 'blocked',
    leave: 'none',
    receiveOwnership: 'owner',
  },
  team: {
    makeMember: 'member',
    appointAdmin: 'admin',
    remove: 'none',
    removeAndBlock: 'blocked',
    leave: 'none',
    receiveOwnership: 'owner',
  },
  admin: {
    demoteAdmin: 'member',
    remove: 'none',
    removeAndBlock: 'blocked',
    leave: 'none',
    receiveOwnership: 'owner',
  },
  owner: { handOverOwnership: 'admin' },
  blocked: { unblock: 'none' },
};

describe('the page membership machine', () => {
  for (const state of MEMBERSHIP_STATES) {
    for (const command of MEMBERSHIP_COMMANDS) {
      const expected = EXPECTED[state][command] ?? null;
      it(`${state} + ${command} → ${expected ?? 'refused'}`, () => {
        expect(nextState(state, command)).toBe(expected);
      });
    }
  }

  it('lists exactly the commands that have a transition', () => {
    for (const state of MEMBERSHIP_STATES) {
      expect(allowedCommands(state).sort()).toEqual(Object.keys(EXPECTED[state]).sort());
    }
  });

  it('never lets the owner leave, be removed or blocked without handing over first', () => {
    for (const command of ['leave', 'remove', 'removeAndBlock', 'block'] as const) {
      expect(nextState('owner', command)).toBeNull();
    }
    expect(allowedCommands('owner')).toEqual(['handOverOwnership']);
  });

  it('keeps blocked users out until they are unblocked', () => {
    expect(allowedCommands('blocked')).toEqual(['unblock']);
  });

  it('maps roles to states and back', () => {
    expect(membershipStateOf(null, false)).toBe('none');
    expect(membershipStateOf(null, true)).toBe('blocked');
    expect(membershipStateOf('admin', false)).toBe('admin');
    expect(roleOfState('blocked')).toBeNull();
    expect(roleOfState('team')).toBe('team');
    expect(Object.keys(MEMBERSHIP_MACHINE).sort()).toEqual([...MEMBERSHIP_STATES].sort());
  });
});

describe('ownership requests', () => {
  it('are requested, then withdrawn, accepted or declined', () => {
    expect(nextRequestState('none', 'request')).toBe('requested');
    expect(nextRequestState('requested', 'request')).toBeNull();
    for (const command of ['withdraw', 'accept', 'decline'] as const) {
      expect(nextRequestState('requested', command)).toBe('none');
      expect(nextRequestState('none', command)).toBeNull();
    }
    expect(OWNERSHIP_REQUEST_STATES).toHaveLength(2);
    expect(OWNERSHIP_REQUEST_COMMANDS).toHaveLength(4);
  });
});

describe('invitations and join requests', () => {
  const EXPECTED_REQUESTS = {
    none: { invite: 'invited', requestJoin: 'requested' },
    invited: { withdrawInvitation: 'none', acceptInvitation: 'none', declineInvitation: 'none' },
    requested: { withdrawRequest: 'none', approveRequest: 'none', refuseRequest: 'none' },
  } as const;

  it('opens one of the two at a time and closes it with each answer or withdrawal', () => {
    for (const state of TEAM_REQUEST_STATES) {
      for (const command of TEAM_REQUEST_COMMANDS) {
        const expected =
          (EXPECTED_REQUESTS[state] as Partial<Record<string, string>>)[command] ?? null;
        expect(nextTeamRequestState(state, command), `${state} + ${command}`).toBe(expected);
      }
    }
  });

  it('lets the owner and admins invite and answer requests, and the user answer and ask', () => {
    const roles: (PageRole | null)[] = ['owner', 'admin', 'member', 'team', null];
    for (const role of roles) {
      const manager = role === 'owner' || role === 'admin';
      for (const command of [
        'invite',
        'withdrawInvitation',
        'approveRequest',
        'refuseRequest',
      ] as const) {
        expect(canCommandTeamRequest(role, command, false), `${role} ${command}`).toBe(manager);
        // Nobody invites or approves themself, not even the owner.
        expect(canCommandTeamRequest(role, command, true)).toBe(false);
      }
      for (const command of ['acceptInvitation', 'declineInvitation', 'withdrawRequest'] as const) {
        expect(canCommandTeamRequest(role, command, true)).toBe(true);
        expect(canCommandTeamRequest(role, command, false)).toBe(false);
      }
      // Only from outside the team, for oneself.
      expect(canCommandTeamRequest(role, 'requestJoin', true)).toBe(role === null);
      expect(canCommandTeamRequest(role, 'requestJoin', false)).toBe(false);
    }
  });
});

// ---- Model: a page with a few users, driven by random commands ----------------------------------

type Team = Map<number, MembershipState>;
const USERS = [0, 1, 2, 3, 4];

const roleIn = (team: Team, user: number): PageRole | null => roleOfState(team.get(user) ?? 'none');

/**
 * Applies one command as the server does: the policy decides whether the actor may, the machine
 * whether it applies to the target's state; a transfer moves both ends at once. Returns whether
 * it was done.
 */
function apply(team: Team, actor: number, command: MembershipCommand, target: number): boolean {
  const self = actor === target;
  const targetState = team.get(target) ?? 'none';
  if (!canCommand(roleIn(team, actor), command, roleIn(team, target), self)) return false;
  if (command === 'receiveOwnership') {
    const to = nextState(targetState, 'receiveOwnership');
    const from = nextState('owner', 'handOverOwnership');
    if (!to || !from) return false;
    team.set(actor, from);
    team.set(target, to);
    return true;
  }
  if (command === 'handOverOwnership' || command === 'create') return false; // only with the above
  const next = nextState(targetState, command);
  if (!next) return false;
  team.set(target, next);
  return true;
}

const commandArb = fc.record({
  actor: fc.constantFrom(...USERS),
  command: fc.constantFrom(...MEMBERSHIP_COMMANDS),
  target: fc.constantFrom(...USERS),
});

describe('the team model', () => {
  it('always has exactly one owner, whatever random commands are sent', () => {
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 60 }), (commands) => {
        const team: Team = new Map([[0, 'owner']]);
        for (const { actor, command, target } of commands) {
          apply(team, actor, command, target);
          const owners = [...team.values()].filter((state) => state === 'owner');
          expect(owners).toHaveLength(1);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('never lets a blocked user into the team without an unblock first', () => {
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 60 }), (commands) => {
        const team: Team = new Map([[0, 'owner']]);
        for (const { actor, command, target } of commands) {
          const before = team.get(target) ?? 'none';
          apply(team, actor, command, target);
          const after = team.get(target) ?? 'none';
          if (before === 'blocked') expect(['blocked', 'none']).toContain(after);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('only ever makes admins through the owner', () => {
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 60 }), (commands) => {
        const team: Team = new Map([[0, 'owner']]);
        for (const { actor, command, target } of commands) {
          const actorRole = roleIn(team, actor);
          const before = team.get(target) ?? 'none';
          apply(team, actor, command, target);
          const after = team.get(target) ?? 'none';
          if (after === 'admin' && before !== 'admin') {
            // Appointed by the owner, or the owner handed the page over.
            expect(actorRole).toBe('owner');
          }
        }
      }),
      { numRuns: 1000 },
    );
  });
});
