import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Highlight, HighlightList, HighlightSubject } from '@backline/domain';
import { mockApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { HighlightsScreen } from './highlights-screen.tsx';

const venue: HighlightSubject = {
  kind: 'page',
  id: 'venue00001',
  title: 'Kulturhalle',
  pageKind: 'location',
  city: 'Köln',
  startsAt: null,
  resource: '/location/kulturhalle-venue00001',
};
const gig: HighlightSubject = {
  kind: 'offer',
  id: 'offer00001',
  title: 'Sommerfest',
  pageKind: null,
  city: 'Bonn',
  startsAt: '2026-12-12T19:00:00.000Z',
  resource: '/booking/sommerfest-offer00001',
};
const item = (id: string, subject: HighlightSubject, note: string | null = null): Highlight => ({
  id,
  note,
  subject,
});

describe('HighlightsScreen', () => {
  it('shows visitors the list with the notes and no editing', async () => {
    const list: HighlightList = {
      items: [item('hl00000001', venue, 'Die beste Bühne der Stadt'), item('hl00000002', gig)],
      canEdit: false,
    };
    mockApi({ 'GET /highlights': list });
    renderWithProviders(<HighlightsScreen />, { route: '/highlights' });
    const link = await screen.findByRole('link', { name: 'Kulturhalle' });
    expect(link).toHaveAttribute('href', '/location/kulturhalle-venue00001');
    expect(screen.getByText('Die beste Bühne der Stadt')).toBeVisible();
    expect(screen.getByText(/Livelocation · Köln/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sommerfest' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Highlight hinzufügen' })).toBeNull();
    expect(screen.queryByRole('button', { name: /entfernen/ })).toBeNull();
  });

  it('says so when there are none yet', async () => {
    mockApi({ 'GET /highlights': { items: [], canEdit: false } });
    renderWithProviders(<HighlightsScreen />, { route: '/highlights' });
    expect(await screen.findByText('Noch keine Highlights.')).toBeVisible();
  });

  it('lets an editor find and add a page with a note, move and remove items', async () => {
    let items: Highlight[] = [item('hl00000002', gig)];
    const api = mockApi({
      'GET /highlights': () => ({ items, canEdit: true }),
      'GET /highlights/candidates': { items: [venue] },
      'POST /highlights': ({ body }) => {
        const added = item('hl00000001', venue, (body as { note: string | null }).note);
        items = [...items, added];
        return added;
      },
      'POST /highlights/:id/move': () => {
        items = [...items].reverse();
        return { order: items.map((entry) => entry.id) };
      },
      'DELETE /highlights/:id': ({ params }) => {
        items = items.filter((entry) => entry.id !== params.id);
        return { removed: true };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<HighlightsScreen />, { route: '/highlights' });
    await user.type(await screen.findByLabelText('Seite suchen'), 'Kultur');
    await user.type(screen.getByLabelText('Notiz (optional)'), 'Top Sound');
    await user.click(await screen.findByRole('button', { name: 'Kulturhalle hinzufügen' }));
    await screen.findByRole('link', { name: 'Kulturhalle' });
    expect(api.calls('POST /highlights')[0]?.body).toEqual({
      kind: 'page',
      subjectId: 'venue00001',
      note: 'Top Sound',
    });
    expect(api.calls('GET /highlights/candidates')[0]?.query.get('q')).toBe('Kultur');

    const list = screen.getByRole('list', { name: 'Highlights' });
    expect(within(list).getByRole('button', { name: 'Sommerfest nach oben' })).toBeDisabled();
    await user.click(within(list).getByRole('button', { name: 'Kulturhalle nach oben' }));
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Kulturhalle', 'Sommerfest']),
    );
    await user.click(within(list).getByRole('button', { name: 'Sommerfest entfernen' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Sommerfest' })).toBeNull());
  });
});
