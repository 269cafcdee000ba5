import { describe, expect, it } from 'vitest';
import { GEMA_BADGE_VISIBILITIES } from '../profiles/profile.constants.ts';
import { canSeeGemaContent, hasMembersOnlyAccess, isGemaBadgeVisible } from './gema.policy.ts';
import { maskGemaMemberNumber, normalizeGemaMemberNumber } from './gema.schema.ts';

describe('members-only policy', () => {
  it('opens members-only features to verified members only', () => {
    expect(hasMembersOnlyAccess(null)).toBe(false);
    expect(hasMembersOnlyAccess({ gemaVerified: false })).toBe(false);
    expect(hasMembersOnlyAccess({ gemaVerified: true })).toBe(true);
  });

  it('shows open content to everyone and society-only content to members', () => {
    for (const viewer of [null, { gemaVerified: false }, { gemaVerified: true }]) {
      expect(canSeeGemaContent(viewer, { membersOnly: false })).toBe(true);
      expect(canSeeGemaContent(viewer, { membersOnly: true })).toBe(hasMembersOnlyAccess(viewer));
    }
  });
});

describe('badge visibility', () => {
  it('follows the table over every visibility, viewer and owner', () => {
    const expected = {
      public: [true, true],
      gema: [false, true],
      none: [false, false],
    } as const;
    for (const visibility of GEMA_BADGE_VISIBILITIES) {
      for (const viewerIsMember of [false, true]) {
        expect(isGemaBadgeVisible(visibility, viewerIsMember, false)).toBe(false);
        expect(isGemaBadgeVisible(visibility, viewerIsMember, true)).toBe(
          expected[visibility][viewerIsMember ? 1 : 0],
        );
      }
    }
  });
});

describe('member numbers', () => {
  it('accepts 4 to 12 digits with typed separators', () => {
    expect(normalizeGemaMemberNumber(' 1234 5678 ')).toBe('12345678');
    expect(normalizeGemaMemberNumber('12.345-678')).toBe('12345678');
    expect(normalizeGemaMemberNumber('1234')).toBe('1234');
    expect(normalizeGemaMemberNumber('123456789012')).toBe('123456789012');
    for (const bad of ['123', '1234567890123', 'A1234567', '', '12 34x']) {
      expect(normalizeGemaMemberNumber(bad)).toBeNull();
    }
  });

  it('masks all but the last three digits', () => {
    expect(maskGemaMemberNumber('12345678')).toBe('•••••678');
    expect(maskGemaMemberNumber('1234')).toBe('•234');
  });
});
