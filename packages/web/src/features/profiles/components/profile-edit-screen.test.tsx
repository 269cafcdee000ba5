import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Profile } from '@backline/domain';
import { mockApi, reply } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ProfileEditScreen } from './profile-edit-screen.tsx';
import { PROFILE } from './profile-fixtures.ts';

const MUENCHEN = {
  id: 2867714,
  name: 'München',
  country: 'DE',
  region: '02',
  latitude: 48.1,
  longitude: 11.6,
};

/** The own profile, its save (answering what was sent), and the city search. */
function profileApi(save?: (body: Record<string, unknown>) => Response) {
  return mockApi({
    'GET /user/profile': PROFILE,
    'PUT /user/profile': ({ body }) =>
      save?.(body as Record<string, unknown>) ??
      ({ ...PROFILE, ...(body as Partial<Profile>) } as Profile),
    'GET /cities': { cities: [MUENCHEN] },
  });
}

/** The list editors are a chunk of their own: give it time to load in the test run. */
const LAZY = { timeout: 15_000 };

describe('ProfileEditScreen', () => {
  it(
    'loads the own profile, edits fields and saves the whole profile',
    { timeout: 60_000 },
    async () => {
      const api = profileApi();
      const onSaved = vi.fn();
      const user = userEvent.setup();
      renderWithProviders(<ProfileEditScreen onSaved={onSaved} />);

      const firstname = await screen.findByLabelText('Vorname');
      expect(firstname).toHaveValue('Mia');
      expect(screen.getByRole('heading', { level: 1, name: 'Profil bearbeiten' })).toBeVisible();
      await user.clear(firstname);
      await user.type(firstname, ' Maria ');
      await user.type(screen.getByLabelText('Pronomen'), 'sie/ihr');
      await user.selectOptions(screen.getByLabelText('Profil'), 'private');

      // Instruments: search in English, shown in German.
      const instruments = screen.getByRole('combobox', { name: /Instrumente/ });
      expect(screen.getByRole('button', { name: 'Schlagzeug entfernen' })).toBeVisible();
      await user.type(instruments, 'electric gui');
      await user.click(await screen.findByRole('option', { name: 'E-Gitarre' }));

      // City: searched on the server.
      const city = screen.getByRole('combobox', { name: /Stadt/ });
      await user.clear(city);
      await user.type(city, 'Mün');
      await user.click(await screen.findByRole('option', { name: /München/ }));

      await user.click(await screen.findByRole('button', { name: 'Link hinzufügen' }, LAZY));
      await user.type(screen.getByLabelText('Adresse (https://…)'), 'https://mia-muster.de');
      await user.click(screen.getByRole('button', { name: 'Equipment hinzufügen' }));
      await user.type(screen.getByLabelText(/^Marke/), 'Vox');
      await user.type(screen.getByLabelText(/^Produkt/), 'AC30');
      await user.type(screen.getByLabelText('Baujahr'), '1964');

      await user.click(screen.getByRole('button', { name: 'Profil speichern' }));
      expect(await screen.findByText('Dein Profil wurde gespeichert.')).toBeVisible();
      expect(api.calls('PUT /user/profile')).toHaveLength(1);
      expect(api.calls('PUT /user/profile')[0]?.body).toEqual({
        firstname: 'Maria',
        lastname: null,
        name: 'Mia Muster',
        birthday: '1996-01-02',
        showAge: true,
        gender: 'female',
        pronouns: 'sie/ihr',
        instruments: ['drums', 'e-guitar'],
        professional: false,
        cityId: 2867714,
        description: null,
        links: [{ url: 'https://mia-muster.de' }],
        gear: [{ brand: 'Vox', product: 'AC30', year: 1964 }],
        releases: [],
        gigs: [],
        visibility: 'private',
        gemaBadge: 'public',
      });
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ firstname: 'Maria' }));
    },
  );

  it('shows every invalid field at once at the field, focuses the first and sends nothing', async () => {
    const api = profileApi();
    const user = userEvent.setup();
    renderWithProviders(<ProfileEditScreen />);
    const name = await screen.findByLabelText(/^Anzeigename/);
    await user.clear(name);
    await user.click(await screen.findByRole('button', { name: 'Link hinzufügen' }, LAZY));
    await user.type(screen.getByLabelText('Adresse (https://…)'), 'https://bit.ly/xyz');
    await user.click(screen.getByRole('button', { name: 'Veröffentlichung hinzufügen' }));
    await user.type(screen.getByLabelText(/^Link \*/), 'https://mia.bandcamp.com/album/eins');
    await user.click(screen.getByRole('button', { name: 'Profil speichern' }));

    expect(name).toHaveAccessibleDescription('Pflichtfeld');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Adresse (https://…)')).toHaveAccessibleDescription(
      'Der Link konnte nicht verarbeitet werden',
    );
    expect(screen.getByLabelText(/^Jahr \*/)).toHaveAccessibleDescription('Pflichtfeld');
    expect(name).toHaveFocus();
    expect(api.calls('PUT /user/profile')).toHaveLength(0);

    // Fixing a field clears its message as it is typed.
    await user.type(name, 'Mia');
    expect(name).toHaveAccessibleDescription('Diesen Namen sehen alle.');
  });

  it('puts every field error of the server answer on its field, a new link included', async () => {
    profileApi(() =>
      reply(422, {
        code: 'validation.min_age',
        message: 'Du musst mindestens 16 Jahre alt sein',
        field: 'birthday',
        errors: [
          { code: 'validation.min_age', message: '', field: 'birthday' },
          { code: 'link.unprocessable', message: '', field: 'links.0.url' },
          { code: 'validation.invalid', message: '', field: 'cityId' },
        ],
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfileEditScreen />);
    await screen.findByLabelText('Vorname');
    await user.click(await screen.findByRole('button', { name: 'Link hinzufügen' }, LAZY));
    await user.type(screen.getByLabelText('Adresse (https://…)'), 'https://mia.example.org');
    await user.click(screen.getByRole('button', { name: 'Profil speichern' }));

    const birthday = screen.getByLabelText(/^Geburtstag/);
    await waitFor(() =>
      expect(birthday).toHaveAccessibleDescription('Du musst mindestens 16 Jahre alt sein'),
    );
    expect(birthday).toHaveFocus();
    expect(screen.getByLabelText('Adresse (https://…)')).toHaveAccessibleDescription(
      'Der Link konnte nicht verarbeitet werden',
    );
    expect(screen.getByRole('combobox', { name: /Stadt/ })).toHaveAccessibleDescription(
      'Ungültige Eingabe',
    );
    // The failure is on the fields: no alert beside the button repeats it.
    expect(screen.queryByText('Serverfehler')).toBeNull();
    expect(screen.queryByRole('alert', { name: /mindestens 16/ })).toBeNull();
  });

  it('shows a failure that names no field above the button', async () => {
    profileApi(() => reply(500, { code: 'server.backend_error', message: 'Serverfehler' }));
    const user = userEvent.setup();
    renderWithProviders(<ProfileEditScreen />);
    await screen.findByLabelText('Vorname');
    await user.click(screen.getByRole('button', { name: 'Profil speichern' }));
    expect(await screen.findByText('Serverfehler')).toBeVisible();
  });

  it('picks an instrument with the keyboard only', async () => {
    profileApi();
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
    profileApi();
    const user = userEvent.setup();
    renderWithProviders(
      <ProfileEditScreen avatarSlot={<p>avatar upload</p>} mediaSlot={<p>media sections</p>} />,
    );
    await screen.findByLabelText('Vorname');
    expect(screen.getByText('avatar upload')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Bilder und Medien' })).getByText('media sections'),
    ).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Equipment hinzufügen' }, LAZY));
    expect(screen.getByLabelText(/^Marke/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Equipment 1 entfernen' }));
    expect(screen.queryByLabelText(/^Marke/)).toBeNull();
  });
});
