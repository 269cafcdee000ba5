import { describe, expect, it } from 'vitest';
import { detectLanguage, parseAcceptLanguage } from './language.ts';

describe('the interface language', () => {
  it('takes ?lang= first, then the stored choice, then the browser, else German', () => {
    const browserLanguages = ['fr-FR', 'en-GB'];
    expect(detectLanguage({ search: '?lang=de', stored: 'en', browserLanguages })).toBe('de');
    expect(detectLanguage({ search: '?lang=xx', stored: 'en', browserLanguages: ['de'] })).toBe(
      'en',
    );
    expect(detectLanguage({ search: '', stored: null, browserLanguages })).toBe('en');
    expect(detectLanguage({ search: '', stored: 'fr', browserLanguages: ['fr'] })).toBe('de');
  });

  it('reads Accept-Language by preference, dropping q=0 and the wildcard', () => {
    expect(parseAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual([
      'fr-CH',
      'fr',
      'en',
      'de',
    ]);
    expect(parseAcceptLanguage('de;q=0.5, en')).toEqual(['en', 'de']);
    expect(parseAcceptLanguage('en;q=0, de')).toEqual(['de']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
});
