import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { FakeXhr } from '../test/fake-xhr.ts';
import { album, emptyMedia, fakeMediaApi, track, video } from '../test/fake-media-api.ts';
import { MediaManager } from './media-manager.tsx';

const USER = { kind: 'user', id: 'usr0000001' } as const;
const PAGE = { kind: 'page', id: 'pag0000001' } as const;

const pdf = (name = 'rider.pdf') =>
  new File([new TextEncoder().encode('%PDF-1.7 technical rider')], name, {
    type: 'application/pdf',
  });

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

describe('MediaManager', () => {
  it('creates an album for a page, acting as that page', async () => {
    const api = fakeMediaApi(emptyMedia(PAGE));
    const user = userEvent.setup();
    renderWithProviders(<MediaManager owner={PAGE} />);
    const albums = await screen.findByRole('region', { name: 'Fotoalben' });
    expect(within(albums).getByText('Noch keine Alben')).toBeVisible();

    await user.click(within(albums).getByRole('button', { name: 'Neues Album' }));
    expect(within(albums).getByText('Pflichtfeld')).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(albums).getByLabelText('Albumtitel'), 'Tour 2026');
    await user.click(within(albums).getByRole('button', { name: 'Neues Album' }));
    expect(await within(albums).findByRole('heading', { name: 'Tour 2026' })).toBeVisible();
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post).toMatchObject({ path: '/api/media/albums', body: { title: 'Tour 2026' } });
    expect(post?.headers.get('x-object-user')).toBe('pag0000001');
    expect(api.calls[0]?.path).toBe('/api/media');
  });

  it('deletes a video after asking, and a user owner sends no acting page', async () => {
    const api = fakeMediaApi({ ...emptyMedia(), videos: [video('vid0000001', 'Live im Club')] });
    const user = userEvent.setup();
    renderWithProviders(<MediaManager owner={USER} />);
    const videos = await screen.findByRole('region', { name: 'Videos' });
    await user.click(within(videos).getByRole('button', { name: '„Live im Club“ löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Löschen?' });
    expect(dialog).toHaveTextContent('„Live im Club“ wird endgültig gelöscht.');
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await within(videos).findByText('Noch keine Videos')).toBeVisible();
    const deletion = api.calls.find((call) => call.method === 'DELETE');
    expect(deletion?.path).toBe('/api/video/vid0000001');
    expect(deletion?.headers.get('x-object-user')).toBeNull();
    expect(screen.getByText('„Live im Club“ gelöscht')).toHaveAttribute('role', 'status');
  });

  it('shows the server refusing a video link on the link field', async () => {
    fakeMediaApi(emptyMedia(), (call) =>
      call.method === 'POST' && call.path === '/api/media/videos'
        ? new Response(JSON.stringify({ code: 'link.unprocessable', message: 'x', field: 'url' }), {
            status: 422,
            headers: { 'content-type': 'application/json' },
          })
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<MediaManager owner={USER} />);
    const videos = await screen.findByRole('region', { name: 'Videos' });
    const url = within(videos).getByLabelText('YouTube-Link');
    await user.type(url, 'https://vimeo.com/1');
    await user.type(within(videos).getByLabelText('Titel'), 'Vimeo');
    await user.click(within(videos).getByRole('button', { name: 'YouTube-Video hinzufügen' }));
    await waitFor(() =>
      expect(url).toHaveAccessibleDescription('Der Link konnte nicht verarbeitet werden'),
    );
  });

  it('moves a track up with its button and saves the new order', async () => {
    const api = fakeMediaApi({
      ...emptyMedia(),
      audio: [track('aud0000001', 'Erster Song'), track('aud0000002', 'Zweiter Song')],
    });
    const user = userEvent.setup();
    renderWithProviders(<MediaManager owner={USER} />);
    const audio = await screen.findByRole('region', { name: 'Audio' });
    expect(within(audio).getByRole('button', { name: '„Erster Song“ nach oben' })).toBeDisabled();
    await user.click(within(audio).getByRole('button', { name: '„Zweiter Song“ nach oben' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({
        path: '/api/media/audio/order',
        body: { ids: ['aud0000002', 'aud0000001'] },
      }),
    );
    const items = within(audio).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Zweiter Song');
    expect(within(audio).getAllByText('Die Band · Dauer 3:07')).toHaveLength(2);
  });

  it('deletes an album with its photos after asking', async () => {
    const api = fakeMediaApi({ ...emptyMedia(), albums: [album('alb0000001', 'Proberaum', 2)] });
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
    expect(
      api.calls.some(
        (call) => call.method === 'DELETE' && call.path === '/api/media/albums/alb0000001',
      ),
    ).toBe(true);
  });
});

describe('MediaManager uploads', () => {
  it('shows the progress of a document upload and cancels it', async () => {
    fakeMediaApi(emptyMedia());
    const user = userEvent.setup();
    renderWithProviders(<MediaManager owner={USER} />);
    const documents = await screen.findByRole('region', { name: 'Dokumente' });
    await user.upload(screen.getByTestId('document-file'), pdf());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.last();
    expect(xhr.url).toBe('/api/media/documents');

    act(() => xhr.progress(512, 1024));
    const bar = within(documents).getByRole('progressbar', { name: 'Upload-Fortschritt' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(within(documents).getByText('rider.pdf: 50 % hochgeladen')).toHaveAttribute(
      'aria-live',
      'polite',
    );

    await user.click(within(documents).getByRole('button', { name: 'Upload abbrechen' }));
    expect(xhr.aborted).toBe(true);
    expect(await within(documents).findByText('Upload abgebrochen')).toBeVisible();
    expect(within(documents).queryByRole('progressbar')).toBeNull();
  });

  it('says in German and in English that a file is too large', async () => {
    fakeMediaApi(emptyMedia());
    const user = userEvent.setup();
    renderWithProviders(<MediaManager owner={USER} />);
    const documents = await screen.findByRole('region', { name: 'Dokumente' });
    await user.upload(screen.getByTestId('document-file'), pdf());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() =>
      FakeXhr.last().respond(413, {
        code: 'validation.file_too_large',
        message: 'Datei zu groß, erlaubt sind 25 MB',
        field: 'file',
        params: { allowed: '25 MB' },
      }),
    );
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
    fakeMediaApi(emptyMedia());
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
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('adds the uploaded document to the list when the server accepts it', async () => {
    const api = fakeMediaApi(emptyMedia());
    const user = userEvent.setup();
    renderWithProviders(<MediaManager owner={USER} />);
    const documents = await screen.findByRole('region', { name: 'Dokumente' });
    await user.upload(screen.getByTestId('document-file'), pdf());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const document = {
      id: 'doc0000001',
      format: 'pdf',
      title: 'rider',
      fileName: 'rider.pdf',
      sizeBytes: 2_400_000,
      url: '/media/doc/abc.pdf',
    } as const;
    api.state.media.documents.push(document);
    act(() => {
      FakeXhr.last().progress(1024, 1024);
      FakeXhr.last().respond(200, { document });
    });
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
    fakeMediaApi({ ...emptyMedia(PAGE), canManage: false });
    renderWithProviders(<MediaManager owner={PAGE} />);
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Neues Album' })).toBeNull();
  });
});
