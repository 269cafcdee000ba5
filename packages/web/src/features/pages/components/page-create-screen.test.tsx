import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { fakeApi, makePage } from '../fake-api.ts';
import { PageCreateScreen } from './page-create-screen.tsx';

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input, textarea' });

describe('PageCreateScreen', () => {
  it('checks the form before sending: a name is required, the address must be well formed', async () => {
    const { calls } = fakeApi({});
    const user = userEvent.setup();
    renderWithProviders(<PageCreateScreen onCreated={vi.fn()} />);
    await user.type(field(/^Seitenadresse/), 'die band');
    // The form rule shows at once, without asking the server.
    expect(field(/^Seitenadresse/)).toHaveAccessibleDescription(
      'Ungültige Seitenadresse: nur Kleinbuchstaben, Ziffern und Bindestriche.',
    );
    await user.click(screen.getByRole('button', { name: 'Seite erstellen' }));
    expect(field(/^Name/)).toHaveAccessibleDescription('Pflichtfeld');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('checks the address with the server while typing: taken, then free', async () => {
    const { calls } = fakeApi({
      'GET /api/pages/urlname/die-band/availability': () => ({
        urlname: 'die-band',
        available: false,
        code: 'page.address_unavailable',
      }),
      'GET /api/pages/urlname/die-band-koeln/availability': () => ({
        urlname: 'die-band-koeln',
        available: true,
        code: null,
      }),
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
    const checks = calls.filter((call) => call.path.includes('/urlname/'));
    expect(checks.map((call) => call.path)).toEqual([
      '/api/pages/urlname/die-band/availability',
      '/api/pages/urlname/die-band-koeln/availability',
    ]);
  });

  it('shows a server error at its field, then creates the page with the kind’s shape', async () => {
    let attempt = 0;
    const created = makePage({ id: 'newpage123', name: 'Kellerclub', kind: 'location' });
    const { calls } = fakeApi({
      'POST /api/pages': () =>
        ++attempt === 1
          ? {
              status: 422,
              body: { code: 'link.unprocessable', message: 'x', field: 'website' },
            }
          : { status: 201, body: created },
      'GET /api/user/me': () => ({ status: 401, body: {} }),
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
    await user.click(field(/^Website/));
    await user.paste('https://kellerclub.example');
    await user.click(screen.getByRole('button', { name: 'Rock' }));
    await user.click(screen.getByRole('button', { name: 'Seite erstellen' }));
    await waitFor(() =>
      expect(field(/^Website/)).toHaveAccessibleDescription(
        'Der Link konnte nicht verarbeitet werden',
      ),
    );
    expect(onCreated).not.toHaveBeenCalled();

    await user.clear(field(/^Website/));
    await user.click(screen.getByRole('button', { name: 'Seite erstellen' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts[1]?.body).toEqual({
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
