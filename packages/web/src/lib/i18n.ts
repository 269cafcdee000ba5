import {
  DEFAULT_LOCALE,
  detectLanguage,
  ERROR_TEXTS_DE,
  isLocale,
  LANGUAGE_QUERY_PARAM,
  LOCALES,
  WEB_COOKIES,
  type Locale,
} from '@backline/domain';
import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import deCommon from '../locales/de/common.json';
import { loadNamespace, type Namespace } from './i18n-resources.ts';

export type { Namespace } from './i18n-resources.ts';

/** The explicit choice (`?lang=` or the language switch) is kept here and in a cookie. */
export const LANGUAGE_STORAGE_KEY = WEB_COOKIES.language;
export { detectLanguage, isLocale, LANGUAGE_QUERY_PARAM };

/**
 * The namespaces in the entry bundle: the shell's texts and the error catalogue, in German (the
 * default language). Every other namespace, and English, is loaded when first used (a screen's
 * route loader asks for its namespaces while its chunk and data load; see app/router.tsx).
 */
export const resources = {
  de: { common: deCommon, errors: ERROR_TEXTS_DE },
} as const;

function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Keeps the explicit choice in storage and in a cookie of the same name, so the server can send
 * the prerendered public pages in that language (it reads `?lang=`, this cookie, then the
 * browser's Accept-Language, as the app does).
 */
function storeLanguage(language: Locale): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this page view.
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure}`;
}

/** Two years, as long as the session cookie (spec section 7). */
const LANGUAGE_COOKIE_MAX_AGE = 730 * 24 * 60 * 60;

/** Prerendering at build time runs without a browser: German, nothing stored. */
const inBrowser = typeof window !== 'undefined';

const initialLanguage: Locale = inBrowser
  ? detectLanguage({
      search: window.location.search,
      stored: readStoredLanguage(),
      browserLanguages:
        navigator.languages && navigator.languages.length > 0
          ? navigator.languages
          : [navigator.language],
    })
  : DEFAULT_LOCALE;
if (inBrowser && isLocale(new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAM))) {
  storeLanguage(initialLanguage);
}

/** Texts asked for that no catalogue has (development and tests fail on them, see test/setup). */
export const missingTexts: string[] = [];

export const i18n: I18n = i18next.createInstance();
i18n
  .use(initReactI18next)
  .use(
    resourcesToBackend((language: string, namespace: string) =>
      loadNamespace(language as Locale, namespace as Namespace),
    ),
  );

/** Resolves once the start language's entry namespaces are there (the first render waits). */
export const i18nReady: Promise<unknown> = i18n.init({
  lng: initialLanguage,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: LOCALES,
  // No `de-DE` style variants: the two languages are the only ones.
  load: 'languageOnly',
  ns: ['common', 'errors'],
  defaultNS: 'common',
  // German's entry namespaces are in the bundle; the rest comes through the backend.
  resources,
  partialBundledLanguages: true,
  // Placeholders are single-brace, as in the domain catalogue: `{date}`. React escapes.
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  // The error catalogue's keys are flat with dots (`auth.required`); screen texts are nested.
  keySeparator: '.',
  nsSeparator: ':',
  returnNull: false,
  saveMissing: !import.meta.env.PROD && inBrowser,
  missingKeyHandler: (languages, namespace, key) => {
    missingTexts.push(`${languages.join(',')}:${namespace}:${key}`);
  },
  react: {
    // A component whose namespace is not loaded yet suspends (route loaders load them first).
    useSuspense: true,
    // Texts that arrive for the language on screen re-render their components.
    bindI18nStore: 'added',
  },
});

// The document's language is the one on screen: English only once its texts are there (the
// first render waits for them too), so nothing announces a language the page does not show yet.
if (inBrowser) {
  void i18nReady.finally(() => {
    document.documentElement.lang = currentLanguage();
  });
  i18n.on('languageChanged', () => {
    document.documentElement.lang = currentLanguage();
  });
}

export const currentLanguage = (): Locale =>
  isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE;

/**
 * Loads namespaces in the language on screen (a route loader calls this for its screen, so the
 * texts load in parallel with the screen's code and data). Offline, a namespace that cannot load
 * is left to the component, which shows the error screen with a reload.
 */
export function loadTexts(namespaces: readonly Namespace[]): Promise<void> {
  return i18n.loadNamespaces([...namespaces]).catch(() => undefined);
}

/** Switches the interface language and remembers the choice. */
export async function setLanguage(language: Locale): Promise<void> {
  storeLanguage(language);
  // Already on screen (`?lang=` names the language the page came in): no change event, which
  // would re-render every text at once, synchronously, in the middle of hydration.
  if (language === currentLanguage()) return;
  // Offline, English may not load: the interface stays as it is (the offline dialog explains)
  // instead of announcing a language whose texts are not there.
  await i18n.loadLanguages(language);
  if (!i18n.hasResourceBundle(language, 'common')) return;
  await i18n.changeLanguage(language);
}
