import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { BookmarkMenu } from './bookmark-menu.tsx';
import { bookmark, mockBookmarksApi } from './bookmarks-test-api.ts';

const EXISTS = 'Ein Lesezeichen mit diesem Namen gibt es bereits.';

describe('BookmarkMenu', () => {
  it('saves the current filter under a name, the server’s field error on the field', async () => {
    const api = mockBookmarksApi([bookmark({ name: 'Jazz' })]);
    const user = userEvent.setup();
    renderWithProviders(
      <BookmarkMenu
        route="/gigs"
        filter={
          new URLSearchParams(
            'paid=1&type=live&city=2886242&cityName=K%C3%B6ln&cityCountry=DE&km=50&page=3&q=',
          )
        }
        onApply={() => undefined}
      />,
    );
    expect(await screen.findByText('Jazz')).toBeVisible();
    expect(api.calls('GET /bookmarks')[0]?.search).toBe('?route=%2Fgigs');
    await user.click(screen.getByRole('button', { name: 'Filter als Lesezeichen speichern' }));
    const name = await screen.findByLabelText(/^Name des Lesezeichens/, { selector: 'input' });
    expect(name).toHaveAccessibleDescription('Höchstens 60 Zeichen; jeder Name nur einmal.');

    // Blanks only: required, on the field, focused, nothing sent.
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Pflichtfeld')).toBeVisible();
    expect(name).toHaveAccessibleDescription('Pflichtfeld');
    expect(name).toHaveFocus();
    expect(api.calls('POST /bookmarks')).toHaveLength(0);

    // Taken (in any case): the server's 409 names the field; no alert besides.
    await user.clear(name);
    await user.type(name, 'JAZZ');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await vi.waitFor(() => expect(name).toHaveAccessibleDescription(EXISTS));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.clear(name);
    await user.type(name, ' Live in Köln ');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Lesezeichen gespeichert.')).toBeVisible();
    // Trimmed, and the filter without the page the list was on.
    expect(api.calls('POST /bookmarks').at(-1)?.body).toEqual({
      name: 'Live in Köln',
      route: '/gigs',
      filter: {
        paid: '1',
        type: 'live',
        city: '2886242',
        cityName: 'Köln',
        cityCountry: 'DE',
        km: '50',
      },
    });
    const saved = (await screen.findByText('Live in Köln')).closest('li')!;
    expect(within(saved).getByTestId('bookmark-filter')).toHaveTextContent(
      'Nur mit Gage · Auftrittsart: Live · 50 km um Köln',
    );
  });

  it('shows an answer that names no field as an alert', async () => {
    mockApi({
      'GET /bookmarks': { bookmarks: [] },
      'POST /bookmarks': () => apiError(422, 'bookmark.limit_reached'),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <BookmarkMenu route="/gigs" filter={new URLSearchParams('paid=1')} onApply={() => {}} />,
    );
    expect(
      await screen.findByText('Für diese Liste hast du noch keine Lesezeichen.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Filter als Lesezeichen speichern' }));
    const name = await screen.findByLabelText(/^Name des Lesezeichens/, { selector: 'input' });
    await user.type(name, 'Noch eins');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Lesezeichen/);
    expect(name).toHaveAttribute('aria-invalid', 'false');
  });

  it('applies, renames and deletes the bookmarks of its route, each with its filter in words', async () => {
    const api = mockBookmarksApi([
      bookmark({ id: 'bookmark01', name: 'Jazz', filter: { genre: 'jazz' } }),
      bookmark({
        id: 'bookmark02',
        name: 'Blues',
        filter: { genre: 'blues,soul', from: '2026-12-12', sort: 'newest' },
      }),
    ]);
    const onApply = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <BookmarkMenu route="/gigs" filter={new URLSearchParams()} onApply={onApply} />,
    );
    const blues = (await screen.findByText('Blues')).closest('li')!;
    expect(within(blues).getByTestId('bookmark-filter')).toHaveTextContent(
      'Gesuchte Genres: Blues, Soul · ab 12.12.2026 · Sortierung: Neueste',
    );
    await user.click(screen.getByRole('button', { name: 'Lesezeichen Blues öffnen' }));
    expect(onApply).toHaveBeenCalledWith({
      genre: 'blues,soul',
      from: '2026-12-12',
      sort: 'newest',
    });

    await user.click(screen.getByRole('button', { name: 'Lesezeichen Jazz umbenennen' }));
    const name = await screen.findByLabelText(/^Name des Lesezeichens/, { selector: 'input' });
    expect(name).toHaveValue('Jazz');
    await user.clear(name);
    await user.type(name, 'blues');
    await user.click(screen.getByRole('button', { name: 'Umbenennen' }));
    await vi.waitFor(() => expect(name).toHaveAccessibleDescription(EXISTS));
    await user.clear(name);
    await user.type(name, 'Modern Jazz');
    await user.click(screen.getByRole('button', { name: 'Umbenennen' }));
    expect(await screen.findByText('Modern Jazz')).toBeVisible();
    expect(api.calls('PATCH /bookmarks/:id').at(-1)).toMatchObject({
      path: '/bookmarks/bookmark01',
      body: { name: 'Modern Jazz' },
    });

    // Deleting asks nothing: it can be undone from the snackbar instead.
    await user.click(screen.getByRole('button', { name: 'Lesezeichen Blues löschen' }));
    expect(await screen.findByText('Lesezeichen „Blues“ gelöscht.')).toBeVisible();
    await vi.waitFor(() => expect(screen.queryByText('Blues')).toBeNull());
    expect(api.calls('DELETE /bookmarks/:id')[0]?.path).toBe('/bookmarks/bookmark02');
    expect(api.current().map((b) => b.name)).toEqual(['Modern Jazz']);
  });
});
