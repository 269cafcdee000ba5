import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VenueFactsheet } from '@backline/domain';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { FactsheetEditorScreen } from './factsheet-editor-screen.tsx';

const myPage = (id: string, name: string, kind: string, canActAs = true) => ({
  id,
  type: kind === 'location' ? 'location' : 'organization',
  kind,
  name,
  resource: `/${id}`,
  urlname: null,
  status: 'active',
  picture: null,
  city: null,
  genres: [],
  followers: 0,
  role: canActAs ? 'owner' : 'member',
  canActAs,
});

const empty = (pageId: string, pageName: string): VenueFactsheet => ({
  pageId,
  pageName,
  capacity: null,
  stage: null,
  pa: null,
  foh: null,
  backline: 'none',
  backlineDetails: null,
  rental: 'no',
  newcomerFriendly: false,
  loadIn: null,
  parking: null,
  sleeping: 'none',
  catering: null,
  bookingContact: null,
  updatedAt: null,
  canEdit: true,
});

describe('the factsheet editor (/location/facts)', () => {
  it('picks one of the managed venues and saves its factsheet', async () => {
    const api = mockApi({
      'GET /user/pages': {
        pages: [
          myPage('venue0001', 'Kellerbühne', 'location'),
          myPage('venue0002', 'Hafenklub', 'location'),
          myPage('band00001', 'Die Nachtfalter', 'artist'),
          myPage('venue0003', 'Fremder Club', 'location', false),
        ],
      },
      'GET /location/:id/facts': (call) =>
        empty(call.params['id']!, call.params['id'] === 'venue0002' ? 'Hafenklub' : 'Kellerbühne'),
      'PUT /location/:id/facts': (call) => ({
        ...empty('venue0002', 'Hafenklub'),
        capacity: 180,
        updatedAt: '2026-11-27T08:00:00.000Z',
        ...(call.body as object),
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<FactsheetEditorScreen />, { route: '/location/facts' });
    const picker = await screen.findByRole('combobox', { name: 'Location' });
    const options = Array.from(picker.querySelectorAll('option')).map((o) => o.textContent);
    expect(options).toEqual(['–', 'Kellerbühne', 'Hafenklub']);
    await user.selectOptions(picker, 'Hafenklub');
    await user.type(await screen.findByRole('textbox', { name: 'Kapazität' }), '180');
    await user.click(screen.getByLabelText('Newcomer-freundlich'));
    await user.click(screen.getByRole('button', { name: 'Factsheet speichern' }));
    expect(await screen.findByText('Factsheet gespeichert')).toBeVisible();
    const sent = api.calls('PUT /location/:id/facts')[0]!;
    expect(sent.params['id']).toBe('venue0002');
    expect(sent.body).toMatchObject({ capacity: 180, newcomerFriendly: true, stage: null });
  });

  it('tells a member without a venue how to get one', async () => {
    mockApi({ 'GET /user/pages': { pages: [myPage('band00001', 'Die Nachtfalter', 'artist')] } });
    renderWithProviders(<FactsheetEditorScreen />, { route: '/location/facts' });
    expect(await screen.findByText('Du verwaltest keine Live-Location')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Location anlegen' })).toHaveAttribute(
      'href',
      '/page/create',
    );
  });
});
