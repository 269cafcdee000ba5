import { describe, expect, it } from 'vitest';
import {
  ImageUploadFieldsSchema,
  MEDIA_UPLOAD_LIMITS,
  MediaLinkSchema,
  MediaOwnerQuerySchema,
  MediaReorderSchema,
} from './media.schema.ts';

describe('media schemas', () => {
  it('reads the upload fields of an image', () => {
    expect(ImageUploadFieldsSchema.parse({ purpose: 'cover' })).toEqual({ purpose: 'cover' });
    expect(
      ImageUploadFieldsSchema.parse({ purpose: 'photo', albumId: 'abcDE12345', caption: ' Hi ' }),
    ).toEqual({ purpose: 'photo', albumId: 'abcDE12345', caption: 'Hi' });
    expect(ImageUploadFieldsSchema.safeParse({ purpose: 'banner' }).success).toBe(false);
    expect(ImageUploadFieldsSchema.safeParse({ purpose: 'photo', albumId: '../x' }).success).toBe(
      false,
    );
  });

  it('needs a title and a url for links, trimmed', () => {
    expect(MediaLinkSchema.parse({ url: ' https://youtu.be/x ', title: ' Live ' })).toEqual({
      url: 'https://youtu.be/x',
      title: 'Live',
    });
    expect(MediaLinkSchema.safeParse({ url: 'https://youtu.be/x', title: '  ' }).success).toBe(
      false,
    );
  });

  it('checks owners and orders', () => {
    expect(MediaOwnerQuerySchema.safeParse({ ownerKind: 'page', ownerId: 'abcde' }).success).toBe(
      true,
    );
    expect(MediaOwnerQuerySchema.safeParse({ ownerKind: 'band', ownerId: 'abcde' }).success).toBe(
      false,
    );
    expect(MediaReorderSchema.safeParse({ ids: [] }).success).toBe(false);
  });

  it('states the upload limits the texts show', () => {
    expect(MEDIA_UPLOAD_LIMITS.image).toEqual({ bytes: 15 * 1024 * 1024, label: '15 MB' });
    expect(MEDIA_UPLOAD_LIMITS.audio.label).toBe('50 MB');
    expect(MEDIA_UPLOAD_LIMITS.document.label).toBe('25 MB');
  });
});
