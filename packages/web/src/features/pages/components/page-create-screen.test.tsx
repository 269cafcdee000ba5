import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, reply } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makePage } from './page-fixtures.ts';
import { PageCreateScreen } from './page-create-screen.tsx';

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input, textarea' });
const noSession = { 'GET /user/me': () => apiError(401, 'auth.required') };

describe('PageCreateScreen', () => {
  it('says at once that an address is malformed, without asking the server', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<PageCreateScreen onCreated={vi.fn()} />);
    await user.type(field(/^Seitenadresse/), 'die band');
    expect(field(/^Seitenadresse/)).toHaveAccessibleDescription(
      'Ungültige Seitenadresse: nur Kleinbuchstaben, Ziffern und Bindestriche.',
    );
    expect(api.calls()).toEqual([]);
  });

  it('shows every invalid field at once, focuses the first and sends nothing', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<PageCreateScreen onCreated={vi.fn()} />);
    await user.type(field(/^Seitenadresse/), 'die band');
    await user.type(field(/^Website/), 'https://bit.ly/abc');
    await user.click(screen.getByRole('button', { name: 'Link hinzufügen' }));
    await user.type(field(/^Link 1/), 'http://localhost/x');
    await user.click(screen.getByRole('button', { name: 'Seite erstellen' }));

    expect(field(/^Name/)).toHaveAccessibleDescription('Pflichtfeld');
    expect(field(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Seitenadresse/)).toHaveAccessibleDescription(
      'Ungültige Seitenadresse: nur Kleinbuchstaben, Ziffern und Bindestriche.',
    );
    expect(field(/^Website/)).toHaveAccessibleDescription(
      'Der Link konnte nicht verarbeitet werden',
    );
    expect(field(/^Link 1/)).toHaveAccessibleDescription(
      'Der Link konnte nicht verarbeitet werden',
    );
    expect(field(/^Name/)).toHaveFocus();
    expect(api.calls('POST /pages')).toHaveLength(0);
  });

  it('checks the address with the server while typing: taken, then free', async () => {
    const api = mockApi({
      'GET /pages/urlname/die-band/availability': {
        urlname: 'die-band',
        available: false,
        code: 'page.address_unavailable',
      },
      'GET /pages/urlname/die-band-koeln/availability': {
        urlname: 'die-band-koeln',
        available: true,
        code: null,
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<PageCreateScreen onCreated={vi.fn()} />);
    await user.type(field(/^Seitenadresse/), 'Die-Band');
    expect(field(/^Seitenadresse/)).toHaveValue('die-band');
    await waitFor(() =>
      expect(field(/^Seitenadresse/)).toHaveAccessibleDescription(
        'Diese Adresse ist bereits vergeben.',
      ),
    );
    await user.type(field(/^Seitenadresse/), '-koeln');
    await waitFor(() =>
      expect(field(/^Seitenadresse/)).toHaveAccessibleDescription('Die Adresse ist frei.'),
    );
    // Debounced: one check per pause, not one per key.
    expect(api.calls().map((call) => call.path)).toEqual([
      '/pages/urlname/die-band/availability',
      '/pages/urlname/die-band-koeln/availability',
    ]);
  });

  it('puts the server’s field errors on their fields, then creates the page with the kind’s shape', async () => {
    let attempt = 0;
    const created = makePage({ id: 'newpage123', name: 'Kellerclub', kind: 'location' });
    const api = mockApi({
      ...noSession,
      'GET /pages/urlname/kellerclub/availability': {
        urlname: 'kellerclub',
        available: true,
        code: null,
      },
      'POST /pages': () =>
        ++attempt === 1
          ? reply(422, {
              code: 'link.unprocessable',
              message: 'x',
              field: 'website',
              errors: [
                { code: 'link.unprocessable', message: 'x', field: 'website' },
                { code: 'page.address_unavailable', message: 'x', field: 'urlname' },
              ],
            })
          : reply(201, created),
    });
    const onCreated = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<PageCreateScreen onCreated={onCreated} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Art der Seite' }), 'location');
    expect(screen.queryByRole('combobox', { name: 'Band oder Solo' })).not.toBeInTheDocument();
    expect(
      screen
        .getAllByRole('option', { name: /Aktiv|Geschlossen|Aufgelöst/ })
        .map((o) => o.textContent),
    ).toEqual(['Aktiv', 'Geschlossen / inaktiv']);
    await user.click(field(/^Name/));
    await user.paste('Kellerclub');
    await user.click(field(/^Seitenadresse/));
    await user.paste('kellerclub');
    await user.click(field(/^Website/));
    await user.paste('https://kellerclub.example');
    await user.click(screen.getByRole('button', { name: 'Rock' }));
    await user.click(screen.getByRole('button', { name: 'Seite erstellen' }));
    await waitFor(() =>
      expect(field(/^Website/)).toHaveAccessibleDescription(
        'Der Link konnte nicht verarbeitet werden',
      ),
    );
    expect(field(/^Seitenadresse/)).toHaveAccessibleDescription(
      'Diese Adresse ist bereits vergeben.',
    );
    // The first field the server names takes the focus.
    expect(field(/^Website/)).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onCreated).not.toHaveBeenCalled();

    await user.clear(field(/^Website/));
    await user.clear(field(/^Seitenadresse/));
    await user.click(screen.getByRole('button', { name: 'Seite erstellen' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(api.calls('POST /pages')[1]?.body).toEqual({
      kind: 'location',
      status: 'active',
      name: 'Kellerclub',
      urlname: null,
      website: null,
      cityId: null,
      description: null,
      genres: ['rock'],
      links: [],
    });
  });
});
