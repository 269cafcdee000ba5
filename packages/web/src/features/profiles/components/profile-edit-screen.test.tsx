import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@backline/domain';
import { renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse } from '../../../test/fixtures.ts';
import { ProfileEditScreen } from './profile-edit-screen.tsx';
import { PROFILE } from './profile-fixtures.ts';

afterEach(() => vi.restoreAllMocks());

type Call = { url: string; method: string; body: unknown };

/** Fakes the API at the fetch level: own profile, save, city search. */
function fakeApi(options: { save?: (body: Record<string, unknown>) => Response } = {}) {
  const calls: Call[] = [];
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body
      ? (JSON.parse(String(init.body)) as Record<string, unknown>)
      : undefined;
    calls.push({ url, method, body });
    if (url.includes('/api/user/profile') && method === 'GET') return jsonResponse(200, PROFILE);
    if (url.includes('/api/user/profile') && method === 'PUT') {
      return options.save?.(body ?? {}) ?? jsonResponse(200, { ...PROFILE, ...body } as Profile);
    }
    if (url.includes('/api/cities')) {
      return jsonResponse(200, {
        cities: [
          {
            id: 2867714,
            name: 'München',
            country: 'DE',
            region: '02',
            latitude: 48.1,
            longitude: 11.6,
          },
        ],
      });
    }
    return jsonResponse(404, { code: 'request.not_found', message: 'not found' });
  });
  return calls;
}

describe('ProfileEditScreen', () => {
  it(
    'loads the own profile, edits fields and saves the whole profile',
    { timeout: 60_000 },
    async () => {
      const calls = fakeApi();
      const onSaved = vi.fn();
      const user = userEvent.setup();
      renderWithProviders(<ProfileEditScreen onSaved={onSaved} />);

      const firstname = await screen.findByLabelText('Vorname');
      expect(firstname).toHaveValue('Mia');
      expect(screen.getByRole('heading', { level: 1, name: 'Profil bearbeiten' })).toBeVisible();
      await user.clear(firstname);
      await user.type(firstname, 'Maria');
      await user.type(screen.getByLabelText('Pronomen'), 'sie/ihr');
      await user.selectOptions(screen.getByLabelText('Profil'), 'private');

      // Instruments: search in English, shown in German.
      const instruments = await screen.findByRole(
        'combobox',
        { name: /Instrumente/ },
        { timeout: 15_000 },
      );
      expect(screen.getByRole('button', { name: 'Schlagzeug entfernen' })).toBeVisible();
      await user.type(instruments, 'electric gui');
      await user.click(await screen.findByRole('option', { name: 'E-Gitarre' }));

      // City: searched on the server.
      const city = screen.getByRole('combobox', { name: /Stadt/ });
      await user.clear(city);
      await user.type(city, 'Mün');
      await user.click(await screen.findByRole('option', { name: /München/ }, { timeout: 5_000 }));

      await user.click(await screen.findByRole('button', { name: 'Link hinzufügen' }));
      await user.type(screen.getByLabelText('Adresse (https://…)'), 'https://mia-muster.de');

      await user.click(screen.getByRole('button', { name: 'Profil speichern' }));
      expect(await screen.findByText('Dein Profil wurde gespeichert.')).toBeVisible();
      const put = calls.find((call) => call.method === 'PUT');
      expect(put?.body).toMatchObject({
        firstname: 'Maria',
        pronouns: 'sie/ihr',
        visibility: 'private',
        instruments: ['drums', 'e-guitar'],
        cityId: 2867714,
        links: [{ url: 'https://mia-muster.de' }],
      });
      expect(onSaved).toHaveBeenCalled();
    },
  );

  it('shows client errors at the field without sending', async () => {
    const calls = fakeApi();
    const user = userEvent.setup();
    renderWithProviders(<ProfileEditScreen />);
    await screen.findByLabelText('Vorname');
    await user.click(await screen.findByRole('button', { name: 'Link hinzufügen' }));
    await user.type(screen.getByLabelText('Adresse (https://…)'), 'https://bit.ly/xyz');
    await user.click(screen.getByRole('button', { name: 'Profil speichern' }));
    expect(screen.getByLabelText('Adresse (https://…)')).toHaveAccessibleDescription(
      'Der Link konnte nicht verarbeitet werden',
    );
    expect(screen.getByText('Bitte prüfe die markierten Felder.')).toBeVisible();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows a server error at the field it names', async () => {
    fakeApi({
      save: () =>
        jsonResponse(422, {
          code: 'validation.min_age',
          message: 'Du musst mindestens 16 Jahre alt sein',
          field: 'birthday',
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ProfileEditScreen />);
    await screen.findByLabelText('Vorname');
    await user.click(screen.getByRole('button', { name: 'Profil speichern' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Geburtstag')).toHaveAccessibleDescription(
        'Du musst mindestens 16 Jahre alt sein',
      ),
    );
  });

  it('picks an instrument with the keyboard only', async () => {
    fakeApi();
    const user = userEvent.setup();
    renderWithProviders(<ProfileEditScreen />);
    const instruments = await screen.findByRole('combobox', { name: /Instrumente/ });
    await user.click(instruments);
    await user.keyboard('kontrab');
    expect(instruments).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(instruments).toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Kontrabass entfernen' })).toBeVisible();
    expect(instruments).toHaveValue('');
    await user.keyboard('{Backspace}');
    expect(screen.queryByRole('button', { name: 'Kontrabass entfernen' })).toBeNull();
  });

  it('adds and removes gear, and renders the slots', async () => {
    fakeApi();
    const user = userEvent.setup();
    renderWithProviders(
      <ProfileEditScreen avatarSlot={<p>avatar upload</p>} mediaSlot={<p>media sections</p>} />,
    );
    await screen.findByLabelText('Vorname');
    expect(screen.getByText('avatar upload')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Bilder und Medien' })).getByText('media sections'),
    ).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Equipment hinzufügen' }));
    expect(screen.getByLabelText(/^Marke/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Equipment 1 entfernen' }));
    expect(screen.queryByLabelText(/^Marke/)).toBeNull();
  });
});
