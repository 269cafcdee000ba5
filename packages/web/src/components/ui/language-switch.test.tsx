import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { detectLanguage, i18n, LANGUAGE_STORAGE_KEY } from '../../lib/i18n.ts';
import { useLanguageQueryParam } from '../../lib/use-language-query-param.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { LanguageSwitch } from './language-switch.tsx';

function QueryParamProbe() {
  useLanguageQueryParam();
  return <LanguageSwitch />;
}

describe('language', () => {
  it('?lang=en switches to English, is remembered, sets <html lang> and leaves the address', async () => {
    const { router } = renderWithProviders(<QueryParamProbe />, {
      route: '/static/faq?x=1&lang=en#oben',
    });
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await waitFor(() => expect(router.state.location.search).toBe('?x=1'));
    expect(router.state.location.pathname).toBe('/static/faq');
    expect(router.state.location.hash).toBe('#oben');
    expect(screen.getByRole('button', { name: 'DE – Change language: Deutsch' })).toHaveTextContent(
      'DE',
    );
  });

  it('?lang=de switches back to German', async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(<QueryParamProbe />, { route: '/?lang=de' });
    await waitFor(() => expect(i18n.language).toBe('de'));
    expect(document.documentElement.lang).toBe('de');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
  });

  it('ignores an unknown ?lang value but still removes it', async () => {
    const { router } = renderWithProviders(<QueryParamProbe />, { route: '/?lang=fr' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(i18n.language).toBe('de');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('the switch toggles the language, remembers it and updates <html lang>', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguageSwitch />);
    await user.click(screen.getByRole('button', { name: 'EN – Sprache wechseln: English' }));
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    await user.click(screen.getByRole('button', { name: 'DE – Change language: Deutsch' }));
    expect(i18n.language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    act(() => undefined);
  });
});

describe('detectLanguage', () => {
  const detect = (search: string, stored: string | null, browser: string[]) =>
    detectLanguage({ search, stored, browserLanguages: browser });

  it('follows a German or English browser on the first visit', () => {
    expect(detect('', null, ['en-GB', 'de'])).toBe('en');
    expect(detect('', null, ['de-AT'])).toBe('de');
    expect(detect('', null, ['fr-FR', 'en-US'])).toBe('en');
  });

  it('falls back to German for any other browser language', () => {
    expect(detect('', null, ['fr-FR', 'it'])).toBe('de');
    expect(detect('', null, [])).toBe('de');
  });

  it('prefers the stored choice to the browser, and ?lang to both', () => {
    expect(detect('', 'de', ['en-US'])).toBe('de');
    expect(detect('?lang=en', 'de', ['de-DE'])).toBe('en');
    expect(detect('?lang=xx', 'en', ['de-DE'])).toBe('en');
  });
});
