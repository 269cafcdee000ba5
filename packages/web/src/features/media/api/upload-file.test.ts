import { AppError, ImageUploadResponseSchema } from '@backline/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../test/fake-xhr.ts';
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

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('uploadFile', () => {
  it('sends the API headers and the fields before the file, reports progress and parses the answer', async () => {
    const { upload } = setup('pageAAAAA1');
    const progress: number[] = [];
    const done = upload({
      path: '/media/images',
      file: file(),
      fields: { purpose: 'avatar', caption: undefined },
      schema: ImageUploadResponseSchema,
      onProgress: (p) => progress.push(p.fraction),
    });
    const xhr = FakeXhr.last();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/media/images');
    expect(xhr.headers['authorization']).toBe('Bearer secret-token');
    expect(xhr.headers['x-object-user']).toBe('pageAAAAA1');
    expect(xhr.headers['x-client-id']).toBeTruthy();
    expect(xhr.headers['accept-language']).toBe('en');
    expect(xhr.headers['content-type']).toBeUndefined();
    expect([...(xhr.body?.keys() ?? [])]).toEqual(['purpose', 'file']);
    expect((xhr.body?.get('file') as File).name).toBe('me.jpg');

    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.respond(200, IMAGE);
    await expect(done).resolves.toEqual(IMAGE);
    expect(progress).toEqual([0.25, 1]);
  });

  it('acts as the given page, or as the user when told so, whatever the sender picker says', () => {
    const { upload } = setup('pagePICKED');
    void upload({
      path: '/x',
      file: file(),
      schema: ImageUploadResponseSchema,
      actAsPageId: 'pageOWNER1',
    });
    expect(FakeXhr.last().headers['x-object-user']).toBe('pageOWNER1');
    void upload({ path: '/x', file: file(), schema: ImageUploadResponseSchema, actAsPageId: null });
    expect(FakeXhr.last().headers['x-object-user']).toBeUndefined();
  });

  it('rejects with the catalogue error of the answer, field and params included', async () => {
    const { upload } = setup();
    const done = upload({ path: '/media/images', file: file(), schema: ImageUploadResponseSchema });
    FakeXhr.last().respond(413, {
      code: 'validation.file_too_large',
      message: 'File too large, 15 MB are allowed',
      field: 'file',
      params: { allowed: '15 MB' },
    });
    const error = await done.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'validation.file_too_large',
      field: 'file',
      params: { allowed: '15 MB' },
    });
  });

  it('signs out on 401 and says the network failed when it did', async () => {
    const { upload, onUnauthorized } = setup();
    const first = upload({ path: '/a', file: file(), schema: ImageUploadResponseSchema });
    FakeXhr.last().respond(401, { code: 'auth.required', message: 'x' });
    await expect(first).rejects.toMatchObject({ code: 'auth.required' });
    expect(onUnauthorized).toHaveBeenCalledOnce();

    const second = upload({ path: '/a', file: file(), schema: ImageUploadResponseSchema });
    FakeXhr.last().failNetwork();
    await expect(second).rejects.toMatchObject({ code: 'client.network' });
  });

  it('is cancelled through its AbortSignal, also before it starts', async () => {
    const { upload } = setup();
    const controller = new AbortController();
    const done = upload({
      path: '/a',
      file: file(),
      schema: ImageUploadResponseSchema,
      signal: controller.signal,
    });
    controller.abort();
    const error = await done.catch((failure: unknown) => failure);
    expect(isAbortError(error)).toBe(true);
    expect(FakeXhr.last().aborted).toBe(true);

    const sentBefore = FakeXhr.sent.length;
    const early = upload({
      path: '/a',
      file: file(),
      schema: ImageUploadResponseSchema,
      signal: controller.signal,
    });
    expect(isAbortError(await early.catch((failure: unknown) => failure))).toBe(true);
    expect(FakeXhr.sent.length).toBe(sentBefore);
  });

  it('fails loudly when the answer does not match the schema', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { upload } = setup();
    const done = upload({ path: '/a', file: file(), schema: ImageUploadResponseSchema });
    FakeXhr.last().respond(200, { unexpected: true });
    await expect(done).rejects.toMatchObject({ code: 'server.backend_error' });
  });
});
