import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEDIA_UPLOAD_LIMITS } from '@backline/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { picture } from './media-fixtures.ts';
import { AvatarCoverEditor } from './avatar-cover-editor.tsx';

/** The profile edit screen's width: the cover spans it, less the gutters. */
const SCREEN = 720;

/** An answer the test releases when it wants: the upload is in flight until then. */
function held() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release };
}

const jpeg = (name = 'me.jpg') =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], name, { type: 'image/jpeg' });

beforeEach(() => {
  // jsdom reads no files: an object URL stands for the chosen one.
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:me', revokeObjectURL: () => undefined }),
  );
});

describe('AvatarCoverEditor', () => {
  it('shows up to three initials without an avatar, and the current cover', () => {
    renderWithProviders(
      <AvatarCoverEditor
        owner={{ kind: 'user', id: 'usr0000001' }}
        name="Anna Maria Schmidt Meyer"
        picture={null}
        cover={picture('cover')}
        onChanged={() => undefined}
        screenMaxWidth={SCREEN}
      />,
    );
    expect(screen.getByRole('img', { name: 'Anna Maria Schmidt Meyer' })).toHaveTextContent('AMS');
    const cover = screen.getByRole('img', { name: 'Titelbild von Anna Maria Schmidt Meyer' });
    expect(cover).toHaveAttribute('src', '/media/img/cover/large.webp');
  });

  it('offers the cover in every stored size for the width it is drawn at', () => {
    renderWithProviders(
      <AvatarCoverEditor
        owner={{ kind: 'user', id: 'usr0000001' }}
        name="Mia"
        picture={picture('avatar')}
        cover={picture('cover')}
        onChanged={() => undefined}
        screenMaxWidth={SCREEN}
      />,
    );
    const cover = screen.getByRole('img', { name: 'Titelbild von Mia' });
    expect(cover).toHaveAttribute(
      'srcset',
      '/media/img/cover/thumb.webp 100w, /media/img/cover/normal.webp 300w, ' +
        '/media/img/cover/large.webp 600w, /media/img/cover/full.webp 1200w, ' +
        '/media/img/cover/xtralarge.webp 1920w',
    );
    // 328 px on a 360 px phone (the 600 px file at 2x), 672 px on a desktop (the 1200 px file
    // on a high-density screen), never the 1920 px one for a 600 px box.
    expect(cover).toHaveAttribute(
      'sizes',
      '(min-width: 720px) 672px, (min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)',
    );
    expect(screen.getByRole('img', { name: 'Mia' })).toHaveAttribute('sizes', '96px');
  });

  it('opens the crop dialog (loaded on demand) for a chosen cover, with keyboard zoom controls', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <AvatarCoverEditor
        owner={{ kind: 'page', id: 'pag0000001' }}
        name="Die Band"
        picture={null}
        cover={null}
        onChanged={() => undefined}
        screenMaxWidth={SCREEN}
      />,
    );
    expect(screen.getByText('Noch kein Titelbild')).toBeVisible();
    await user.upload(screen.getByTestId('cover-file'), jpeg());
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Titelbild zuschneiden' },
      { timeout: 8000 },
    );
    expect(dialog).toHaveTextContent('Titelbilder sind mindestens 960 px breit.');
    expect(screen.getByRole('slider', { name: 'Zoom' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Verkleinern' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Vergrößern' }));
    expect(screen.getByRole('slider', { name: 'Zoom' })).toHaveAttribute('aria-valuenow', '1.25');
    // Nothing to upload before the image has loaded and a crop exists.
    expect(screen.getByRole('button', { name: 'Zuschneiden und hochladen' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Nothing was uploaded (a request would fail the test: no handler answers it).
  });

  it('refuses a too large image before cropping or uploading', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <AvatarCoverEditor
        owner={{ kind: 'user', id: 'usr0000001' }}
        name="Mia"
        picture={null}
        cover={null}
        onChanged={() => undefined}
        screenMaxWidth={SCREEN}
      />,
    );
    const big = jpeg('huge.jpg');
    Object.defineProperty(big, 'size', { value: MEDIA_UPLOAD_LIMITS.image.bytes + 1 });
    await user.upload(screen.getByTestId('avatar-file'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('Datei zu groß, erlaubt sind 15 MB');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

/** The browser parts jsdom lacks: image decoding and size, layout, and a 2D canvas that encodes. */
function fakeBrowserImage(natural: { width: number; height: number }) {
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(natural.width);
  vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(natural.height);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: 600, height: 400 }),
  );
  class DecodedImage {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    decoding = 'auto';
    set src(_value: string) {
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('Image', DecodedImage);
  const context = {
    fillStyle: '',
    imageSmoothingQuality: 'low',
    fillRect: vi.fn(),
    drawImage: vi.fn(),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as CanvasRenderingContext2D,
  );
  const encoded: Array<{ type: string; quality: unknown }> = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback: BlobCallback,
    type?: string,
    quality?: unknown,
  ) {
    encoded.push({ type: type ?? '', quality });
    callback(new Blob([new Uint8Array([1, 2, 3])], { type: type ?? 'image/png' }));
  });
  return { context, encoded };
}

async function chooseAndLoad(testId: string, dialogName: string) {
  const user = userEvent.setup();
  await user.upload(screen.getByTestId(testId), jpeg());
  const dialog = await screen.findByRole('dialog', { name: dialogName }, { timeout: 8000 });
  const image = dialog.querySelector('img');
  if (!image) throw new Error('no image in the cropper');
  act(() => {
    fireEvent.load(image);
  });
  const apply = within(dialog).getByRole('button', { name: 'Zuschneiden und hochladen' });
  await waitFor(() => expect(apply).toBeEnabled());
  return { user, dialog, apply };
}

describe('AvatarCoverEditor cropping and uploading', () => {
  it('crops a cover at full resolution, uploads it with progress and reports the change', async () => {
    const { context, encoded } = fakeBrowserImage({ width: 1800, height: 1200 });
    const image = {
      id: 'img0000001',
      purpose: 'cover',
      width: 1800,
      height: 600,
      picture: picture('new-cover'),
    };
    const { gate, release } = held();
    const api = mockApi({
      'POST /media/images': async () => {
        await gate;
        return { image, photo: null };
      },
    });
    const onChanged = vi.fn();
    renderWithProviders(
      <AvatarCoverEditor
        owner={{ kind: 'page', id: 'pag0000001' }}
        name="Die Band"
        picture={null}
        cover={null}
        onChanged={onChanged}
        screenMaxWidth={SCREEN}
      />,
    );
    const { user, apply } = await chooseAndLoad('cover-file', 'Titelbild zuschneiden');
    await user.click(apply);
    await waitFor(() => expect(api.calls('POST /media/images')).toHaveLength(1));
    // The whole width of the image, a 3:1 band from its middle, drawn 1:1.
    expect(context.drawImage).toHaveBeenCalledWith(
      expect.anything(),
      0,
      300,
      1800,
      600,
      0,
      0,
      1800,
      600,
    );
    expect(encoded[0]).toEqual({ type: 'image/webp', quality: 0.9 });
    const [upload] = api.calls('POST /media/images');
    expect(upload?.headers.get('x-object-user')).toBe('pag0000001');
    expect(upload?.body).toEqual({
      purpose: 'cover',
      file: { fileName: 'cover.webp', type: 'image/webp', size: 3 },
    });

    // In flight: the bar and Cancel until the server answers.
    expect(screen.getByRole('progressbar', { name: 'Upload-Fortschritt' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Upload abbrechen' })).toBeVisible();
    release();
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith({ purpose: 'cover', image }));
    expect(screen.getByRole('img', { name: 'Titelbild von Die Band' })).toHaveAttribute(
      'src',
      '/media/img/new-cover/large.webp',
    );
    expect(screen.getByText('Titelbild hochgeladen')).toBeVisible();
  });

  it('refuses a cover crop narrower than 960 px before uploading (nothing is sent)', async () => {
    fakeBrowserImage({ width: 900, height: 600 });
    renderWithProviders(
      <AvatarCoverEditor
        owner={{ kind: 'user', id: 'usr0000001' }}
        name="Mia"
        picture={null}
        cover={null}
        onChanged={() => undefined}
        screenMaxWidth={SCREEN}
      />,
    );
    const { user, dialog, apply } = await chooseAndLoad('cover-file', 'Titelbild zuschneiden');
    await user.click(apply);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Das Bild ist nicht breit genug (mindestens 960px)',
    );
  });

  it('cancels an avatar upload and keeps the old picture', async () => {
    fakeBrowserImage({ width: 800, height: 800 });
    const { gate, release } = held();
    const api = mockApi({
      'POST /media/images': async () => {
        await gate;
        return { image: null, photo: null };
      },
    });
    const onChanged = vi.fn();
    renderWithProviders(
      <AvatarCoverEditor
        owner={{ kind: 'user', id: 'usr0000001' }}
        name="Mia Muster"
        picture={null}
        cover={null}
        onChanged={onChanged}
        screenMaxWidth={SCREEN}
      />,
    );
    const { user, apply } = await chooseAndLoad('avatar-file', 'Profilbild zuschneiden');
    await user.click(apply);
    await waitFor(() => expect(api.calls('POST /media/images')).toHaveLength(1));
    expect(api.calls('POST /media/images')[0]?.headers.has('x-object-user')).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Upload abbrechen' }));
    expect(await screen.findByText('Upload abgebrochen')).toBeVisible();
    release();
    expect(onChanged).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Mia Muster' })).toHaveTextContent('MM');
  });
});
