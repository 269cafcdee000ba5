/**
 * Bans (spec section 4): a shadow ban hides what the user posts from everyone but them; a
 * community ban blocks posting until a date. Pure rules, shared by the server's guard and the web.
 */

/** The ban columns of an account; dates as stored (Date) or as sent (ISO text). */
export type BanFacts = {
  shadowBannedAt?: Date | string | null;
  communityBanUntil: Date | string | null;
};

const time = (value: Date | string) => (value instanceof Date ? value : new Date(value)).getTime();

/** A community ban is in force until its end; an end in the past is no ban. */
export function communityBanActive(user: Pick<BanFacts, 'communityBanUntil'>, now: Date): boolean {
  return user.communityBanUntil !== null && time(user.communityBanUntil) > now.getTime();
}

/** Whether the user is shadow banned (recorded; its effect comes with content). */
export function shadowBanned(user: Pick<BanFacts, 'shadowBannedAt'>): boolean {
  return user.shadowBannedAt !== null && user.shadowBannedAt !== undefined;
}

/**
 * Whether the user may post (forum, comments, classifieds, ...). A shadow-banned user may post:
 * what they post is just not shown to others.
 */
export function mayPost(user: Pick<BanFacts, 'communityBanUntil'>, now: Date): boolean {
  return !communityBanActive(user, now);
}

/** The product's time zone: server messages show times in it. */
export const PRODUCT_TIME_ZONE = 'Europe/Berlin';

/**
 * The end of a community ban as shown to people: date and time, in the product's time zone
 * unless another is given (the browser passes its own).
 */
export function formatBanEnd(
  until: Date | string,
  locale: 'de' | 'en',
  timeZone: string | undefined = PRODUCT_TIME_ZONE,
): string {
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(time(until)));
}
