/** Business constants and limits of spec section 9, in one place for server and web. */
export const CLIENT_VERSION = '1.5.6';
export const CLIENT_NAME = 'backline-web';
export const CLIENT_ID_WEB = 'web';
export const PRIMARY_COLOR = '#1976D2';
export const DARK_MODE_DEFAULT = 'auto';

export const LOCALES = ['de', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de';
/** Date locale per interface language (spec: de-de default, en-us). */
export const DATE_LOCALES: Record<Locale, string> = { de: 'de-DE', en: 'en-US' };

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const MINIMUM_AGE = 16;
export const COVER_MIN_WIDTH_PX = 960;
export const ACTIVATION_CODE_LENGTH = 6;
export const MAX_CONTACT_ADS_PER_PROFILE = 3;

export const CLASSIFIED_PUSH_REPEAT_HOURS = 48;
export const CLASSIFIED_PUSH_AUTOMATIC_REPEATS = 3;

/** Returning to the app after more than this many ms inactive emits a wake-up event. */
export const WAKE_UP_AFTER_INACTIVE_MS = 10_000;
export const AD_REFRESH_INTERVAL_MS = 30_000;
export const AD_MAX_REFRESHES = 5;
export const ROUTE_SCROLL_DELAY_MS = 200;
export const PINCH_ZOOM_MIN = 1;
export const PINCH_ZOOM_MAX = 4;
export const AVATAR_MAX_INITIALS = 3;
export const TOKEN_COOKIE_DAYS = 730;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const BOOKING_MAX_RESCHEDULES = 1;
