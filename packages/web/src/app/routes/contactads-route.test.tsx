import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../lib/session-storage.ts';
import { mockApi, shellApi } from '../../test/api.ts';
import { createMe } from '../../test/fixtures.ts';
import { createTestQueryClient } from '../../test/render.tsx';
import { AppProviders } from '../providers.tsx';
import { createAppRoutes } from '../router.tsx';

function renderApp(path: string) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(createAppRoutes(queryClient), { initialEntries: [path] });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('the musician search routes', () => {
  beforeEach(() => {
    setToken('token');
    shellApi(createMe());
  });

  it('land the old region and instrument address on the list with both filters', async () => {
    const api = mockApi({ 'GET /contactads': { items: [], next: null } });
    const router = renderApp('/musikersuche/region/Bayern/Schlagzeug');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Musikersuche' }, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe('?region=DE-02&inst=drums'));
    await waitFor(() => expect(api.calls('GET /contactads')).not.toHaveLength(0));
    const query = api.calls('GET /contactads').at(-1)!.query;
    expect(query.get('region')).toBe('DE-02');
    expect(query.get('inst')).toBe('drums');
  });

  it('land /musikermarkt/myads on my ads', async () => {
    const api = mockApi({ 'GET /contactads': { items: [], next: null } });
    const router = renderApp('/musikermarkt/myads');
    expect(
      await screen.findByRole('heading', { name: 'Du hast noch keine Anzeige' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/musikersuche');
    expect(api.calls('GET /contactads')[0]!.query.get('filter')).toBe('myads');
  });
});
