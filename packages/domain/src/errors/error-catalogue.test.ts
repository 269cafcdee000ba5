import { describe, expect, it } from 'vitest';
import {
  ERROR_CATALOGUE,
  ERROR_CODES,
  errorMessage,
  errorResources,
  interpolate,
  isErrorCode,
} from './error-catalogue.ts';

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

describe('the error catalogue', () => {
  it('gives every code a status above 400, so the spec client rejects it', () => {
    for (const code of ERROR_CODES) expect(ERROR_CATALOGUE[code].status, code).toBeGreaterThan(400);
  });

  it('has a German and an English text for every code with the same placeholders', () => {
    for (const code of ERROR_CODES) {
      const { de, en } = ERROR_CATALOGUE[code];
      expect(de.trim(), code).not.toBe('');
      expect(en.trim(), code).not.toBe('');
      expect(placeholders(de), code).toEqual(placeholders(en));
    }
  });

  it('names codes as <domain>.<snake_case>', () => {
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z]+\.[a-z_]+$/);
  });

  it('keeps the wording of the spec catalogue in English', () => {
    expect(ERROR_CATALOGUE['account.in_use'].en).toBe('E-Mail or phone number is already in use');
    expect(ERROR_CATALOGUE['account.wrong_code'].en).toBe('Wrong code');
    expect(ERROR_CATALOGUE['auth.required'].en).toBe('Authentication required');
    expect(ERROR_CATALOGUE['server.backend_error'].en).toBe('Backend error');
    expect(ERROR_CATALOGUE['client.camera_not_found'].de).toBe('Keine geeignete Kamera gefunden');
    expect(ERROR_CATALOGUE['client.camera_no_access'].de).toBe('Kein Zugriff auf Kamera');
    expect(ERROR_CATALOGUE['validation.passwords_mismatch'].en).toBe("Passwords don't match");
  });

  it('fills placeholders and leaves unknown ones alone', () => {
    expect(errorMessage('moderation.community_ban', 'en', { date: '1/2/2027' })).toBe(
      'Community ban. You can not post until 1/2/2027',
    );
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('recognises only catalogue codes', () => {
    expect(isErrorCode('auth.required')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });

  it('exposes one i18n resource per code and language', () => {
    expect(Object.keys(errorResources('de'))).toEqual(ERROR_CODES);
    expect(errorResources('en')['link.unprocessable']).toBe('The link could not be processed');
  });
});
