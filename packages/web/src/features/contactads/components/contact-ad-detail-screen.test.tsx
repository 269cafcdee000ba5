import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ContactAdDetailScreen } from './contact-ad-detail-screen.tsx';
import { detail, match } from './contact-ads-test-data.ts';

const render = (id = 'adBand0001') =>
  renderWithProviders(
    <ContactAdDetailScreen
      id={id}
      notFound={<h1>Seite nicht gefunden</h1>}
      actions={() => <button type="button">Schreiben</button>}
    />,
    { route: '/contactad/drummer-gesucht-adBand0001' },
  );

describe('a contact ad', () => {
  it('shows the ad, its facts and the publisher, and the visitor actions to others', async () => {
    mockApi({ 'GET /contactad/:id': detail() });
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Schlagzeug gesucht' }),
    ).toBeVisible();
    expect(screen.getByText('Wir proben donnerstags in Ehrenfeld.')).toBeVisible();
    const facts = screen.getByRole('complementary');
    expect(facts).toHaveTextContent('SuchtSchlagzeug');
    expect(facts).toHaveTextContent('AmbitionHobby, Ambitioniert');
    expect(facts).toHaveTextContent('KönnenJedes Niveau');
    expect(facts).toHaveTextContent('Proberaum vorhanden, Songs vorhanden');
    expect(screen.getByRole('link', { name: 'Zum Profil' })).toHaveAttribute(
      'href',
      '/die-nachtfalter',
    );
    expect(screen.getAllByRole('button', { name: 'Schreiben' })).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Löschen' })).toBeNull();
  });

  it('gives the manager edit, pause and delete (after asking) instead of writing', async () => {
    let status: 'active' | 'paused' = 'active';
    const current = () => ({ contactAd: detail({ canManage: true, mine: true, status }) });
    const api = mockApi({
      'GET /contactad/:id': () => current().contactAd,
      'GET /contactads/:id/matches': { items: [match()], next: null },
      'POST /contactads/:id/pause': () => {
        status = 'paused';
        return current();
      },
      'DELETE /contactad/:id': { deleted: true },
    });
    const { router } = render();
    await screen.findByRole('heading', { level: 1, name: 'Schlagzeug gesucht' });
    expect(screen.queryByRole('button', { name: 'Schreiben' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Bearbeiten' })).toHaveAttribute(
      'href',
      '/contactad/adBand0001/edit',
    );
    // Not yet within the days before it expires: no renewal.
    expect(screen.queryByRole('button', { name: 'Verlängern' })).toBeNull();
    const matches = await screen.findByRole('region', { name: 'Treffer zu dieser Anzeige' });
    expect(matches).toHaveTextContent('spielt Schlagzeug · 12 km · gleiche Ambition');

    await userEvent.click(screen.getByRole('button', { name: 'Pausieren' }));
    expect(await screen.findByRole('button', { name: 'Fortsetzen' })).toBeVisible();
    expect(api.calls('POST /contactads/:id/pause')[0]!.path).toBe('/contactads/adBand0001/pause');

    await userEvent.click(screen.getByRole('button', { name: 'Löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anzeige löschen?' });
    expect(api.calls('DELETE /contactad/:id')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));
    await waitFor(() => expect(api.calls('DELETE /contactad/:id')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=myads'));
  });

  it('offers the renewal when the ad expired', async () => {
    mockApi({
      'GET /contactad/:id': detail({
        canManage: true,
        status: 'expired',
        expiresAt: '2026-11-20T10:00:00Z',
      }),
    });
    render();
    expect(await screen.findByRole('button', { name: 'Verlängern' })).toBeVisible();
    expect(screen.getByText(/Abgelaufen am 20\.11\.2026/)).toBeVisible();
  });

  it('shows the not-found screen for an ad that is gone', async () => {
    mockApi({
      'GET /contactad/:id': () =>
        new Response(JSON.stringify({ code: 'contactads.not_found', message: '' }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
    });
    render();
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
  });
});
