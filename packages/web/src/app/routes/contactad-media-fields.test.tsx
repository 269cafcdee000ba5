import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ContactAdFormScreen } from '../../features/contactads/components/contact-ad-form-screen.tsx';
import { detail } from '../../features/contactads/components/contact-ads-test-data.ts';
import { picture, track } from '../../features/media/components/media-fixtures.ts';
import { mockApi } from '../../test/api.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ContactAdMediaFields } from './contactad-media-fields.tsx';

const USER = { id: 'user000001', name: 'Alex Rhein' };
const photo = (id: string, imageId: string) => ({
  id,
  imageId,
  caption: null,
  width: 1200,
  height: 800,
  picture: picture(id),
});

describe('the pictures and audio of a contact ad', () => {
  it('takes photos of the albums, an uploaded one, and audio items, by their ids', async () => {
    const api = mockApi({
      'GET /user/pages': { pages: [] },
      'GET /media': {
        owner: { kind: 'user', id: USER.id },
        canManage: true,
        albums: [{ id: 'album00001', title: 'Live', photos: [photo('photo00001', 'image00001')] }],
        audio: [track('audio00001', 'Demo 2026')],
        videos: [],
        documents: [],
      },
      'POST /media/images': {
        image: {
          id: 'image00002',
          purpose: 'photo',
          width: 800,
          height: 600,
          picture: picture('new'),
        },
        photo: photo('photo00002', 'image00002'),
      },
      'POST /contactads': { contactAd: detail({ canManage: true }) },
    });
    const { container } = renderWithProviders(
      <ContactAdFormScreen
        user={USER}
        notFound={null}
        renderMediaFields={(props) => <ContactAdMediaFields {...props} />}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Foto 1' }));
    const file = new File(['x'], 'probe.jpg', { type: 'image/jpeg' });
    await userEvent.upload(container.querySelector('input[type="file"]') as HTMLInputElement, file);
    await waitFor(() => expect(api.calls('POST /media/images')).toHaveLength(1));
    expect(api.calls('POST /media/images')[0]!.body).toMatchObject({
      purpose: 'photo',
      albumId: 'album00001',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Demo 2026' }));

    await userEvent.type(screen.getByRole('textbox', { name: /Titel/ }), 'Bass gesucht');
    await userEvent.type(screen.getByRole('textbox', { name: /^Text/ }), 'Funk und Soul.');
    await userEvent.click(screen.getByRole('button', { name: 'Hobby' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Remote' }), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Anzeige veröffentlichen' }));
    await waitFor(() => expect(api.calls('POST /contactads')).toHaveLength(1));
    expect(api.calls('POST /contactads')[0]!.body).toMatchObject({
      pictureIds: ['image00001', 'image00002'],
      audioIds: ['audio00001'],
    });
    expect(api.calls('GET /media')[0]!.query.get('ownerId')).toBe(USER.id);
  });
});
