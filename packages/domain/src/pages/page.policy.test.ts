import { describe, expect, it } from 'vitest';
import { PAGE_ROLES, type PageRole } from './page.constants.ts';
import { MEMBERSHIP_COMMANDS, type MembershipCommand } from './page-membership.machine.ts';
import {
  canActAsPage,
  canAnswerOwnershipRequests,
  canAppointAdmins,
  canCommand,
  canDeletePage,
  canEditPage,
  canManageTeam,
  canRequestOwnership,
  canTransferOwnership,
  isAffiliated,
  pagePersonView,
} from './page.policy.ts';

const ROLES: (PageRole | null)[] = [...PAGE_ROLES, null];
const name = (role: PageRole | null) => role ?? 'outsider';

/** Per caller role: edit, team, admins, transfer, delete, act as, answer requests, request. */
const EXPECTED: Record<string, boolean[]> = {
  owner: [true, true, true, true, true, true, true, false],
  admin: [true, true, false, false, false, true, false, true],
  member: [false, false, false, false, false, false, false, true],
  team: [false, false, false, false, false, false, false, true],
  outsider: [false, false, false, false, false, false, false, true],
};

describe('page policy per role', () => {
  for (const role of ROLES) {
    it(`${name(role)}: ${EXPECTED[name(role)]?.join(', ')}`, () => {
      expect([
        canEditPage(role),
        canManageTeam(role),
        canAppointAdmins(role),
        canTransferOwnership(role),
        canDeletePage(role),
        canActAsPage(role),
        canAnswerOwnershipRequests(role),
        canRequestOwnership(role),
      ]).toEqual(EXPECTED[name(role)]);
    });
  }
});

describe('isAffiliated (spec section 6)', () => {
  it('is true for the page itself and every team role, false for an outsider', () => {
    expect(isAffiliated('Page123456', { id: 'Page123456', role: null })).toBe(true);
    for (const role of PAGE_ROLES) {
      expect(isAffiliated('User123456', { id: 'Page123456', role })).toBe(true);
    }
    expect(isAffiliated('User123456', { id: 'Page123456', role: null })).toBe(false);
  });
});

/** Who may issue each command on whom: [actor, target, self] → allowed, over every combination. */
function expected(
  actor: PageRole | null,
  command: MembershipCommand,
  target: PageRole | null,
  self: boolean,
): boolean {
  const manager = actor === 'owner' || actor === 'admin';
  switch (command) {
    case 'acceptMemberInvite':
    case 'acceptTeamInvite':
      return self;
    case 'leave':
      return self && (actor === 'admin' || actor === 'member' || actor === 'team');
    case 'remove':
    case 'removeAndBlock':
      if (self || target === 'owner') return false;
      return target === 'admin' ? actor === 'owner' : manager;
    case 'appointAdmin':
    case 'demoteAdmin':
    case 'receiveOwnership':
      return !self && actor === 'owner';
    case 'handOverOwnership':
      return self && actor === 'owner';
    case 'create':
      return self && actor === null;
    default:
      return !self && manager;
  }
}

describe('canCommand', () => {
  for (const command of MEMBERSHIP_COMMANDS) {
    it(`decides ${command} for every actor, target and self`, () => {
      for (const actor of ROLES) {
        for (const target of ROLES) {
          for (const self of [true, false]) {
            expect(canCommand(actor, command, target, self), `${name(actor)}→${name(target)}`).toBe(
              expected(actor, command, target, self),
            );
          }
        }
      }
    });
  }

  it('lets admins remove themselves but never the owner', () => {
    expect(canCommand('admin', 'leave', 'admin', true)).toBe(true);
    expect(canCommand('owner', 'leave', 'owner', true)).toBe(false);
    expect(canCommand('admin', 'remove', 'owner', false)).toBe(false);
    expect(canCommand('admin', 'remove', 'admin', false)).toBe(false);
    expect(canCommand('owner', 'remove', 'admin', false)).toBe(true);
  });
});

describe('pagePersonView', () => {
  const person = (over: Partial<Parameters<typeof pagePersonView>[0]> = {}) => ({
    id: 'User123456',
    inUse: true,
    accountType: 'musician' as const,
    visibility: 'public' as const,
    ...over,
  });
  const stranger = { id: 'Other12345', inTeam: false };
  const teamMate = { id: 'Mate123456', inTeam: true };
  const visitor = { id: null, inTeam: false };

  it('shows a public profile with its link to everyone', () => {
    for (const viewer of [stranger, teamMate, visitor]) {
      expect(pagePersonView(person(), viewer)).toEqual({ status: 'visible', link: true });
    }
  });

  it('shows an account that is gone or paused as a former member to everyone', () => {
    for (const viewer of [stranger, teamMate, visitor, { id: 'User123456', inTeam: true }]) {
      expect(pagePersonView(person({ inUse: false }), viewer)).toEqual({
        status: 'former',
        link: false,
      });
    }
  });

  it('hides a private profile from strangers, names it without a link to the team', () => {
    const hidden = person({ visibility: 'private' });
    expect(pagePersonView(hidden, stranger)).toEqual({ status: 'private', link: false });
    expect(pagePersonView(hidden, visitor)).toEqual({ status: 'private', link: false });
    expect(pagePersonView(hidden, teamMate)).toEqual({ status: 'visible', link: false });
    // The person themself opens their own profile.
    expect(pagePersonView(hidden, { id: 'User123456', inTeam: true })).toEqual({
      status: 'visible',
      link: true,
    });
  });

  it('hides a private account (no musician profile) from visitors only', () => {
    const privateAccount = person({ accountType: 'private' });
    expect(pagePersonView(privateAccount, visitor)).toEqual({ status: 'private', link: false });
    expect(pagePersonView(privateAccount, stranger)).toEqual({ status: 'visible', link: true });
  });
});
