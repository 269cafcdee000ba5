import { describe, expect, it } from 'vitest';
import { NOTIFICATION_MAIL_KINDS } from '../accounts/settings.schema.ts';
import {
  ALWAYS_MAILED,
  NOTIFICATION_KINDS,
  isNotificationKind,
  notificationMailKind,
} from './notification.constants.ts';
import { NOTIFICATION_TEXTS_DE } from './notification-texts.de.ts';
import { NOTIFICATION_TEXTS_EN } from './notification-texts.en.ts';
import {
  NOTIFICATION_KIND_NAMES,
  NotificationListQuerySchema,
  NotificationPageSchema,
  decodeNotificationCursor,
  encodeNotificationCursor,
  fillNotificationText,
  notificationDetail,
} from './notification.schema.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('notification kinds', () => {
  it('have a German and an English text using only the params the kind carries', () => {
    for (const kind of NOTIFICATION_KIND_NAMES) {
      const spec = NOTIFICATION_KINDS[kind] as {
        params: readonly string[];
        detail?: string;
        dates?: readonly string[];
      };
      const de = placeholders(NOTIFICATION_TEXTS_DE[kind]);
      const en = placeholders(NOTIFICATION_TEXTS_EN[kind]);
      expect(de, kind).toEqual(en);
      for (const name of de) expect(spec.params, `${kind} {${name}}`).toContain(name);
      if (spec.detail) expect(spec.params).toContain(spec.detail);
      for (const date of spec.dates ?? []) expect(spec.params).toContain(date);
    }
  });

  it('are mailed under one of the e-mail preferences, except the cancellation (mailed on its own), moderation notices to the affected user (always) and to reporters (never), and the alerts and matches (in the daily digest)', () => {
    for (const kind of NOTIFICATION_KIND_NAMES) {
      const mail = notificationMailKind(kind);
      const digest = (NOTIFICATION_KINDS[kind] as { digest?: string }).digest;
      if (kind.startsWith('alerts.') || kind.startsWith('contactads.')) {
        expect(mail, kind).toBeNull();
        expect(digest, kind).toBe('searchAlerts');
        continue;
      }
      expect(digest, kind).toBeUndefined();
      if (kind === 'booking.offer_cancelled') expect(mail).toBeNull();
      else if (kind.startsWith('moderation.report_')) expect(mail).toBeNull();
      else if (kind.startsWith('moderation.')) expect(mail).toBe(ALWAYS_MAILED);
      else expect(NOTIFICATION_MAIL_KINDS).toContain(mail);
    }
  });

  it('are recognised by name and nothing else is', () => {
    expect(isNotificationKind('booking.offer_full')).toBe(true);
    expect(isNotificationKind('booking.unknown')).toBe(false);
    expect(isNotificationKind('__proto__')).toBe(false);
    expect(isNotificationKind('toString')).toBe(false);
  });
});

describe('notification texts', () => {
  const formatDate = (iso: string) => `[${iso.slice(0, 10)}]`;

  it('fill the placeholders from the params', () => {
    expect(
      fillNotificationText(
        NOTIFICATION_TEXTS_EN['booking.application_received'],
        'booking.application_received',
        { offerTitle: 'Indie Night', artistName: 'The Moths' },
        formatDate,
      ),
    ).toBe('The Moths applied for "Indie Night".');
  });

  it('show a reason or a formatted date below the text, and nothing when it is empty', () => {
    expect(
      notificationDetail(
        'booking.application_rejected',
        { offerTitle: 'A', reason: 'Full line-up' },
        formatDate,
      ),
    ).toBe('Full line-up');
    expect(
      notificationDetail(
        'booking.application_rejected',
        { offerTitle: 'A', reason: ' ' },
        formatDate,
      ),
    ).toBeNull();
    expect(
      notificationDetail(
        'booking.application_confirmed',
        { offerTitle: 'A', date: '2026-11-20T19:00:00.000Z' },
        formatDate,
      ),
    ).toBe('[2026-11-20]');
    expect(
      notificationDetail(
        'booking.application_confirmed',
        { offerTitle: 'A', date: '' },
        formatDate,
      ),
    ).toBeNull();
    expect(notificationDetail('booking.offer_full', { offerTitle: 'A' }, formatDate)).toBeNull();
  });
});

describe('the list query and its cursor', () => {
  it('defaults to a page of 20 and allows 1 to 50', () => {
    expect(NotificationListQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(NotificationListQuerySchema.parse({ limit: '50' }).limit).toBe(50);
    expect(NotificationListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(NotificationListQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
    expect(NotificationListQuerySchema.safeParse({ limit: '2.5' }).success).toBe(false);
  });

  it('round-trips the cursor and refuses a malformed one', () => {
    const cursor = encodeNotificationCursor({
      createdAt: '2026-11-20T10:00:00.123Z',
      id: 'abcDEF1234',
    });
    expect(NotificationListQuerySchema.safeParse({ before: cursor }).success).toBe(true);
    expect(decodeNotificationCursor(cursor)).toEqual({
      createdAt: new Date('2026-11-20T10:00:00.123Z'),
      id: 'abcDEF1234',
    });
    for (const bad of ['', 'abc', '123-', '-abcde', '12-ab', "1-abcde' or 1=1", '1-abcde-x']) {
      expect(NotificationListQuerySchema.safeParse({ before: bad }).success, bad).toBe(false);
      expect(decodeNotificationCursor(bad)).toBeNull();
    }
  });

  it('refuses a page with an unknown kind', () => {
    const page = {
      items: [
        {
          id: 'n1abcdefgh',
          kind: 'booking.unknown',
          params: {},
          path: null,
          read: false,
          createdAt: '2026-11-20T10:00:00.000Z',
        },
      ],
      unread: 1,
      nextCursor: null,
    };
    expect(NotificationPageSchema.safeParse(page).success).toBe(false);
  });
});
