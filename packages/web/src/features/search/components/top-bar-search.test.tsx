import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchSuggestions } from '@backline/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { TopBarSearch } from './top-bar-search.tsx';

afterEach(() => vi.restoreAllMocks());

const SUGGESTIONS: SearchSuggestions = {
  q: 'Kulturhale',
  groups: [
    { kind: 'people', hits: [], more: false },
    {
      kind: 'pages',
      hits: [
        {
          kind: 'pages',
          id: 'pgKultur01',
          title: 'Kulturhalle',
          subtitle: 'Köln',
          type: 'location',
          path: '/location/kulturhalle-pgKultur01',
        },
      ],
      more: false,
    },
    {
      kind: 'offers',
      hits: [
        {
          kind: 'offers',
          id: 'ofKultur01',
          title: 'Sommerfest in der Kulturhalle',
          subtitle: 'Kulturhalle, Köln',
          type: null,
          path: '/booking/sommerfest-in-der-kulturhalle-ofKultur01',
        },
      ],
      more: false,
    },
  ],
};

/** Fakes `GET /api/search/suggest` at the fetch level and records the words asked for. */
function fakeSuggest() {
  const queries: string[] = [];
  vi.spyOn(window, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/search/suggest') {
      return jsonResponse(404, { code: 'request.not_found', message: 'not found' });
    }
    queries.push(url.searchParams.get('q') ?? '');
    return jsonResponse(200, { ...SUGGESTIONS, q: url.searchParams.get('q') });
  });
  return queries;
}

describe('TopBarSearch', () => {
  it('suggests while typing (one request after the pause) and opens the picked hit', async () => {
    const queries = fakeSuggest();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<TopBarSearch />);
    const input = screen.getByRole('combobox', { name: 'Personen, Seiten, Gigs suchen' });

    await user.type(input, 'Kulturhale');
    expect(
      await screen.findByRole('option', { name: /Kulturhalle\s*Live-Location · Köln/ }),
    ).toBeVisible();
    expect(queries).toEqual(['Kulturhale']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: 'Alle Ergebnisse für „Kulturhale“' })).toBeVisible();

    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/location/kulturhalle-pgKultur01');
    expect(input).toHaveValue('');
  });

  it('closes the list with Escape, and Enter without a pick opens the results screen', async () => {
    fakeSuggest();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<TopBarSearch />);
    const input = screen.getByRole('combobox', { name: 'Personen, Seiten, Gigs suchen' });
    await user.type(input, 'Kulturhale');
    await screen.findByRole('option', { name: /Sommerfest in der Kulturhalle/ });
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/suche');
    expect(router.state.location.search).toBe('?q=Kulturhale');
  });

  it('asks nothing for a single letter', async () => {
    const queries = fakeSuggest();
    const user = userEvent.setup();
    renderWithProviders(<TopBarSearch />);
    await user.type(screen.getByRole('combobox', { name: 'Personen, Seiten, Gigs suchen' }), 'K');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(queries).toEqual([]);
    expect(screen.queryByRole('option')).toBeNull();
  });
});
