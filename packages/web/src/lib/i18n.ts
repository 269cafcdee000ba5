import { DEFAULT_LOCALE, ERROR_TEXTS_DE, LOCALES, type Locale } from '@backline/domain';
import deCommon from '../locales/de/common.json';
import type deAdmin from '../locales/de/admin.json';
import type deAuth from '../locales/de/auth.json';
import type deAccountLifecycle from '../locales/de/account-lifecycle.json';
import type deHome from '../locales/de/home.json';
import type deLanding from '../locales/de/landing.json';
import type deTwoFactor from '../locales/de/two-factor.json';
import type deSettings from '../locales/de/settings.json';
import type deOauth from '../locales/de/oauth.json';
import type deQrLogin from '../locales/de/qr-login.json';
import type deMedia from '../locales/de/media.json';
import type dePages from '../locales/de/pages.json';
import type dePageAdmin from '../locales/de/page-admin.json';
import type deBookmarks from '../locales/de/bookmarks.json';
import type deBooking from '../locales/de/booking.json';
import type deGema from '../locales/de/gema.json';
import type deProfiles from '../locales/de/profiles.json';
import type deNotifications from '../locales/de/notifications.json';
import { Translator } from './translator.ts';

/** The explicit choice (`?lang=` or the language switch) is kept here. */
export const LANGUAGE_STORAGE_KEY = 'backline_language';
export const LANGUAGE_QUERY_PARAM = 'lang';

/**
 * The namespaces in the entry bundle: the shell's texts and the error catalogue, in German (the
 * default language). English comes as one chunk when it is first used (`english-texts.ts`,
 * docs/decisions.md, 25). Every other namespace travels with its screen's chunk and is added by
 * the feature's `texts.ts` (`addNamespace`), so the entry does not grow with each screen
 * (docs/decisions.md, 16).
 */
export const resources = {
  de: { common: deCommon, errors: ERROR_TEXTS_DE },
} as const;

/** A language's entry namespaces (the same shape as German's). */
export type StartTexts = (typeof resources)['de'];

/**
 * Every namespace and the shape of its texts (the German file is the reference). A new
 * namespace: its two JSON files in `locales/`, a line here, and a `texts.ts` in the feature.
 */
type Catalogues = {
  common: typeof deCommon;
  errors: typeof ERROR_TEXTS_DE;
  admin: typeof deAdmin;
  auth: typeof deAuth;
  'account-lifecycle': typeof deAccountLifecycle;
  home: typeof deHome;
  landing: typeof deLanding;
  'two-factor': typeof deTwoFactor;
  settings: typeof deSettings;
  oauth: typeof deOauth;
  'qr-login': typeof deQrLogin;
  media: typeof deMedia;
  pages: typeof dePages;
  'page-admin': typeof dePageAdmin;
  bookmarks: typeof deBookmarks;
  booking: typeof deBooking;
  gema: typeof deGema;
  profiles: typeof deProfiles;
  /** The screen's texts and, under `kinds`, the notices' texts from the domain. */
  notifications: typeof deNotifications & { kinds: Record<string, string> };
};

export type Namespace = keyof Catalogues;
export type LazyNamespace = Exclude<Namespace, keyof (typeof resources)['de']>;

/** `a.b.c` for every text of a catalogue (keys are typed against the German one). */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
/** A key of namespace `N`, or `other:key` of any namespace. */
export type TranslationKey<N extends Namespace> =
  Leaves<Catalogues[N]> | { [M in Namespace]: `${M}:${Leaves<Catalogues[M]>}` }[Namespace];

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * `?lang=` wins, then the stored choice, then the browser if it prefers German or English
 * (its first language that is either), else German.
 */
export function detectLanguage(input: {
  search: string;
  stored: string | null;
  browserLanguages: readonly string[];
}): Locale {
  const fromQuery = new URLSearchParams(input.search).get(LANGUAGE_QUERY_PARAM);
  if (isLocale(fromQuery)) return fromQuery;
  if (isLocale(input.stored)) return input.stored;
  for (const tag of input.browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function storeLanguage(language: Locale): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this page view.
  }
}

const browserLanguages =
  navigator.languages && navigator.languages.length > 0
    ? navigator.languages
    : [navigator.language];

const initialLanguage = detectLanguage({
  search: window.location.search,
  stored: readStoredLanguage(),
  browserLanguages,
});
if (isLocale(new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAM))) {
  storeLanguage(initialLanguage);
}

// Placeholders are single-brace, as in the domain catalogue: `{date}`.
export const i18n = new Translator<Locale, Namespace>({
  language: initialLanguage,
  fallbackLanguage: DEFAULT_LOCALE,
  languages: LOCALES,
  defaultNamespace: 'common',
  resources,
  loadLanguage: async (language) =>
    language === 'en' ? (await import('./english-texts.ts')).ENGLISH_START_TEXTS : {},
  // A screen that forgot to import its feature's `texts.ts` would show keys: fail loudly in
  // development and tests, quietly in production.
  onMissingNamespace: import.meta.env.PROD
    ? undefined
    : (namespace) => {
        throw new Error(`i18n namespace "${namespace}" was not added (import its texts.ts)`);
      },
});

/**
 * Adds a screen's namespace (called by a feature's `texts.ts`): German with the screen's chunk,
 * English as a loader (`() => import('…/en/x.json')`), fetched only when English is shown, so a
 * screen carries the texts of one language (docs/decisions.md, 25).
 */
export function addNamespace<N extends LazyNamespace>(
  namespace: N,
  byLanguage: { de: Catalogues[N]; en: () => Promise<{ default: Catalogues[N] }> },
): void {
  i18n.addNamespace(namespace, byLanguage);
}

/** A chunk's module once the texts it brought are there (screens and lazily mounted parts). */
export async function withTexts<M>(module: M): Promise<M> {
  await i18n.settled();
  return module;
}

// The document's language is the one on screen: English only once its texts are there (the
// first render waits for them too), so nothing announces a language the page does not show yet.
void i18n.ready.finally(() => {
  document.documentElement.lang = i18n.language;
});
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

export const currentLanguage = (): Locale =>
  isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE;

/** Switches the interface language and remembers the choice. */
export async function setLanguage(language: Locale): Promise<void> {
  storeLanguage(language);
  // Offline, English may not load: the interface stays as it is (the offline dialog explains).
  await i18n.changeLanguage(language).catch(() => undefined);
}
