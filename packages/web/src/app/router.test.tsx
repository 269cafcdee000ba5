import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { shellApi } from '../test/api.ts';
import { createMe } from '../test/fixtures.ts';
import { ChunkLoadError } from '../lib/chunk-load.ts';
import { clearToken, setToken } from '../lib/session-storage.ts';
import { createTestQueryClient } from '../test/render.tsx';
import { AppProviders } from './providers.tsx';
import { createAppRoutes, SCREENS, type ScreenDefinitions } from './router.tsx';

function renderApp(path: string, screens: ScreenDefinitions = SCREENS) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(createAppRoutes(queryClient, screens), {
    initialEntries: [path],
  });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} useTransitions />
    </AppProviders>,
  );
  return Object.defineProperty(router, 'location', {
    get: () => router.state.location,
  }) as typeof router & { readonly location: typeof router.state.location };
}

describe('the app router', () => {
  // What the shell and the login screen ask the server in these tests.
  beforeEach(() => {
    shellApi(createMe());
  });

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
      'static-page': {
        namespaces: [],
        load: () => Promise.reject(new ChunkLoadError('chunk failed to load')),
      },
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
      'static-page': {
        namespaces: [],
        load: () =>
          Promise.resolve({
            Component: () => {
              throw new Error('the screen broke');
            },
          }),
      },
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

  it('keeps the old screen while the next one loads, and starts its data before its chunk is there', async () => {
    setToken('token');
    const events: string[] = [];
    let finishChunk: (module: { Component: () => ReactNode }) => void = () => undefined;
    const screens: ScreenDefinitions = {
      ...SCREENS,
      'static-page': {
        namespaces: [],
        load: () => Promise.resolve({ Component: () => <h1>Old screen</h1> }),
      },
      notifications: {
        namespaces: ['notifications'],
        load: () => {
          events.push('chunk requested');
          return new Promise((resolve) => {
            finishChunk = resolve;
          });
        },
        data: () =>
          Promise.resolve({
            prefetch: async () => {
              events.push('data requested');
            },
          }),
      },
    };
    const router = renderApp('/static/faq', screens);
    expect(await screen.findByRole('heading', { name: 'Old screen' })).toBeVisible();

    void router.navigate('/user/notifications');
    await waitFor(() => expect(events).toEqual(['chunk requested', 'data requested']));
    // The chunk is still on its way: the old screen stays, and the progress bar is there.
    expect(screen.getByRole('heading', { name: 'Old screen' })).toBeVisible();
    expect(await screen.findByTestId('navigation-progress')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/static/faq');

    finishChunk({ Component: () => <h1>Next screen</h1> });
    expect(await screen.findByRole('heading', { name: 'Next screen' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Old screen' })).toBeNull();
    expect(screen.queryByTestId('navigation-progress')).toBeNull();
  });

  it('does not run the loader again when only the query string changes (filters, pages)', async () => {
    setToken('token');
    const prefetch = vi.fn(async () => undefined);
    const router = renderApp('/gigs', {
      ...SCREENS,
      gigs: {
        namespaces: [],
        load: () => Promise.resolve({ Component: () => <h1>Gigs</h1> }),
        data: () => Promise.resolve({ prefetch }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Gigs' })).toBeVisible();
    await router.navigate('/gigs?type=live');
    expect(router.location.search).toBe('?type=live');
    expect(prefetch).toHaveBeenCalledTimes(1);
  });
});

/** Source of every web module, to follow a screen's static imports. */
const SOURCES = import.meta.glob<string>('../**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  const path = parts.join('/');
  return path in SOURCES ? path : null;
}

/** The namespaces a module and its static imports ask for with `useTranslation`. */
function namespacesOf(file: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  if (seen.has(file)) return found;
  seen.add(file);
  const source = SOURCES[file] ?? '';
  for (const match of source.matchAll(/useTranslation\(([^)]*)\)/g)) {
    const names = [...(match[1] ?? '').matchAll(/'([\w-]+)'/g)].map((name) => name[1] ?? '');
    for (const name of names.length > 0 ? names : ['common']) found.add(name);
  }
  for (const match of source.matchAll(/^import (?:[^'";]*? from )?'([^']+)';/gm)) {
    const target = resolveImport(file, match[1] ?? '');
    if (target) for (const name of namespacesOf(target, seen)) found.add(name);
  }
  return found;
}

describe('the screens table', () => {
  it.each(Object.entries(SCREENS))(
    '%s names every text namespace its code renders with (common and errors are in the entry)',
    (key, definition) => {
      // Each screen's route module is `routes/<screen>-route.tsx`.
      const file = `./routes/${key}-route.tsx`;
      expect(SOURCES[file]).toBeDefined();
      const used = namespacesOf(file);
      used.delete('common');
      used.delete('errors');
      expect([...used].filter((name) => !definition.namespaces.includes(name as never))).toEqual(
        [],
      );
    },
  );
});
