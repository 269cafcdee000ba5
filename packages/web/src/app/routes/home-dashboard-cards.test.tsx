import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hasScreen, type Dashboard } from '@backline/domain';
import { describe, expect, it } from 'vitest';
import { DashboardSections } from '../../features/dashboard/components/dashboard-sections.tsx';
import { summary } from '../../features/booking/components/booking-test-data.ts';
import { person } from '../../features/contacts/components/contacts-test-api.ts';
import { conversation, party } from '../../features/messaging/components/messaging-test-api.ts';
import { i18n } from '../../lib/i18n.ts';
import { apiError, mockApi } from '../../test/api.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { DASHBOARD_CARDS } from './home-dashboard-cards.tsx';

const BAND = party({ kind: 'page', id: 'band00001', name: 'Die Nachtfalter' });
const INA = person({ id: 'ina000001', name: 'Ina Weber', city: 'Hamburg' });

const EMPTY: Dashboard = {
  conversations: { items: [] },
  contactRequests: { items: [], total: 0 },
  upcomingGigs: { items: [], total: 0 },
  pendingRatings: { items: [], total: 0 },
  news: { items: [], total: 0 },
};

const FULL: Dashboard = {
  conversations: {
    items: [
      {
        ...conversation({ id: 'conv00001', partner: party({ id: 'jan000001', name: 'Jan Roth' }) }),
        unread: 2,
        lastMessage: {
          id: 'msg000001',
          conversationId: 'conv00001',
          mine: false,
          text: 'Hast du Zeit am Samstag?',
          deleted: false,
          sentAt: '2026-11-20T10:00:00.000Z',
          attachments: [],
        },
      },
      {
        ...conversation({ id: 'conv00002', partner: party({ id: 'eva000001', name: 'Eva Lang' }) }),
        unread: 0,
        lastMessage: null,
      },
    ],
  },
  contactRequests: { items: [{ person: INA, since: '2026-11-20T10:00:00.000Z' }], total: 1 },
  upcomingGigs: {
    total: 1,
    items: [
      {
        applicationId: 'appl00001',
        side: 'artist',
        offerId: 'offer00002',
        offerTitle: 'Stadtfest',
        offerResource: '/booking/stadtfest-offer00002',
        startsAt: '2030-06-01T18:00:00.000Z',
        virtual: false,
        venue: { name: 'Marktplatz', city: 'Bonn' },
        artist: { ...BAND, picture: null, resource: '/band/die-nachtfalter' },
      },
    ],
  },
  pendingRatings: {
    total: 1,
    items: [
      {
        applicationId: 'appl00002',
        offerId: 'offer00003',
        offerTitle: 'Sommerfest',
        gigStartsAt: '2026-11-01T18:00:00.000Z',
        side: 'artist',
        other: { ...party({ id: 'venue0001', name: 'Kulturhalle' }), resource: '/x' },
      },
    ],
  },
  news: { items: [summary({ title: 'Clubnacht' })], total: 1 },
};

const render = () => renderWithProviders(<DashboardSections cards={DASHBOARD_CARDS} />);

const section = (name: string) => screen.getByRole('region', { name });

describe('the dashboard sections', () => {
  it('shows every section with its cards and a "show all" link to a real screen', async () => {
    mockApi({ 'GET /user/dashboard': FULL });
    render();
    expect(await screen.findByRole('link', { name: 'Jan Roth' })).toBeVisible();

    const messages = section('Nachrichten');
    expect(within(messages).getByText('2 ungelesen')).toBeVisible();
    expect(within(messages).getByText('Hast du Zeit am Samstag?')).toHaveStyle({ fontWeight: 600 });
    expect(within(messages).getByRole('link', { name: 'Jan Roth' })).toHaveAttribute(
      'href',
      '/directmessaging?id=conv00001',
    );
    const gigs = section('Deine nächsten Gigs');
    expect(within(gigs).getByRole('link', { name: 'Stadtfest' })).toBeVisible();
    expect(within(gigs).getByText('Mit Die Nachtfalter')).toBeVisible();
    expect(within(section('Offene Bewertungen')).getByText('Bewerte Kulturhalle')).toBeVisible();
    expect(
      within(section('Neues von Seiten, denen du folgst')).getByRole('link', {
        name: 'Clubnacht',
      }),
    ).toBeVisible();

    const showAll = screen.getAllByRole('link', { name: /^Alle anzeigen/ });
    expect(showAll).toHaveLength(5);
    for (const link of showAll) {
      const href = link.getAttribute('href') ?? '';
      expect(hasScreen(href.split('?')[0]!), href).toBe(true);
    }
    expect(screen.getByRole('link', { name: 'Alle anzeigen: Kontaktanfragen' })).toHaveAttribute(
      'href',
      '/user/contacts?list=incoming',
    );
  });

  it('confirms a contact request on the card and asks for the dashboard again', async () => {
    let answered = false;
    const api = mockApi({
      'GET /user/dashboard': () =>
        answered ? { ...FULL, contactRequests: EMPTY.contactRequests } : FULL,
      'POST /user/contacts/:userId': () => {
        answered = true;
        return { userId: INA.id, state: 'confirmed', commands: ['remove', 'block'] };
      },
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Annehmen: Ina Weber' }));
    expect(api.calls('POST /user/contacts/:userId')[0]).toMatchObject({
      path: '/user/contacts/ina000001',
      body: { command: 'confirm' },
    });
    expect(await screen.findByText('Du und Ina Weber seid jetzt Kontakte.')).toBeVisible();
    expect(await screen.findByText('Keine offenen Anfragen')).toBeVisible();
  });

  it('says what is missing in each empty section, in German and English', async () => {
    mockApi({ 'GET /user/dashboard': EMPTY });
    render();
    expect(await screen.findByText('Noch keine Unterhaltungen')).toBeVisible();
    expect(screen.getByText('Keine offenen Anfragen')).toBeVisible();
    expect(screen.getByText('Keine bestätigten Gigs')).toBeVisible();
    expect(screen.getByText('Nichts zu bewerten')).toBeVisible();
    expect(screen.getByText('Noch nichts Neues')).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Gigs finden' })[0]).toHaveAttribute(
      'href',
      '/gigs',
    );

    await i18n.changeLanguage('en');
    try {
      expect(await screen.findByText('No conversations yet')).toBeVisible();
      expect(screen.getByRole('heading', { name: 'Your next gigs' })).toBeVisible();
    } finally {
      await i18n.changeLanguage('de');
    }
  });

  it('shows skeletons while loading and one error with a retry when it fails', async () => {
    mockApi({ 'GET /user/dashboard': apiError(500, 'request.server_error') });
    render();
    expect(screen.getByRole('heading', { name: 'Nachrichten' })).toBeVisible();
    expect(await screen.findByRole('button', { name: /erneut/i })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Nachrichten' })).toBeNull());
  });
});
