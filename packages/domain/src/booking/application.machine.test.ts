import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, type ApplicationStatus } from './booking.constants.ts';
import {
  APPLICATION_COMMANDS,
  APPLICATION_MACHINE,
  allowedApplicationCommands,
  isFinalApplicationState,
  nextApplicationState,
  type ApplicationCommand,
  type ApplicationState,
} from './application.machine.ts';

const STATES: ApplicationState[] = ['none', ...APPLICATION_STATUSES];

/** Every state × command, written out. */
const EXPECTED: Record<ApplicationState, Partial<Record<ApplicationCommand, ApplicationStatus>>> = {
  none: { apply: 'applied' },
  applied: { withdraw: 'withdrawn', confirm: 'confirmed', reject: 'rejected', ignore: 'ignored' },
  ignored: { withdraw: 'withdrawn', confirm: 'confirmed', reject: 'rejected', restore: 'applied' },
  withdrawn: { apply: 'applied' },
  confirmed: { cancel: 'cancelled', revoke: 'applied' },
  rejected: {},
  cancelled: {},
};

describe('the application machine', () => {
  for (const state of STATES) {
    for (const command of APPLICATION_COMMANDS) {
      const expected = EXPECTED[state][command] ?? null;
      it(`${state} + ${command} → ${expected ?? 'refused'}`, () => {
        expect(nextApplicationState(state, command)).toBe(expected);
      });
    }
  }

  it('has the table the tests spell out', () => {
    expect(APPLICATION_MACHINE).toEqual(EXPECTED);
  });

  it('lets nothing lead out of a rejection or a cancelled confirmation', () => {
    expect(isFinalApplicationState('rejected')).toBe(true);
    expect(isFinalApplicationState('cancelled')).toBe(true);
    expect(STATES.filter(isFinalApplicationState)).toEqual(['cancelled', 'rejected']);
  });

  it('lets a withdrawn artist apply again, unlike a rejected one', () => {
    expect(nextApplicationState('withdrawn', 'apply')).toBe('applied');
    expect(nextApplicationState('rejected', 'apply')).toBeNull();
    expect(nextApplicationState('cancelled', 'confirm')).toBeNull();
  });

  it('shows each side only its own buttons', () => {
    expect(allowedApplicationCommands('applied', 'artist')).toEqual(['withdraw']);
    expect(allowedApplicationCommands('applied', 'offerer')).toEqual([
      'confirm',
      'reject',
      'ignore',
    ]);
    expect(allowedApplicationCommands('confirmed', 'artist')).toEqual(['cancel']);
    expect(allowedApplicationCommands('confirmed', 'offerer')).toEqual(['cancel']);
    expect(allowedApplicationCommands('none', 'artist')).toEqual(['apply']);
    expect(allowedApplicationCommands('none', 'offerer')).toEqual([]);
    // Revoking is the reschedule's, never a button.
    for (const state of STATES) {
      expect(allowedApplicationCommands(state, 'offerer')).not.toContain('revoke');
      expect(allowedApplicationCommands(state, 'artist')).not.toContain('revoke');
    }
  });
});
