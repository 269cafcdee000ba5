import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ContactAdFormScreen } from './contact-ad-form-screen.tsx';
import { detail } from './contact-ads-test-data.ts';

const USER = { id: 'user000001', name: 'Alex Rhein' };
const PAGES = {
  pages: [
    {
      id: 'band000001',
      type: 'organization',
      kind: 'artist',
      name: 'Die Nachtfalter',
      resource: '/die-nachtfalter',
      urlname: 'die-nachtfalter',
      status: 'active',
      picture: null,
      city: null,
      genres: ['rock'],
      followers: 4,
      role: 'owner',
      canActAs: true,
    },
    {
      id: 'club000001',
      type: 'organization',
      kind: 'location',
      name: 'Kulturhalle',
      resource: '/kulturhalle',
      urlname: 'kulturhalle',
      status: 'active',
      picture: null,
      city: null,
      genres: [],
      followers: 1,
      role: 'owner',
      canActAs: true,
    },
  ],
};

async function fillIn() {
  await userEvent.type(screen.getByRole('textbox', { name: /Titel/ }), 'Schlagzeug gesucht');
  await userEvent.type(screen.getByRole('textbox', { name: /^Text/ }), 'Wir proben donnerstags.');
  await userEvent.type(screen.getByRole('combobox', { name: 'Gesucht' }), 'Schlagz');
  await userEvent.click(await screen.findByRole('option', { name: 'Schlagzeug' }));
  await userEvent.click(screen.getByRole('button', { name: 'Hobby' }));
  await userEvent.click(screen.getByRole('button', { name: 'Ambitioniert' }));
  await userEvent.click(screen.getByRole('button', { name: 'Fortgeschritten' }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Remote' }), '3');
}

describe('the contact ad form', () => {
  it('asks for what the schema requires before sending anything', async () => {
    const api = mockApi({ 'GET /user/pages': PAGES, 'POST /contactads': {} });
    renderWithProviders(<ContactAdFormScreen user={USER} notFound={null} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Anzeige veröffentlichen' }));
    expect(await screen.findAllByText('Pflichtfeld')).not.toHaveLength(0);
    expect(api.calls('POST /contactads')).toHaveLength(0);
  });

  it('posts the ad as a page with the bitmasks and goes to its detail', async () => {
    const api = mockApi({
      'GET /user/pages': PAGES,
      'POST /contactads': { contactAd: detail({ canManage: true }) },
    });
    const { router } = renderWithProviders(<ContactAdFormScreen user={USER} notFound={null} />, {
      route: '/contactad/create',
    });
    await screen.findByRole('option', { name: 'Die Nachtfalter' });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Anzeige von' }),
      'band000001',
    );
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Anzeige veröffentlichen' }));
    await waitFor(() => expect(api.calls('POST /contactads')).toHaveLength(1));
    expect(api.calls('POST /contactads')[0]!.body).toEqual({
      pageId: 'band000001',
      searchType: 1,
      title: 'Schlagzeug gesucht',
      text: 'Wir proben donnerstags.',
      instrumentsOffered: [],
      instrumentsSearched: ['drums'],
      genres: [],
      ambition: 6,
      skill: 2,
      bandType: null,
      rehearsalSpace: false,
      mobile: false,
      songsAvailable: false,
      remote: 3,
      cityId: null,
      pictureIds: [],
      audioIds: [],
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/contactad/drummer-gesucht-adBand0001'),
    );
  });

  it('offers only myself for a search type pages may not publish', async () => {
    mockApi({ 'GET /user/pages': PAGES });
    renderWithProviders(<ContactAdFormScreen user={USER} notFound={null} />);
    await screen.findByRole('option', { name: 'Die Nachtfalter' });
    // A venue is no publisher of contact ads.
    expect(screen.queryByRole('option', { name: 'Kulturhalle' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: /Musiker:in sucht Band/ }));
    expect(screen.queryByRole('option', { name: 'Die Nachtfalter' })).toBeNull();
    expect(screen.getByRole('option', { name: 'Mir selbst (Alex Rhein)' })).toBeInTheDocument();
  });

  it('shows the limit of ads at the publisher field', async () => {
    mockApi({
      'GET /user/pages': PAGES,
      'POST /contactads': () => apiError(409, 'contactads.limit_reached'),
    });
    renderWithProviders(<ContactAdFormScreen user={USER} notFound={null} />);
    await screen.findByRole('option', { name: 'Die Nachtfalter' });
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Anzeige veröffentlichen' }));
    const publisher = screen.getByRole('combobox', { name: 'Anzeige von' });
    await waitFor(() => expect(publisher).toHaveAccessibleDescription(/höchstens drei/));
    expect(publisher).toHaveFocus();
  });
});
