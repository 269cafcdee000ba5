import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { City } from '@backline/domain';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { CityPicker, type CityChoice } from './city-picker.tsx';

afterEach(() => vi.restoreAllMocks());

const MUENCHEN: City = {
  id: 2867714,
  name: 'München',
  country: 'DE',
  region: '02',
  latitude: 48.1,
  longitude: 11.6,
};
const MUENCHENBUCHSEE: City = {
  id: 2659631,
  name: 'Münchenbuchsee',
  country: 'CH',
  region: 'BE',
  latitude: 47.0,
  longitude: 7.5,
};

/** Fakes `GET /api/cities` at the fetch level; answers what `answer` gives for the query. */
function fakeCities(answer: (q: string) => Response = () => jsonResponse(200, { cities: [] })) {
  const queries: string[] = [];
  vi.spyOn(window, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/cities') {
      return jsonResponse(404, { code: 'request.not_found', message: 'not found' });
    }
    const q = url.searchParams.get('q') ?? '';
    queries.push(q);
    return answer(q);
  });
  return queries;
}

/** The picker in a form that keeps its value, as the profile and page forms do. */
function renderPicker(props: { initial?: CityChoice | null; error?: string } = {}) {
  const onChange = vi.fn<(city: City | null) => void>();
  function Form() {
    const [city, setCity] = useState<CityChoice | null>(props.initial ?? null);
    return (
      <CityPicker
        value={city}
        onChange={(next) => {
          onChange(next);
          setCity(next);
        }}
        error={props.error}
      />
    );
  }
  renderWithProviders(<Form />);
  return { onChange, input: screen.getByRole('combobox', { name: 'Stadt' }) };
}

describe('CityPicker', () => {
  it('searches once the typing pauses, and picks a city with the keyboard', async () => {
    const queries = fakeCities((q) =>
      jsonResponse(200, { cities: q.startsWith('Mün') ? [MUENCHEN, MUENCHENBUCHSEE] : [] }),
    );
    const user = userEvent.setup();
    const { onChange, input } = renderPicker();
    expect(input).toHaveAccessibleDescription('Städte in Deutschland, Österreich und der Schweiz');

    await user.type(input, 'Mün');
    expect(
      await screen.findByRole('option', { name: 'Münchenbuchsee (Schweiz, Bern)' }),
    ).toBeVisible();
    // One request for what was typed, not one per letter.
    expect(queries).toEqual(['Mün']);
    expect(input).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'München (Deutschland, Bayern)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(MUENCHEN);
    expect(input).toHaveValue('München');
    expect(input).toHaveAccessibleDescription('München, Deutschland');
  });

  it('asks for two letters first, and says when nothing matches', async () => {
    const queries = fakeCities();
    const user = userEvent.setup();
    const { input } = renderPicker();
    await user.type(input, 'X');
    expect(screen.getByText('Tippe mindestens zwei Buchstaben')).toBeVisible();
    await user.type(input, 'y');
    expect(await screen.findByText('Keine Stadt gefunden')).toBeVisible();
    expect(queries).toEqual(['Xy']);
  });

  it('says why the search failed', async () => {
    fakeCities(() => {
      throw new TypeError('Failed to fetch');
    });
    const user = userEvent.setup();
    const { input } = renderPicker();
    await user.type(input, 'Köln');
    expect(
      await screen.findByText('Keine Verbindung zum Server. Bitte prüfe deine Internetverbindung.'),
    ).toBeVisible();
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('clears the chosen city with its button', async () => {
    fakeCities();
    const user = userEvent.setup();
    const { onChange, input } = renderPicker({
      initial: { id: 2886242, name: 'Köln', country: 'DE', region: '07' },
    });
    expect(input).toHaveValue('Köln');
    expect(input).toHaveAccessibleDescription('Köln, Deutschland');

    await user.click(screen.getByRole('button', { name: 'Stadt entfernen' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Stadt entfernen' })).toBeNull();
  });

  it('un-chooses the city when its name is typed over', async () => {
    fakeCities();
    const user = userEvent.setup();
    const { onChange, input } = renderPicker({
      initial: { id: 2886242, name: 'Köln', country: 'DE' },
    });
    await user.type(input, 'x');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input).toHaveValue('Kölnx');
    expect(input).toHaveAccessibleDescription('Städte in Deutschland, Österreich und der Schweiz');
  });

  it('shows the form’s error at the field', () => {
    fakeCities();
    const { input } = renderPicker({ error: 'Ungültige Eingabe' });
    expect(input).toHaveAccessibleDescription('Ungültige Eingabe');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
