import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLanguage } from '../../../lib/i18n.ts';
import { apiError, mockApi } from '../../../test/api.ts';
import { createMe } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AppSettingsScreen } from './app-settings-screen.tsx';

const USER = createMe();

afterEach(async () => {
  await setLanguage('de');
});

describe('AppSettingsScreen', () => {
  it('switches the language at once and saves it, like the colour scheme and mail kinds', async () => {
    const api = mockApi({ 'PATCH /user/settings': { saved: true } });
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

    await vi.waitFor(() => expect(api.calls('PATCH /user/settings')).toHaveLength(3));
    expect(api.calls('PATCH /user/settings').map((call) => call.body)).toEqual([
      { locale: 'en' },
      { colorMode: 'dark' },
      { notificationMails: { newsletter: true } },
    ]);
    await vi.waitFor(() => expect(onUserChanged).toHaveBeenCalledTimes(3));
  });

  it('says so when a setting could not be saved', async () => {
    mockApi({ 'PATCH /user/settings': () => apiError(500, 'server.backend_error') });
    const user = userEvent.setup();
    renderWithProviders(<AppSettingsScreen user={USER} onUserChanged={() => Promise.resolve()} />);
    await user.click(screen.getByRole('switch', { name: 'Newsletter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Serverfehler');
  });
});
