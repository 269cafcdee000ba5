import {
  ERROR_CODES,
  ERROR_STATUSES,
  interpolate,
  type ErrorCode,
  type ErrorParams,
} from './error-codes.ts';
import { ERROR_TEXTS_DE } from './error-texts.de.ts';
import { ERROR_TEXTS_EN } from './error-texts.en.ts';

export * from './error-codes.ts';
export { ERROR_TEXTS_DE } from './error-texts.de.ts';
export { ERROR_TEXTS_EN } from './error-texts.en.ts';

type Entry = { status: number; de: string; en: string; clientOnly?: true };

/**
 * The whole catalogue, each code with its status and both texts: what the server answers with.
 * The web uses `ERROR_TEXTS_DE` / `ERROR_TEXTS_EN` directly, one language at a time.
 */
export const ERROR_CATALOGUE = Object.fromEntries(
  ERROR_CODES.map((code) => [
    code,
    { ...ERROR_STATUSES[code], de: ERROR_TEXTS_DE[code], en: ERROR_TEXTS_EN[code] },
  ]),
) as Record<ErrorCode, Entry>;

const TEXTS = { de: ERROR_TEXTS_DE, en: ERROR_TEXTS_EN } as const;

export function errorMessage(code: ErrorCode, locale: 'de' | 'en', params?: ErrorParams): string {
  return interpolate(TEXTS[locale][code], params);
}

/** The texts of one language as the web's `errors` namespace. */
export function errorResources(locale: 'de' | 'en'): Record<ErrorCode, string> {
  return TEXTS[locale];
}
