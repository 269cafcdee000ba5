import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_COMMANDS,
  EMPTY_CONTACT_PAIR,
  contactCommands,
  contactRequestAllowed,
  contactStateOf,
  isBlocked,
  nextContactPair,
  type ContactCommand,
  type ContactPair,
  type ContactState,
} from './contact.machine.ts';

const ANNA = 'anna';
const BEN = 'ben';

/** Runs commands from the empty pair; each step names its actor. */
function run(steps: [string, ContactCommand][]): ContactPair {
  let pair = EMPTY_CONTACT_PAIR;
  for (const [actor, command] of steps) {
    const other = actor === ANNA ? BEN : ANNA;
    const result = nextContactPair(pair, actor, other, command);
    if (!result.ok) throw new Error(`${actor} ${command}: ${result.code}`);
    pair = result.pair;
  }
  return pair;
}

describe('the contact relation', () => {
  it('goes request → confirm → remove, both sides seeing the same relation', () => {
    let pair = run([[ANNA, 'request']]);
    expect(contactStateOf(pair, ANNA)).toBe('outgoing');
    expect(contactStateOf(pair, BEN)).toBe('incoming');
    pair = run([
      [ANNA, 'request'],
      [BEN, 'confirm'],
    ]);
    expect([contactStateOf(pair, ANNA), contactStateOf(pair, BEN)]).toEqual([
      'confirmed',
      'confirmed',
    ]);
    pair = run([
      [ANNA, 'request'],
      [BEN, 'confirm'],
      [ANNA, 'remove'],
    ]);
    expect(pair).toEqual(EMPTY_CONTACT_PAIR);
  });

  it('confirms when the other side asked already, and lets a request be revoked or declined', () => {
    expect(
      contactStateOf(
        run([
          [BEN, 'request'],
          [ANNA, 'request'],
        ]),
        ANNA,
      ),
    ).toBe('confirmed');
    expect(
      run([
        [ANNA, 'request'],
        [ANNA, 'revoke'],
      ]),
    ).toEqual(EMPTY_CONTACT_PAIR);
    expect(
      run([
        [ANNA, 'request'],
        [BEN, 'decline'],
      ]),
    ).toEqual(EMPTY_CONTACT_PAIR);
  });

  it('refuses with the catalogue code what the state does not allow', () => {
    const requested = run([[ANNA, 'request']]);
    expect(nextContactPair(requested, ANNA, BEN, 'request')).toEqual({
      ok: false,
      code: 'contacts.request_pending',
    });
    expect(nextContactPair(requested, ANNA, BEN, 'confirm')).toEqual({
      ok: false,
      code: 'contacts.no_request',
    });
    expect(nextContactPair(EMPTY_CONTACT_PAIR, ANNA, BEN, 'remove')).toEqual({
      ok: false,
      code: 'contacts.not_contacts',
    });
    expect(nextContactPair(EMPTY_CONTACT_PAIR, ANNA, ANNA, 'request')).toEqual({
      ok: false,
      code: 'contacts.self',
    });
    const confirmed = run([
      [ANNA, 'request'],
      [BEN, 'confirm'],
    ]);
    expect(nextContactPair(confirmed, BEN, ANNA, 'request')).toEqual({
      ok: false,
      code: 'contacts.already_contacts',
    });
  });

  it('blocks both ways: a block ends the contact and stops requests from either side', () => {
    const blocked = run([
      [ANNA, 'request'],
      [BEN, 'confirm'],
      [BEN, 'block'],
    ]);
    expect(contactStateOf(blocked, BEN)).toBe('blocked');
    expect(contactStateOf(blocked, ANNA)).toBe('blockedMe');
    expect(blocked.relation).toBeNull();
    for (const [actor, other] of [
      [ANNA, BEN],
      [BEN, ANNA],
    ] as const) {
      expect(nextContactPair(blocked, actor, other, 'request')).toEqual({
        ok: false,
        code: 'account.user_blocked',
      });
    }
    // The blocked side may block too; lifting one block leaves the other.
    const both = run([
      [BEN, 'block'],
      [ANNA, 'block'],
      [BEN, 'unblock'],
    ]);
    expect(contactStateOf(both, ANNA)).toBe('blocked');
    expect(contactStateOf(both, BEN)).toBe('blockedMe');
    expect(nextContactPair(both, BEN, ANNA, 'unblock')).toEqual({
      ok: false,
      code: 'contacts.not_blocked',
    });
  });

  it('offers the web exactly the commands the machine accepts, in every state (model test)', () => {
    const step = fc.tuple(fc.constantFrom(ANNA, BEN), fc.constantFrom(...CONTACT_COMMANDS));
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        let pair: ContactPair = EMPTY_CONTACT_PAIR;
        for (const [actor, command] of steps) {
          const other = actor === ANNA ? BEN : ANNA;
          const state: ContactState = contactStateOf(pair, actor);
          const result = nextContactPair(pair, actor, other, command);
          // What the web offers is exactly what the machine accepts, plus one shortcut: asking
          // someone who asked already (two requests crossing) confirms.
          const crossing = state === 'incoming' && command === 'request';
          expect(result.ok).toBe(contactCommands(state).includes(command) || crossing);
          if (!result.ok) continue;
          pair = result.pair;
          // Invariants: a blocked pair has no relation; a request's requester is one of the two;
          // each side blocks at most once; the two views agree.
          if (isBlocked(pair)) expect(pair.relation).toBeNull();
          if (pair.relation?.status === 'requested') {
            expect([ANNA, BEN]).toContain(pair.relation.requesterId);
          }
          expect(new Set(pair.blockedBy).size).toBe(pair.blockedBy.length);
          const views = [contactStateOf(pair, ANNA), contactStateOf(pair, BEN)].sort();
          const agreeing = [
            ['none', 'none'],
            ['incoming', 'outgoing'],
            ['confirmed', 'confirmed'],
            ['blocked', 'blockedMe'],
            ['blocked', 'blocked'],
          ];
          expect(agreeing).toContainEqual(views);
        }
      }),
    );
  });

  it('needs a public profile to ask', () => {
    expect(contactRequestAllowed('public')).toBe(true);
    expect(contactRequestAllowed('private')).toBe(false);
  });
});
