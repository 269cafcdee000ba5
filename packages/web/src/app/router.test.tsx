import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { ChunkLoadError } from '../lib/chunk-load.ts';
import { setToken } from '../lib/session-storage.ts';
import { createTestQueryClient } from '../test/render.tsx';
import { AppProviders } from './providers.tsx';
import { RouteErrorScreen } from './route-error-screen.tsx';
import { createRouteObjects } from './router.tsx';

function renderApp(path: string, routes?: RouteObject[]) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(routes ?? createRouteObjects(queryClient), {
    initialEntries: [path],
  });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
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
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/marktplatz?filter=myads')}`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  });

  it('redirects first and then guards the target', async () => {
    const router = renderApp('/musikermarkt/matches');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/musikersuche?filter=matches',
    );
  });

  it('lets a signed-in user through to a route whose screen comes later: not found', async () => {
    setToken('token');
    const router = renderApp('/marktplatz');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/marktplatz');
  });

  it('shows a retry screen when a screen’s code does not load', async () => {
    renderApp('/', [
      {
        path: '/',
        errorElement: <RouteErrorScreen />,
        HydrateFallback: () => null,
        lazy: () => Promise.reject(new ChunkLoadError('chunk failed to load')),
      },
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Die Seite konnte nicht geladen werden' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeVisible();
  });
});
