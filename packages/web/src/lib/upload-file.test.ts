import { AppError, ImageUploadResponseSchema } from '@backline/domain';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, reply } from '../test/api.ts';
import { createUploader, isAbortError } from './upload-file.ts';

const IMAGE = {
  image: {
    id: 'img0000001',
    purpose: 'avatar',
    width: 800,
    height: 800,
    picture: { thumb: '/t', normal: '/n', large: '/l', full: '/f', xtralarge: '/x' },
  },
  photo: null,
};

function setup(objectUser: string | null = null) {
  const onUnauthorized = vi.fn();
  const upload = createUploader({
    getToken: () => 'secret-token',
    getObjectUser: () => objectUser,
    getLanguage: () => 'en',
    onUnauthorized,
  });
  return { upload, onUnauthorized };
}

const file = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'me.jpg');

/** An answer the test releases when it wants: the upload is in flight until then. */
function held() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release };
}

describe('uploadFile', () => {
  it('sends the API headers and the fields before the file, reports progress and parses the answer', async () => {
    const api = mockApi({ 'POST /media/images': IMAGE });
    const { upload } = setup('pageAAAAA1');
    const progress: number[] = [];
    const result = await upload({
      path: '/media/images',
      file: file(),
      fields: { purpose: 'avatar', caption: undefined },
      schema: ImageUploadResponseSchema,
      onProgress: (p) => progress.push(p.fraction),
    });
    expect(result).toEqual(IMAGE);
    const [call] = api.calls('POST /media/images');
    expect(call?.headers.get('authorization')).toBe('Bearer secret-token');
    expect(call?.headers.get('x-object-user')).toBe('pageAAAAA1');
    expect(call?.headers.get('x-client-id')).toBeTruthy();
    expect(call?.headers.get('accept-language')).toBe('en');
    // The browser sets the multipart type with its boundary.
    expect(call?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(call?.body).toEqual({
      purpose: 'avatar',
      file: { fileName: 'me.jpg', type: expect.any(String), size: 4 },
    });
    expect(Object.keys(call?.body as object)).toEqual(['purpose', 'file']);
    // The whole body was sent.
    expect(progress.at(-1)).toBe(1);
  });

  it('acts as the given page, or as the user when told so, whatever the sender picker says', async () => {
    const api = mockApi({ 'POST /x': IMAGE });
    const { upload } = setup('pagePICKED');
    await upload({
      path: '/x',
      file: file(),
      schema: ImageUploadResponseSchema,
      actAsPageId: 'pageOWNER1',
    });
    await upload({
      path: '/x',
      file: file(),
      schema: ImageUploadResponseSchema,
      actAsPageId: null,
    });
    const [asPage, asUser] = api.calls('POST /x');
    expect(asPage?.headers.get('x-object-user')).toBe('pageOWNER1');
    expect(asUser?.headers.has('x-object-user')).toBe(false);
  });

  it('rejects with the catalogue error of the answer, field and params included', async () => {
    mockApi({
      'POST /media/images': () =>
        reply(413, {
          code: 'validation.file_too_large',
          message: 'File too large, 15 MB are allowed',
          field: 'file',
          params: { allowed: '15 MB' },
        }),
    });
    const { upload } = setup();
    const error = await upload({
      path: '/media/images',
      file: file(),
      schema: ImageUploadResponseSchema,
    }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'validation.file_too_large',
      field: 'file',
      params: { allowed: '15 MB' },
    });
  });

  it('signs out on 401 and says the network failed when it did', async () => {
    mockApi({
      'POST /a': () => reply(401, { code: 'auth.required', message: 'x' }),
      'POST /b': () => HttpResponse.error(),
    });
    const { upload, onUnauthorized } = setup();
    await expect(
      upload({ path: '/a', file: file(), schema: ImageUploadResponseSchema }),
    ).rejects.toMatchObject({ code: 'auth.required' });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    await expect(
      upload({ path: '/b', file: file(), schema: ImageUploadResponseSchema }),
    ).rejects.toMatchObject({ code: 'client.network' });
  });

  it('is cancelled through its AbortSignal, also before it starts', async () => {
    const { gate, release } = held();
    const api = mockApi({
      'POST /a': async () => {
        await gate;
        return IMAGE;
      },
    });
    const { upload } = setup();
    const controller = new AbortController();
    const done = upload({
      path: '/a',
      file: file(),
      schema: ImageUploadResponseSchema,
      signal: controller.signal,
    });
    await vi.waitFor(() => expect(api.calls('POST /a')).toHaveLength(1));
    controller.abort();
    expect(isAbortError(await done.catch((failure: unknown) => failure))).toBe(true);
    release();

    const early = upload({
      path: '/a',
      file: file(),
      schema: ImageUploadResponseSchema,
      signal: controller.signal,
    });
    expect(isAbortError(await early.catch((failure: unknown) => failure))).toBe(true);
    expect(api.calls('POST /a')).toHaveLength(1);
  });

  it('fails loudly when the answer does not match the schema', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'POST /a': { unexpected: true } });
    const { upload } = setup();
    await expect(
      upload({ path: '/a', file: file(), schema: ImageUploadResponseSchema }),
    ).rejects.toMatchObject({ code: 'server.backend_error' });
  });
});
