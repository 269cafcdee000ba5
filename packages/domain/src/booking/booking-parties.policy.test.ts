import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APPLICATION_COMMANDS, allowedApplicationCommands } from './application.machine.ts';
import {
  APPLICATION_STATUSES,
  BOOKING_SIDES,
  LIVE_APPLICATION_STATUSES,
  OFFER_PHASES,
  PAY_KINDS,
  isLiveApplication,
} from './booking.constants.ts';
import {
  applicationCommandsFor,
  artistReadiness,
  canManageOffer,
  decidingSide,
} from './booking.policy.ts';
import { amountOfPay } from './pay.rules.ts';

describe('who manages an offer', () => {
  it('is the publishing user for an offer without a page', () => {
    const offer = { publisherPageId: null, publisherUserId: 'u1' };
    expect(canManageOffer(offer, 'u1', null)).toBe(true);
    expect(canManageOffer(offer, 'u2', null)).toBe(false);
    // A role in some page does not make a stranger the publisher.
    expect(canManageOffer(offer, 'u2', 'owner')).toBe(false);
  });

  it("is the page's owner and admins for an offer published for a page", () => {
    const offer = { publisherPageId: 'p1', publisherUserId: 'u1' };
    expect(canManageOffer(offer, 'u2', 'owner')).toBe(true);
    expect(canManageOffer(offer, 'u2', 'admin')).toBe(true);
    expect(canManageOffer(offer, 'u2', 'member')).toBe(false);
    expect(canManageOffer(offer, 'u2', 'team')).toBe(false);
    // The user who created it once no longer manages it without a managing role.
    expect(canManageOffer(offer, 'u1', null)).toBe(false);
  });
});

describe('the side of a decision', () => {
  it('is the offerer unless withdrawing, else the artist, else nobody', () => {
    expect(decidingSide({ offerer: true, artist: true, command: 'confirm' })).toBe('offerer');
    expect(decidingSide({ offerer: true, artist: true, command: 'withdraw' })).toBe('artist');
    expect(decidingSide({ offerer: true, artist: false, command: 'withdraw' })).toBeNull();
    expect(decidingSide({ offerer: false, artist: true, command: 'cancel' })).toBe('artist');
    expect(decidingSide({ offerer: false, artist: false, command: 'cancel' })).toBeNull();
  });
});

describe('the commands shown on an application', () => {
  it('are none before publication and never apply', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...OFFER_PHASES),
        fc.constantFrom(...APPLICATION_STATUSES),
        fc.constantFrom(...BOOKING_SIDES),
        (phase, status, side) => {
          const commands = applicationCommandsFor(phase, status, side);
          expect(commands).not.toContain('apply');
          if (phase !== 'published') expect(commands).toEqual([]);
          else {
            expect(commands).toEqual(
              allowedApplicationCommands(status, side).filter((command) => command !== 'apply'),
            );
          }
          for (const command of commands) expect(APPLICATION_COMMANDS).toContain(command);
        },
      ),
    );
  });

  it('lets the offerer confirm an application of a published offer', () => {
    expect(applicationCommandsFor('published', 'applied', 'offerer')).toEqual([
      'confirm',
      'reject',
      'ignore',
    ]);
    expect(applicationCommandsFor('over', 'applied', 'offerer')).toEqual([]);
  });
});

describe('live applications', () => {
  it('are applied, ignored and confirmed ones', () => {
    expect([...LIVE_APPLICATION_STATUSES].sort()).toEqual(['applied', 'confirmed', 'ignored']);
    expect(APPLICATION_STATUSES.filter(isLiveApplication)).toEqual([
      'applied',
      'confirmed',
      'ignored',
    ]);
  });
});

describe('premium readiness of an artist page', () => {
  const page = { avatarImageId: 'img', website: null, links: [], description: ' Bio ' };

  it('reads the picture, website or Facebook link, media and bio', () => {
    expect(artistReadiness(page, true)).toEqual({
      hasPicture: true,
      hasWebsiteOrFacebook: false,
      hasVideoOrAudio: true,
      hasBio: true,
    });
    const linked = { ...page, links: [{ url: 'https://www.facebook.com/band' }] };
    expect(artistReadiness(linked, false).hasWebsiteOrFacebook).toBe(true);
    expect(artistReadiness({ ...page, website: 'https://band.de' }, false)).toMatchObject({
      hasWebsiteOrFacebook: true,
      hasVideoOrAudio: false,
    });
  });

  it('does not count an empty bio or a missing picture', () => {
    expect(
      artistReadiness({ ...page, avatarImageId: null, description: '   ' }, false),
    ).toMatchObject({ hasPicture: false, hasBio: false });
    expect(artistReadiness({ ...page, description: null }, false).hasBio).toBe(false);
  });
});

describe('the amount of an offer pay', () => {
  it('keeps the amount of pay and cost only', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAY_KINDS),
        fc.option(fc.integer({ min: 1, max: 100_000_000 }), { nil: undefined }),
        (kind, amountCents) => {
          const amount = amountOfPay({ kind, amountCents });
          if (kind === 'pay' || kind === 'cost') expect(amount).toBe(amountCents ?? null);
          else expect(amount).toBeNull();
        },
      ),
    );
  });
});
