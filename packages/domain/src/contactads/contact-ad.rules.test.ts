import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CONTACT_ADS_PER_PROFILE } from '../constants/limits.ts';
import {
  CONTACT_AD_LIFETIME_DAYS,
  CONTACT_AD_REMINDER_DAYS,
  CONTACT_AD_SEARCH_TYPES,
  CONTACT_AD_STATUSES,
  type ContactAdStatus,
} from './contact-ad.constants.ts';
import {
  canRenew,
  cityRequired,
  contactAdExpiry,
  contactAdListed,
  mayPublishAs,
  nextContactAdStatus,
  withinAdLimit,
  type ContactAdEvent,
} from './contact-ad.rules.ts';

const DAY = 24 * 3600 * 1000;
const NOW = new Date('2026-06-01T12:00:00Z');
const at = (days: number) => new Date(NOW.getTime() + days * DAY);

describe('who publishes', () => {
  it('lets the user publish every search type as themself', () => {
    for (const type of CONTACT_AD_SEARCH_TYPES)
      expect(mayPublishAs(type, { kind: 'user' })).toBe(true);
  });

  it('lets an artist page its owner or admin manages publish a band or partner search only', () => {
    const page = (role: string | null, pageKind = 'artist') =>
      ({ kind: 'page', pageKind, role }) as const;
    expect(mayPublishAs(1, page('owner'))).toBe(true);
    expect(mayPublishAs(4, page('admin'))).toBe(true);
    expect(mayPublishAs(2, page('owner'))).toBe(false);
    expect(mayPublishAs(3, page('owner'))).toBe(false);
    expect(mayPublishAs(1, page('member'))).toBe(false);
    expect(mayPublishAs(1, page(null))).toBe(false);
    expect(mayPublishAs(1, page('owner', 'location'))).toBe(false);
    expect(mayPublishAs(4, page('owner', 'organization'))).toBe(false);
  });
});

describe('limits and place', () => {
  it('allows at most three ads per profile, whatever the count', () => {
    fc.assert(
      fc.property(fc.nat(50), (count) => {
        expect(withinAdLimit(count)).toBe(count < MAX_CONTACT_ADS_PER_PROFILE);
      }),
    );
    expect(withinAdLimit(2)).toBe(true);
    expect(withinAdLimit(3)).toBe(false);
  });

  it('needs a city unless the ad is remote only', () => {
    expect([0, 1, 2, 3].map(cityRequired)).toEqual([true, true, true, false]);
  });
});

describe('lifetime and renewal', () => {
  it('expires the lifetime after publication', () => {
    expect(contactAdExpiry(NOW).getTime() - NOW.getTime()).toBe(CONTACT_AD_LIFETIME_DAYS * DAY);
  });

  it('renews only in the reminder window before expiry or after it', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100 * 24, max: 100 * 24 }), (hoursLeft) => {
        const expiresAt = new Date(NOW.getTime() + hoursLeft * 3600 * 1000);
        const expected = hoursLeft <= CONTACT_AD_REMINDER_DAYS * 24;
        expect(canRenew('active', expiresAt, NOW)).toBe(expected);
        expect(canRenew('expired', expiresAt, NOW)).toBe(true);
      }),
    );
    expect(canRenew('active', at(CONTACT_AD_REMINDER_DAYS + 1), NOW)).toBe(false);
    expect(canRenew('paused', at(3), NOW)).toBe(false);
    expect(canRenew('paused', at(-1), NOW)).toBe(true);
  });
});

describe('the lifecycle machine', () => {
  const events: ContactAdEvent[] = ['pause', 'resume', 'renew', 'expire'];

  it('pauses and resumes an active ad, refuses the rest', () => {
    const active = { status: 'active' as const, expiresAt: at(30) };
    expect(nextContactAdStatus(active, 'pause', NOW)).toEqual({
      ok: true,
      status: 'paused',
      renewed: false,
    });
    expect(nextContactAdStatus({ ...active, status: 'paused' }, 'resume', NOW)).toMatchObject({
      ok: true,
      status: 'active',
    });
    expect(nextContactAdStatus(active, 'resume', NOW)).toEqual({
      ok: false,
      code: 'contactads.not_active',
    });
    expect(nextContactAdStatus(active, 'renew', NOW)).toEqual({
      ok: false,
      code: 'contactads.not_renewable',
    });
    expect(nextContactAdStatus(active, 'expire', NOW).ok).toBe(false);
    expect(nextContactAdStatus({ ...active, expiresAt: at(-1) }, 'expire', NOW)).toMatchObject({
      ok: true,
      status: 'expired',
    });
    expect(nextContactAdStatus({ status: 'expired', expiresAt: at(-5) }, 'renew', NOW)).toEqual({
      ok: true,
      status: 'active',
      renewed: true,
    });
  });

  it('keeps its invariants over random event sequences', () => {
    const stepArb = fc.record({
      event: fc.constantFrom(...events),
      advanceDays: fc.integer({ min: 0, max: 40 }),
    });
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 30 }), (steps) => {
        let status: ContactAdStatus = 'active';
        let expiresAt = contactAdExpiry(NOW);
        let now = NOW;
        for (const { event, advanceDays } of steps) {
          now = new Date(now.getTime() + advanceDays * DAY);
          const result = nextContactAdStatus({ status, expiresAt }, event, now);
          if (!result.ok) continue;
          expect(CONTACT_AD_STATUSES).toContain(result.status);
          // Only renewal makes an expired ad active again; a renewal always leaves it active.
          if (status === 'expired') expect(event).toBe('renew');
          if (event === 'renew') expect(result).toMatchObject({ status: 'active', renewed: true });
          if (result.renewed) expiresAt = contactAdExpiry(now);
          // Whatever happened, an active ad is one whose time has not run out.
          if (result.status === 'active')
            expect(expiresAt.getTime()).toBeGreaterThan(now.getTime());
          status = result.status;
        }
      }),
    );
  });
});

describe('listing', () => {
  it('lists active, unexpired, visible ads only', () => {
    const ad = { status: 'active' as const, expiresAt: at(1), hidden: false, shadowed: false };
    expect(contactAdListed(ad, NOW)).toBe(true);
    expect(contactAdListed({ ...ad, expiresAt: at(-1) }, NOW)).toBe(false);
    expect(contactAdListed({ ...ad, status: 'paused' }, NOW)).toBe(false);
    expect(contactAdListed({ ...ad, hidden: true }, NOW)).toBe(false);
    expect(contactAdListed({ ...ad, shadowed: true }, NOW)).toBe(false);
  });
});
