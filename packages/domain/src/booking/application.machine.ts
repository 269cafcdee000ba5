import type { ApplicationStatus, BookingSide } from './booking.constants.ts';

/**
 * One artist page's application for one date of an offer (spec section 4, Application status) as
 * a transition table. `none` is "has not applied". After a rejection, or a cancellation following
 * a confirmation, nothing leads back: the artist can neither apply again for that date nor be
 * confirmed again. A withdrawal before any confirmation may be followed by a new application.
 *
 * Which side may issue a command is `APPLICATION_COMMAND_SIDES`; whether a slot is free is the
 * offer machine's `fillSlot`.
 */
export type ApplicationState = 'none' | ApplicationStatus;

export const APPLICATION_COMMANDS = [
  /** The artist applies (again, after a withdrawal). */
  'apply',
  /** The artist takes an application back before it is confirmed. */
  'withdraw',
  /** A confirmed gig is called off, by the artist or the offerer. */
  'cancel',
  /** The offerer's decisions. */
  'confirm',
  'reject',
  'ignore',
  /** The offerer takes an ignored application back into consideration. */
  'restore',
  /** Rescheduling revokes a confirmation: the artist is asked again, not turned away. */
  'revoke',
] as const;
export type ApplicationCommand = (typeof APPLICATION_COMMANDS)[number];

export const APPLICATION_MACHINE: Record<
  ApplicationState,
  Partial<Record<ApplicationCommand, ApplicationStatus>>
> = {
  none: { apply: 'applied' },
  applied: { withdraw: 'withdrawn', confirm: 'confirmed', reject: 'rejected', ignore: 'ignored' },
  ignored: { withdraw: 'withdrawn', confirm: 'confirmed', reject: 'rejected', restore: 'applied' },
  withdrawn: { apply: 'applied' },
  confirmed: { cancel: 'cancelled', revoke: 'applied' },
  rejected: {},
  cancelled: {},
};

/** Who issues which command: the system revokes on a reschedule; both sides can call a gig off. */
export const APPLICATION_COMMAND_SIDES: Record<
  ApplicationCommand,
  readonly (BookingSide | 'system')[]
> = {
  apply: ['artist'],
  withdraw: ['artist'],
  cancel: ['artist', 'offerer'],
  confirm: ['offerer'],
  reject: ['offerer'],
  ignore: ['offerer'],
  restore: ['offerer'],
  revoke: ['system'],
};

export function nextApplicationState(
  state: ApplicationState,
  command: ApplicationCommand,
): ApplicationStatus | null {
  return APPLICATION_MACHINE[state][command] ?? null;
}

/** The commands `side` may issue in `state` (the web shows these buttons and no others). */
export function allowedApplicationCommands(
  state: ApplicationState,
  side: BookingSide,
): ApplicationCommand[] {
  return APPLICATION_COMMANDS.filter(
    (command) =>
      APPLICATION_MACHINE[state][command] !== undefined &&
      APPLICATION_COMMAND_SIDES[command].includes(side),
  );
}

/** Whether the application holds one of the date's slots. */
export const holdsSlot = (state: ApplicationState): boolean => state === 'confirmed';

/** Final states: nothing leads out of them (the spec's "may not re-apply or be confirmed again"). */
export const isFinalApplicationState = (state: ApplicationState): boolean =>
  Object.keys(APPLICATION_MACHINE[state]).length === 0;
