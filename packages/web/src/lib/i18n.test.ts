import { describe, expect, it } from 'vitest';
import { currentLanguage, detectLanguage, i18n, missingTexts, setLanguage } from './i18n.ts';

describe('the interface texts (i18next)', () => {
  it('reads the flat error catalogue and the nested screen texts, with single-brace placeholders', () => {
    expect(i18n.t('errors:auth.required')).toBe('Anmeldung erforderlich');
    expect(i18n.t('errors:validation.too_long')).toBe('Zu lang');
    expect(i18n.t('common:language.target')).toBe('EN');
  });

  it('records a text that no catalogue has, so the test that asked for it fails', () => {
    expect(i18n.t('common:no.such.text' as 'language.target')).toBe('no.such.text');
    expect(missingTexts).toEqual(['de:common:no.such.text']);
    missingTexts.length = 0;
  });

  it('takes ?lang= first, then the stored choice, then the browser, else German', () => {
    const browserLanguages = ['fr-FR', 'en-GB'];
    expect(detectLanguage({ search: '?lang=de', stored: 'en', browserLanguages })).toBe('de');
    expect(detectLanguage({ search: '', stored: 'en', browserLanguages: ['de'] })).toBe('en');
    expect(detectLanguage({ search: '', stored: null, browserLanguages })).toBe('en');
    expect(detectLanguage({ search: '', stored: null, browserLanguages: ['fr'] })).toBe('de');
  });

  it('keeps a choice of the language on screen without a change event that re-renders every text', async () => {
    const language = currentLanguage();
    let changes = 0;
    const count = () => {
      changes += 1;
    };
    i18n.on('languageChanged', count);
    try {
      await setLanguage(language);
      expect(changes).toBe(0);
      expect(window.localStorage.getItem('backline_language')).toBe(language);
    } finally {
      i18n.off('languageChanged', count);
    }
  });
});
