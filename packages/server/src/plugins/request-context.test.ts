import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage } from './request-context.ts';

describe('localeFromAcceptLanguage', () => {
  it.each([
    ['en-US,en;q=0.9', 'en'],
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['fr-FR,en;q=0.5,de;q=0.4', 'en'],
    ['de;q=0.3,en;q=0.7', 'en'],
    ['en;q=0,de', 'de'],
    ['EN-gb', 'en'],
  ])('reads %s as %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });

  it('says nothing when the header names neither German nor English', () => {
    expect(localeFromAcceptLanguage(undefined)).toBeNull();
    expect(localeFromAcceptLanguage('fr-FR,es')).toBeNull();
    expect(localeFromAcceptLanguage('*')).toBeNull();
  });
});
