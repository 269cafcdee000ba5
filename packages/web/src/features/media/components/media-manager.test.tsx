import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { mockApi, reply } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { album, emptyMedia, mediaRoutes, picture, track, video } from './media-fixtures.ts';
import { MediaManager } from './media-manager.tsx';

const USER = { kind: 'user', id: 'usr0000001' } as const;
const PAGE = { kind: 'page', id: 'pag0000001' } as const;

const pdf = (name = 'rider.pdf') =>
  new File([new TextEncoder().encode('%PDF-1.7 technical rider')], name, {
    type: 'application/pdf',
  });

/** An answer the test releases when it wants: the upload is in flight until then. */
function held() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release };
}

describe('MediaManager', () => {
  it('creates an album for a page, acting as that page', async () => {
    const api = mockApi(mediaRoutes(emptyMedia(PAGE)).routes);
    const user = userEvent.setup();
    renderWithProviders(<MediaManager owner={PAGE} />);
    const albums = await screen.findByRole('region', { name: 'Fotoalben' });
    expect(within(albums).getByText('Noch keine Alben')).toBeVisible();

    await user.click(within(albums).getByRole('button', { name: 'Neues Album' }));
    const title = within(albums).getByLabelText('Albumtitel');
    expect(title).toHaveAccessibleDescription('Pflichtfeld');
    expect(title).toHaveFocus();
    expect(api.calls('POST /media/albums')).toHaveLength(0);

    await user.type(title, ' Tour 2026 ');
    await user.click(within(albums).getByRole('button', { name: 'Neues Album' }));
    expect(await within(albums).findByRole('heading', { name: 'Tour 2026' })).toBeVisible();
    const [post] = api.calls('POST /media/albums');
    expect(post?.body).toEqual({ title: 'Tour 2026' });
    expect(post?.headers.get('x-object-user')).toBe('pag0000001');
    expect(api.calls()[0]?.path).toBe('/media');
    expect(title).toHaveValue('');
  });

  it('deletes a video after asking, and a user owner sends no acting page', async () => {
    const api = mockApi(
      mediaRoutes({ ...emptyMedia(), videos: [video('vid0000001', 'Live im Club')] }).routes,
    );
    const user = userEvent.setup();
    renderWithProviders(<MediaManager owner={USER} />);
    const videos = await screen.findByRole('region', { name: 'Videos' });
    await user.click(within(videos).getByRole('button', { name: '„Live im Club“ löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Löschen?' });
    expect(dialog).toHaveTextContent('„Live im Club“ wird endgültig gelöscht.');
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await within(videos).findByText('Noch keine Videos')).toBeVisible();
    const [deletion] = api.calls('DELETE /video/:id');
    expect(deletion?.path).toBe('/video/vid0000001');
    expect(deletion?.headers.get('x-object-user')).toBeNull();
    expect(screen.getByText('„Live im Club“ gelöscht')).toHaveAttribute('role', 'status');
  });

  it('shows both missing link fields at once, then the server refusing the link on its field', async () => {
    const api = mockApi({
      ...mediaRoutes(emptyMedia()).routes,
      'POST /media/videos': () =>
        reply(422, {
          code: 'link.unprocessable',
          message: 'x',
          field: 'url',
          errors: [{ code: 'link.unprocessable', message: 'x', field: 'url' }],
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<MediaManager owner={USER} />);
    const videos = await screen.findByRole('region', { name: 'Videos' });
    const url = within(videos).getByLabelText('YouTube-Link');
    const title = within(videos).getByLabelText('Titel');
    const add = within(videos).getByRole('button', { name: 'YouTube-Video hinzufügen' });
    await user.click(add);
    expect(url).toHaveAccessibleDescription('Pflichtfeld');
    expect(title).toHaveAccessibleDescription('Pflichtfeld');
    expect(url).toHaveFocus();
    expect(api.calls('POST /media/videos')).toHaveLength(0);

    await user.type(url, 'https://vimeo.com/1');
    await user.type(title, 'Vimeo');
    await user.click(add);
    await waitFor(() =>
      expect(url).toHaveAccessibleDescription('Der Link konnte nicht verarbeitet werden'),
    );
    expect(api.calls('POST /media/videos')[0]?.body).toEqual({
      url: 'https://vimeo.com/1',
      title: 'Vimeo',
    });
    expect(within(videos).queryByRole('alert')).toBeNull();
  });

  it('moves a track up with its button and saves the new order', async () => {
    const api = mockApi(
      mediaRoutes({
        ...emptyMedia(),
        audio: [track('aud0000001', 'Erster Song'), track('aud0000002', 'Zweiter Song')],
      }).routes,
    );
    const user = userEvent.setup();
    renderWithProviders(<MediaManager owner={USER} />);
    const audio = await screen.findByRole('region', { name: 'Audio' });
    expect(within(audio).getByRole('button', { name: '„Erster Song“ nach oben' })).toBeDisabled();
    await user.click(within(audio).getByRole('button', { name: '„Zweiter Song“ nach oben' }));
    await waitFor(() => expect(api.calls('PUT /media/audio/order')).toHaveLength(1));
    expect(api.calls('PUT /media/audio/order')[0]?.body).toEqual({
      ids: ['aud0000002', 'aud0000001'],
    });
    const items = within(audio).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Zweiter Song');
    expect(within(audio).getAllByText('Die Band · Dauer 3:07')).toHaveLength(2);
  });

  it('deletes an album with its photos after asking', async () => {
    const api = mockApi(
      mediaRoutes({ ...emptyMedia(), albums: [album('alb0000001', 'Proberaum', 2)] }).routes,
    );
    const user = userEvent.setup();
    renderWithProviders(<MediaManager owner={USER} />);
    const albums = await screen.findByRole('region', { name: 'Fotoalben' });
    expect(within(albums).getByText('2 Fotos')).toBeVisible();
    expect(within(albums).getByLabelText('Bildunterschrift zu Foto 1')).toHaveValue(
      'Auf der Bühne',
    );
    await user.click(within(albums).getByRole('button', { name: '„Proberaum“ löschen' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Löschen' }),
    );
    expect(await within(albums).findByText('Noch keine Alben')).toBeVisible();
    expect(api.calls('DELETE /media/albums/:id')[0]?.path).toBe('/media/albums/alb0000001');
  });

  it('saves a changed caption when the field is left, and counts one photo as one', async () => {
    const api = mockApi({
      ...mediaRoutes({ ...emptyMedia(), albums: [album('alb0000001', 'Proberaum', 1)] }).routes,
      'PATCH /media/albums/:id/photos/:photoId': ({ body }) => ({
        photo: { ...album('alb0000001', 'Proberaum', 1).photos[0], ...(body as object) },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<MediaManager owner={USER} />);
    const albums = await screen.findByRole('region', { name: 'Fotoalben' });
    expect(within(albums).getByText('1 Foto')).toBeVisible();
    const caption = within(albums).getByLabelText('Bildunterschrift zu Foto 1');
    await user.clear(caption);
    await user.type(caption, 'Soundcheck');
    await user.tab();
    await waitFor(() =>
      expect(api.calls('PATCH /media/albums/:id/photos/:photoId')[0]?.body).toEqual({
        caption: 'Soundcheck',
      }),
    );
  });

  it('offers the album photos in every stored size for the grid they fill', async () => {
    mockApi(mediaRoutes({ ...emptyMedia(), albums: [album('alb0000001', 'Proberaum', 1)] }).routes);
    renderWithProviders(<MediaManager owner={USER} />);
    const photo = await screen.findByRole('img', { name: 'Auf der Bühne' });
    const url = (size: string) => picture('alb0000001-0')[size as 'thumb'];
    // The photo is 1200 px wide: the larger sizes are that file too.
    expect(photo).toHaveAttribute(
      'srcset',
      `${url('thumb')} 100w, ${url('normal')} 300w, ${url('large')} 600w, ${url('full')} 1200w`,
    );
    expect(photo).toHaveAttribute('sizes', '180px');
  });
});

describe('MediaManager uploads', () => {
  it('shows a running document upload with its progress and cancels it', async () => {
    const { gate, release } = held();
    const api = mockApi({
      ...mediaRoutes(emptyMedia()).routes,
      'POST /media/documents': async () => {
        await gate;
        return reply(500, { code: 'server.backend_error', message: 'x' });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<MediaManager owner={USER} />);
    const documents = await screen.findByRole('region', { name: 'Dokumente' });
    await user.upload(screen.getByTestId('document-file'), pdf());
    await waitFor(() => expect(api.calls('POST /media/documents')).toHaveLength(1));
    expect(api.calls('POST /media/documents')[0]?.body).toEqual({
      file: { fileName: 'rider.pdf', type: 'application/pdf', size: 24 },
    });

    const bar = within(documents).getByRole('progressbar', { name: 'Upload-Fortschritt' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(within(documents).getByText('rider.pdf: 0 % hochgeladen')).toHaveAttribute(
      'aria-live',
      'polite',
    );

    await user.click(within(documents).getByRole('button', { name: 'Upload abbrechen' }));
    expect(await within(documents).findByText('Upload abgebrochen')).toBeVisible();
    expect(within(documents).queryByRole('progressbar')).toBeNull();
    expect(within(documents).queryByRole('alert')).toBeNull();
    release();
  });

  it('says in German and in English that a file is too large', async () => {
    mockApi({
      ...mediaRoutes(emptyMedia()).routes,
      'POST /media/documents': () =>
        reply(413, {
          code: 'validation.file_too_large',
          message: 'Datei zu groß, erlaubt sind 25 MB',
          field: 'file',
          params: { allowed: '25 MB' },
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<MediaManager owner={USER} />);
    const documents = await screen.findByRole('region', { name: 'Dokumente' });
    await user.upload(screen.getByTestId('document-file'), pdf());
    expect(await within(documents).findByRole('alert')).toHaveTextContent(
      'Datei zu groß, erlaubt sind 25 MB',
    );
    await act(() => i18n.changeLanguage('en'));
    expect(within(documents).getByRole('alert')).toHaveTextContent(
      'File too large, 25 MB are allowed',
    );
    expect(screen.getByRole('region', { name: 'Documents' })).toBe(documents);
  });

  it('refuses a file that is not what its name says before uploading anything', async () => {
    const api = mockApi(mediaRoutes(emptyMedia()).routes);
    const user = userEvent.setup();
    renderWithProviders(<MediaManager owner={USER} />);
    const documents = await screen.findByRole('region', { name: 'Dokumente' });
    const fake = new File(['<html><script>alert(1)</script>'], 'rider.pdf', {
      type: 'application/pdf',
    });
    await user.upload(screen.getByTestId('document-file'), fake);
    expect(await within(documents).findByRole('alert')).toHaveTextContent(
      'Dieser Dateityp wird hier nicht unterstützt. Erlaubt: PDF, ZIP',
    );
    expect(api.calls().map((call) => call.path)).toEqual(['/media']);
  });

  it('adds the uploaded document to the list when the server accepts it', async () => {
    const { state, routes } = mediaRoutes(emptyMedia());
    const document = {
      id: 'doc0000001',
      format: 'pdf',
      title: 'rider',
      fileName: 'rider.pdf',
      sizeBytes: 2_400_000,
      url: '/media/doc/abc.pdf',
    } as const;
    mockApi({
      ...routes,
      'POST /media/documents': () => {
        state.media.documents.push(document);
        return { document };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<MediaManager owner={USER} />);
    const documents = await screen.findByRole('region', { name: 'Dokumente' });
    await user.upload(screen.getByTestId('document-file'), pdf());
    const link = await within(documents).findByRole('link', {
      name: 'rider herunterladen (PDF, 2,4 MB)',
    });
    expect(link).toHaveAttribute('href', '/media/doc/abc.pdf');
    expect(link).toHaveAttribute('download', 'rider.pdf');
    expect(within(documents).getByText('rider.pdf hochgeladen')).toBeVisible();
  });
});

describe('MediaManager without the right to manage', () => {
  it('offers no editing when the server says the caller may not change these media', async () => {
    mockApi(mediaRoutes({ ...emptyMedia(PAGE), canManage: false }).routes);
    renderWithProviders(<MediaManager owner={PAGE} />);
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Neues Album' })).toBeNull();
  });
});
