import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { mockApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ContactAdsScreen } from './contact-ads-screen.tsx';
import { detail, match, summary } from './contact-ads-test-data.ts';

describe('the musician search (/musikersuche)', () => {
  it('lists the ads with their search type, instruments and place', async () => {
    const api = mockApi({ 'GET /contactads': { items: [summary()], next: null } });
    renderWithProviders(<ContactAdsScreen />, { route: '/musikersuche' });
    const card = (await screen.findByRole('link', { name: 'Schlagzeug gesucht' })).closest('li')!;
    expect(card).toHaveTextContent('Band sucht Musiker:in');
    expect(card).toHaveTextContent('Sucht Schlagzeug');
    expect(card).toHaveTextContent('Spielt E-Gitarre');
    expect(card).toHaveTextContent('Die Nachtfalter · Köln');
    expect(card).toHaveTextContent('Ambitioniert');
    expect(api.calls('GET /contactads')[0]?.search).toBe('');
    expect(screen.getByRole('link', { name: 'Anzeige aufgeben' })).toHaveAttribute(
      'href',
      '/contactad/create',
    );
  });

  it('sends the filters of the address and a toggled search type, and pages by cursor', async () => {
    const api = mockApi({
      'GET /contactads': ({ query }) =>
        query.get('after')
          ? { items: [summary({ id: 'adBand0002', title: 'Bass gesucht' })], next: null }
          : { items: [summary()], next: 'cursor1' },
    });
    renderWithProviders(<ContactAdsScreen />, {
      route: '/musikersuche?inst=drums&ambition=6&city=2886242&cityName=K%C3%B6ln&km=25',
    });
    await screen.findByRole('link', { name: 'Schlagzeug gesucht' });
    const first = api.calls('GET /contactads')[0]!.query;
    expect(first.get('inst')).toBe('drums');
    expect(first.get('ambition')).toBe('6');
    expect(first.get('city')).toBe('2886242');
    expect(first.get('km')).toBe('25');
    expect(first.has('cityName')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Mehr laden' }));
    expect(await screen.findByRole('link', { name: 'Bass gesucht' })).toBeVisible();
    expect(api.calls('GET /contactads')[1]!.query.get('after')).toBe('cursor1');

    await userEvent.click(screen.getByRole('button', { name: 'Musiker:in sucht Band' }));
    await waitFor(() => expect(api.calls('GET /contactads').at(-1)!.query.get('type')).toBe('3'));
  });

  it('lands on the list with the region and instrument of an old address as ids', async () => {
    const api = mockApi({ 'GET /contactads': { items: [], next: null } });
    const { router } = renderWithProviders(<ContactAdsScreen />, {
      route: '/musikersuche?region=Bayern&inst=Schlagzeug',
    });
    await screen.findByRole('heading', { name: 'Keine passenden Anzeigen' });
    expect(router.state.location.search).toBe('?region=DE-02&inst=drums');
    const calls = api.calls('GET /contactads');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query.get('region')).toBe('DE-02');
    expect(calls[0]!.query.get('inst')).toBe('drums');
  });

  it('shows my ads with status, expiry and the owner actions', async () => {
    const api = mockApi({
      'GET /contactads': {
        items: [summary({ mine: true, status: 'expired', expiresAt: '2026-11-20T10:00:00.000Z' })],
        next: null,
      },
      'POST /contactads/:id/renew': { contactAd: detail({ canManage: true }) },
    });
    renderWithProviders(<ContactAdsScreen />, { route: '/musikersuche?filter=myads' });
    const card = (await screen.findByRole('link', { name: 'Schlagzeug gesucht' })).closest('li')!;
    expect(api.calls('GET /contactads')[0]!.query.get('filter')).toBe('myads');
    expect(card).toHaveTextContent('Abgelaufen');
    expect(card).toHaveTextContent('Abgelaufen am 20.11.2026');
    expect(screen.getByRole('tab', { name: 'Meine Anzeigen' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const actions = within(card).getByRole('group', {
      name: 'Anzeige verwalten: Schlagzeug gesucht',
    });
    expect(within(actions).getByRole('link', { name: 'Bearbeiten' })).toHaveAttribute(
      'href',
      '/contactad/adBand0001/edit',
    );
    expect(within(actions).queryByRole('button', { name: 'Pausieren' })).toBeNull();
    await userEvent.click(within(actions).getByRole('button', { name: 'Verlängern' }));
    await waitFor(() => expect(api.calls('POST /contactads/:id/renew')).toHaveLength(1));
  });

  it('words the reasons of a match in German', async () => {
    mockApi({
      'GET /contactads/matches': { items: [match()], next: null },
      'GET /contactads': { items: [summary({ mine: true })], next: null },
    });
    renderWithProviders(<ContactAdsScreen />, { route: '/musikersuche?filter=matches' });
    const card = (await screen.findByRole('link', { name: 'Drummerin sucht Band' })).closest('li')!;
    expect(card).toHaveTextContent('spielt Schlagzeug · 12 km · gleiche Ambition');
    expect(card).toHaveTextContent('87 % passend');
  });

  it('says "am selben Ort" rather than "0 km" for a match in the same town', async () => {
    mockApi({
      'GET /contactads/matches': {
        items: [match({ reasons: [{ kind: 'distance', km: 0.3 }, { kind: 'remote' }] })],
        next: null,
      },
      'GET /contactads': { items: [summary({ mine: true })], next: null },
    });
    renderWithProviders(<ContactAdsScreen />, { route: '/musikersuche?filter=matches' });
    const card = (await screen.findByRole('link', { name: 'Drummerin sucht Band' })).closest('li')!;
    expect(card).toHaveTextContent('am selben Ort · remote möglich');
  });

  it('words the reasons of a match in English', async () => {
    await i18n.changeLanguage('en');
    mockApi({
      'GET /contactads/matches': {
        items: [
          match({
            ad: null,
            profile: {
              id: 'user000003',
              name: 'Jo Beat',
              resource: '/user/jo-user000003',
              picture: null,
              city: null,
              instruments: ['drums'],
            },
          }),
        ],
        next: null,
      },
      'GET /contactads': { items: [summary({ mine: true })], next: null },
    });
    renderWithProviders(<ContactAdsScreen />, { route: '/musikersuche?filter=matches' });
    const card = (await screen.findByRole('link', { name: 'Jo Beat' })).closest('li')!;
    expect(card).toHaveTextContent('plays drums · 12 km · same ambition');
    expect(card).toHaveTextContent('Profile');
  });
});
