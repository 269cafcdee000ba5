import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '../lib/chunk-load.ts';
import { clearToken, setToken } from '../lib/session-storage.ts';
import { createTestQueryClient } from '../test/render.tsx';
import { AppShell } from './app-shell.tsx';
import { AppProviders } from './providers.tsx';
import { SCREENS, type ScreenLoaders } from './router.tsx';

function renderApp(path: string, screens?: ScreenLoaders) {
  const queryClient = createTestQueryClient();
  const seen: { location: Location | null } = { location: null };
  function LocationProbe() {
    seen.location = useLocation();
    return null;
  }
  render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppShell screens={screens} />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return {
    get location(): Location {
      if (!seen.location) throw new Error('not rendered');
      return seen.location;
    },
  };
}

describe('the app router', () => {
  it('renders an unknown address as the not-found screen inside the layout', async () => {
    renderApp('/gibt/es/nicht');
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeVisible();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/login');
  });

  it('sends a visitor from a logged-in route to the login, with the way back', async () => {
    const router = renderApp('/marktplatz?filter=myads');
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(router.location.search).toBe(
      `?redirect=${encodeURIComponent('/marktplatz?filter=myads')}`,
    );
    // The login screen is a real chunk: on a busy machine its first import takes a while.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Anmelden' }, { timeout: 5000 }),
    ).toBeVisible();
  });

  it('redirects first and then guards the target', async () => {
    const router = renderApp('/musikermarkt/matches');
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.location.search).get('redirect')).toBe(
      '/musikersuche?filter=matches',
    );
  });

  it('lets a signed-in user through to a route whose screen comes later: not found', async () => {
    setToken('token');
    const router = renderApp('/marktplatz');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeVisible();
    expect(router.location.pathname).toBe('/marktplatz');
  });

  it('shows a retry screen when a screen’s code does not load', async () => {
    renderApp('/static/faq', {
      ...SCREENS,
      'static-page': () => Promise.reject(new ChunkLoadError('chunk failed to load')),
    });
    expect(
      await screen.findByRole('heading', { name: 'Die Seite konnte nicht geladen werden' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeVisible();
  });

  it('shows a failed screen as a failure inside the layout until the next navigation', async () => {
    clearToken();
    const failing = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = renderApp('/static/faq', {
      ...SCREENS,
      'static-page': () =>
        Promise.resolve({
          Component: () => {
            throw new Error('the screen broke');
          },
        }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Etwas ist schiefgelaufen' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeVisible();

    await userEvent.setup().click(screen.getByRole('link', { name: 'Anmelden' }));
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Anmelden' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.queryByText('Etwas ist schiefgelaufen')).toBeNull();
    failing.mockRestore();
  });
});
