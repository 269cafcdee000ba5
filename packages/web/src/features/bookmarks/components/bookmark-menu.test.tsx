import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { BookmarkMenu } from './bookmark-menu.tsx';
import { bookmark, fakeBookmarksApi } from './test-server.ts';

afterEach(() => vi.restoreAllMocks());

describe('BookmarkMenu', () => {
  it('saves the current filter under a name, showing the server’s field error first', async () => {
    const api = fakeBookmarksApi([bookmark({ name: 'Jazz' })]);
    const user = userEvent.setup();
    renderWithProviders(
      <BookmarkMenu
        route="/gigs"
        filter={new URLSearchParams('genre=rock&genre=pop&city=K%C3%B6ln&page=')}
        onApply={() => undefined}
      />,
    );
    expect(await screen.findByText('Jazz')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Filter als Lesezeichen speichern' }));
    const name = screen.getByLabelText(/^Name des Lesezeichens/, { selector: 'input' });

    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(name).toHaveAccessibleDescription('Pflichtfeld');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(name, 'JAZZ');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText('Ein Lesezeichen mit diesem Namen gibt es bereits.'),
    ).toBeVisible();
    expect(name).toHaveAccessibleDescription('Ein Lesezeichen mit diesem Namen gibt es bereits.');

    await user.clear(name);
    await user.type(name, 'Rock in Köln');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Lesezeichen gespeichert.')).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      name: 'Rock in Köln',
      route: '/gigs',
      filter: { genre: ['rock', 'pop'], city: 'Köln' },
    });
    expect(await screen.findByText('Rock in Köln')).toBeVisible();
    expect(api.calls[0]?.url).toBe('/api/bookmarks?route=%2Fgigs');
  });

  it('applies, renames and deletes the bookmarks of its route', async () => {
    fakeBookmarksApi([
      bookmark({ id: 'bookmark01', name: 'Jazz', filter: { genre: 'jazz' } }),
      bookmark({ id: 'bookmark02', name: 'Blues', filter: { genre: ['blues', 'soul'] } }),
    ]);
    const onApply = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <BookmarkMenu route="/gigs" filter={new URLSearchParams()} onApply={onApply} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Lesezeichen Blues öffnen' }));
    expect(onApply).toHaveBeenCalledWith({ genre: ['blues', 'soul'] });

    await user.click(screen.getByRole('button', { name: 'Lesezeichen Jazz umbenennen' }));
    const name = screen.getByLabelText(/^Name des Lesezeichens/, { selector: 'input' });
    expect(name).toHaveValue('Jazz');
    await user.clear(name);
    await user.type(name, 'blues');
    await user.click(screen.getByRole('button', { name: 'Umbenennen' }));
    expect(
      await screen.findByText('Ein Lesezeichen mit diesem Namen gibt es bereits.'),
    ).toBeVisible();
    await user.clear(name);
    await user.type(name, 'Modern Jazz');
    await user.click(screen.getByRole('button', { name: 'Umbenennen' }));
    expect(await screen.findByText('Modern Jazz')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Lesezeichen Blues löschen' }));
    const question = screen.getByText('Lesezeichen „Blues“ wirklich löschen?');
    await user.click(
      within(question.parentElement as HTMLElement).getByRole('button', { name: 'Ja, löschen' }),
    );
    await vi.waitFor(() => expect(screen.queryByText('Blues')).toBeNull());
    expect(screen.getByText('Modern Jazz')).toBeVisible();
  });
});
