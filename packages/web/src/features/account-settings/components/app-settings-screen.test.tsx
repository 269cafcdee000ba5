import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '@backline/domain';
import { i18n, setLanguage } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AppSettingsScreen } from './app-settings-screen.tsx';
import { jsonResponse } from '../../../test/fixtures.ts';

const USER = {
  id: 'u1abcde',
  name: 'Mia Muster',
  locale: 'de',
  preferences: {
    colorMode: 'auto',
    notificationMails: {
      messages: true,
      contactRequests: true,
      booking: true,
      comments: true,
      newsletter: false,
    },
  },
} as unknown as Me;

afterEach(async () => {
  vi.restoreAllMocks();
  await setLanguage('de');
});

const bodies = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map((call) => JSON.parse(String((call[1] as RequestInit).body)) as unknown);

describe('AppSettingsScreen', () => {
  it('switches the language at once and saves it, like the colour scheme and mail kinds', async () => {
    const fetchSpy = vi
      .spyOn(window, 'fetch')
      .mockImplementation(() => Promise.resolve(jsonResponse(200, { saved: true })));
    const onUserChanged = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    renderWithProviders(<AppSettingsScreen user={USER} onUserChanged={onUserChanged} />);
    expect(screen.getByRole('heading', { level: 1, name: 'App-Einstellungen' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Automatisch (wie System)' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Newsletter' })).not.toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'App settings' })).toBeVisible();
    expect(i18n.language).toBe('en');

    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Newsletter' }));

    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(3));
    expect(bodies(fetchSpy)).toEqual([
      { locale: 'en' },
      { colorMode: 'dark' },
      { notificationMails: { newsletter: true } },
    ]);
    expect(String(fetchSpy.mock.calls[0]?.[0])).toMatch(/\/api\/user\/settings$/);
    expect((fetchSpy.mock.calls[0]?.[1] as RequestInit).method).toBe('PATCH');
    await vi.waitFor(() => expect(onUserChanged).toHaveBeenCalledTimes(3));
  });
});
