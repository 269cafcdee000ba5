import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ArtistDate, DateOverview, OffererDate } from '@backline/domain';
import { mockApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DateOverviewScreen } from './date-overview-screen.tsx';

const band = { id: 'band000001', name: 'Die Nachtfalter', resource: '/nachtfalter' };
const venue = { name: 'Kulturhalle', city: 'Köln' };

const artistDate = (overrides: Partial<ArtistDate> = {}): ArtistDate => ({
  offerId: 'offer00001',
  offerTitle: 'Clubserie',
  offerResource: '/booking/clubserie-offer00001',
  startsAt: '2030-06-01T18:00:00.000Z',
  durationMinutes: 90,
  virtual: false,
  venue,
  applicationId: 'appl000001',
  status: 'confirmed',
  artist: band,
  clashes: [{ offerTitle: 'Stadtfest', startsAt: '2030-06-01T19:00:00.000Z' }],
  ...overrides,
});

const offererDate = (overrides: Partial<OffererDate> = {}): OffererDate => ({
  offerId: 'offer00002',
  offerTitle: 'Eigenes Konzert',
  offerResource: '/booking/eigenes-konzert-offer00002',
  startsAt: '2030-07-10T18:00:00.000Z',
  durationMinutes: 60,
  virtual: false,
  venue,
  phase: 'published',
  dateId: 'date000009',
  open: true,
  slots: 3,
  free: 2,
  paused: false,
  waiting: 4,
  taken: [
    {
      applicationId: 'appl000007',
      artist: { id: 'band000002', name: 'Die Käfer', resource: '/kaefer' },
      clashes: [{ offerTitle: 'Waldbühne', startsAt: '2030-07-10T18:30:00.000Z' }],
    },
  ],
  ...overrides,
});

/** The overview for the range asked (the server's default range when none is). */
const overviewApi = (overview: Omit<DateOverview, 'from' | 'to'>) =>
  mockApi({
    'GET /booking/mine/dates': ({ query }) => ({
      from: query.get('from') ?? '2030-05-01',
      to: query.get('to') ?? '2030-10-27',
      ...overview,
    }),
  });

describe('DateOverviewScreen', () => {
  it("shows the band's dates with a clash, and the organizer's free and taken slots in a tab", async () => {
    overviewApi({
      artist: [
        artistDate(),
        artistDate({
          applicationId: 'appl000002',
          status: 'applied',
          startsAt: null,
          venue: null,
          virtual: true,
          clashes: [],
        }),
      ],
      offerer: [
        offererDate(),
        offererDate({ dateId: 'date000010', free: 0, waiting: 0, taken: [] }),
      ],
    });
    const user = userEvent.setup();
    renderWithProviders(<DateOverviewScreen />, { route: '/booking/dates' });
    const artistTab = await screen.findByRole('tab', { name: 'Als Band (2)' });
    expect(artistTab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    const [confirmed, applied] = within(panel).getAllByRole('listitem');
    expect(within(confirmed!).getByRole('link', { name: 'Clubserie' })).toHaveAttribute(
      'href',
      '/booking/clubserie-offer00001',
    );
    expect(within(confirmed!).getByText('Kulturhalle, Köln')).toBeVisible();
    expect(within(confirmed!).getByText('bestätigt')).toBeVisible();
    expect(within(confirmed!).getByText('für Die Nachtfalter')).toBeVisible();
    expect(within(confirmed!).getByText(/Überschneidung mit: Stadtfest/)).toBeVisible();
    expect(within(applied!).getByText(/Ohne Termin/)).toBeVisible();
    expect(within(applied!).getByText('Online')).toBeVisible();
    expect(within(applied!).queryByText(/Überschneidung/)).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Als Veranstalter:in (2)' }));
    const [open, full] = within(screen.getByRole('tabpanel'))
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.closest('li') === null);
    expect(within(open!).getByText('3 Slots: 2 frei, 1 belegt')).toBeVisible();
    expect(within(open!).getByText('nimmt Bewerbungen an')).toBeVisible();
    expect(within(open!).getByRole('link', { name: 'Die Käfer' })).toHaveAttribute(
      'href',
      '/kaefer',
    );
    expect(within(open!).getByText(/Überschneidung mit: Waldbühne/)).toBeVisible();
    expect(within(open!).getByRole('link', { name: 'Offene Bewerbungen: 4' })).toHaveAttribute(
      'href',
      '/booking/offer00002/applicants?date=date000009',
    );
    expect(within(full!).getByText('ausgebucht')).toBeVisible();
    expect(within(full!).getByText('3 Slots: 0 frei, 3 belegt')).toBeVisible();
  });

  it('opens the organizer side when the band side is empty, and asks for the chosen range', async () => {
    const api = overviewApi({
      artist: [],
      offerer: [offererDate({ slots: 1, free: 1, taken: [] })],
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<DateOverviewScreen />, { route: '/booking/dates' });
    expect(await screen.findByRole('tab', { name: 'Als Veranstalter:in (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // One slot: the singular.
    expect(screen.getByText('1 Slot: 1 frei, 0 belegt')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Als Band (0)' }));
    expect(
      screen.getByText('In diesem Zeitraum keine Bewerbungen und Gigs deiner Künstlerseiten.'),
    ).toBeVisible();
    expect(router.state.location.search).toBe('?view=artist');
    fireEvent.input(screen.getByLabelText('Von'), { target: { value: '2030-07-01' } });
    await vi.waitFor(() =>
      expect(api.calls('GET /booking/mine/dates').at(-1)?.search).toBe('?from=2030-07-01'),
    );
  });

  it('says on the field when a day of the range is impossible or out of range', async () => {
    overviewApi({ artist: [], offerer: [] });
    renderWithProviders(<DateOverviewScreen />, {
      route: '/booking/dates?from=0026-06-01&to=2030-02-30',
    });
    const from = await screen.findByLabelText('Von');
    expect(from).toHaveAccessibleDescription('Bitte gib ein Datum zwischen 1900 und 2100 an');
    expect(screen.getByLabelText('Bis')).toHaveAccessibleDescription('Ungültiges Datum');
  });
});
