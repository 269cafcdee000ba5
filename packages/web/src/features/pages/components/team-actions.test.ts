import { describe, expect, it } from 'vitest';
import { teamActionsFor } from './team-actions.ts';

describe('teamActionsFor', () => {
  it('gives the owner every action on an admin, and none on themself', () => {
    expect(teamActionsFor('owner', 'admin', false)).toEqual([
      'demoteAdmin',
      'transfer',
      'remove',
      'removeAndBlock',
    ]);
    expect(teamActionsFor('owner', 'owner', true)).toEqual([]);
  });

  it('lets an admin manage members but not other admins or the owner; an admin may leave', () => {
    expect(teamActionsFor('admin', 'member', false)).toEqual([
      'makeTeam',
      'remove',
      'removeAndBlock',
    ]);
    expect(teamActionsFor('admin', 'admin', false)).toEqual([]);
    expect(teamActionsFor('admin', 'owner', false)).toEqual([]);
    expect(teamActionsFor('admin', 'admin', true)).toEqual(['leave']);
  });

  it('gives members only leaving themselves, and outsiders nothing', () => {
    expect(teamActionsFor('member', 'member', true)).toEqual(['leave']);
    expect(teamActionsFor('member', 'team', false)).toEqual([]);
    expect(teamActionsFor(null, 'member', false)).toEqual([]);
  });
});
