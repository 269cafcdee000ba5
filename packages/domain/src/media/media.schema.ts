import { z } from 'zod/mini';
import { PictureSchema } from '../accounts/user.schema.ts';
import { ID_PATTERN } from '../routing/route-params.ts';
import { IMAGE_PURPOSES, MEDIA_OWNER_KINDS } from './media.constants.ts';

/** Upload limits per kind of file (bytes) and as the text shown in 'File too large, {allowed}'. */
export const MEDIA_UPLOAD_LIMITS = {
  image: { bytes: 15 * 1024 * 1024, label: '15 MB' },
  audio: { bytes: 50 * 1024 * 1024, label: '50 MB' },
  document: { bytes: 25 * 1024 * 1024, label: '25 MB' },
  /** A chat attachment: an image or a PDF (decisions: chat attachments). */
  attachment: { bytes: 15 * 1024 * 1024, label: '15 MB' },
} as const;
export type MediaUploadKind = keyof typeof MEDIA_UPLOAD_LIMITS;

/** What each upload accepts (checked by content on the server; `accept` hint for the browser). */
export const MEDIA_ACCEPT = {
  image: {
    label: 'JPEG, PNG, WebP, AVIF, HEIC',
    accept: 'image/jpeg,image/png,image/webp,image/avif,image/heic',
  },
  audio: { label: 'MP3', accept: 'audio/mpeg,.mp3' },
  document: { label: 'PDF, ZIP', accept: 'application/pdf,application/zip,.pdf,.zip' },
  attachment: {
    label: 'JPEG, PNG, WebP, AVIF, HEIC, PDF',
    accept: 'image/jpeg,image/png,image/webp,image/avif,image/heic,application/pdf,.pdf',
  },
} as const;

/** Cover: at least 960 px wide, between about 2:1 and 4:1. Avatar: about square. */
export const COVER_MIN_WIDTH = 960;
export const COVER_ASPECT_RANGE = { min: 1.9, max: 4.2 } as const;
export const AVATAR_ASPECT_RANGE = { min: 0.9, max: 1.1 } as const;

/** Zip documents are checked from their central directory before anything is unpacked. */
export const ZIP_LIMITS = {
  maxEntries: 1000,
  maxUncompressedBytes: 200 * 1024 * 1024,
  maxCompressionRatio: 100,
} as const;

export const MAX_ALBUM_TITLE_LENGTH = 120;
export const MAX_MEDIA_TITLE_LENGTH = 200;
export const MAX_CAPTION_LENGTH = 500;

const IdSchema = z.string().check(z.regex(ID_PATTERN));
const TitleSchema = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

export const MediaOwnerKindSchema = z.enum(MEDIA_OWNER_KINDS);
export const ImagePurposeSchema = z.enum(IMAGE_PURPOSES);

/** Whose media: `GET /api/media?ownerKind=user|page&ownerId=...`. */
export const MediaOwnerQuerySchema = z.object({
  ownerKind: MediaOwnerKindSchema,
  ownerId: IdSchema,
});
export type MediaOwnerQuery = z.infer<typeof MediaOwnerQuerySchema>;
export const MediaOwnerSchema = z.object({ kind: MediaOwnerKindSchema, id: z.string() });
export type MediaOwner = z.infer<typeof MediaOwnerSchema>;

/**
 * Text fields of the multipart image upload (`POST /api/media/images`), besides the `file`:
 * photos go into an album (`albumId` required); avatar and cover replace the owner's current one.
 */
export const ImageUploadFieldsSchema = z.object({
  purpose: ImagePurposeSchema,
  albumId: z.optional(IdSchema),
  caption: z.optional(z.string().check(z.trim(), z.maxLength(MAX_CAPTION_LENGTH))),
});
export type ImageUploadFields = z.infer<typeof ImageUploadFieldsSchema>;

/** Text fields of the multipart document upload; the title defaults to the file name. */
export const DocumentUploadFieldsSchema = z.object({
  title: z.optional(z.string().check(z.trim(), z.maxLength(MAX_MEDIA_TITLE_LENGTH))),
});

/** A processed image: its renditions as urls (thumb ... xtralarge, webp, EXIF gone). */
export const ImageSchema = z.object({
  id: z.string(),
  purpose: ImagePurposeSchema,
  width: z.number(),
  height: z.number(),
  picture: PictureSchema,
});
export type Image = z.infer<typeof ImageSchema>;

export const AlbumPhotoSchema = z.object({
  id: z.string(),
  imageId: z.string(),
  caption: z.nullable(z.string()),
  width: z.number(),
  height: z.number(),
  picture: PictureSchema,
});
export type AlbumPhoto = z.infer<typeof AlbumPhotoSchema>;

export const AlbumSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** All photos, in order (bounded: see `MAX_ALBUM_PHOTOS`). */
  photos: z.array(AlbumPhotoSchema),
});
export type Album = z.infer<typeof AlbumSchema>;

/** Bounds that keep the media listing of one owner small (and its queries few). */
export const MAX_ALBUMS = 50;
export const MAX_ALBUM_PHOTOS = 200;
export const MAX_AUDIO_TRACKS = 100;
export const MAX_VIDEOS = 100;
export const MAX_DOCUMENTS = 100;

export const CreateAlbumSchema = z.object({ title: TitleSchema(MAX_ALBUM_TITLE_LENGTH) });
export const UpdateAlbumSchema = z.object({ title: TitleSchema(MAX_ALBUM_TITLE_LENGTH) });
export const UpdatePhotoSchema = z.object({
  caption: z.nullable(z.string().check(z.trim(), z.maxLength(MAX_CAPTION_LENGTH))),
});
/** A new order: every id of the list exactly once. */
export const MediaReorderSchema = z.object({
  ids: z.array(IdSchema).check(z.minLength(1), z.maxLength(500)),
});
export type MediaReorder = z.infer<typeof MediaReorderSchema>;
export const MediaIdParamsSchema = z.object({ id: IdSchema });
export const AlbumPhotoParamsSchema = z.object({ id: IdSchema, photoId: IdSchema });

/** `POST /api/media/videos`: a YouTube link. `POST /api/media/audio/soundcloud`: one track. */
export const MediaLinkSchema = z.object({
  url: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
  title: TitleSchema(MAX_MEDIA_TITLE_LENGTH),
});
export type MediaLink = z.infer<typeof MediaLinkSchema>;

/** An audio item: an uploaded mp3 (`streamUrl`) or a SoundCloud track (`url`). Entity `audio`. */
export const AudioTrackSchema = z.object({
  id: z.string(),
  type: z.literal('audio'),
  resource: z.string(),
  owner: MediaOwnerSchema,
  source: z.enum(['upload', 'soundcloud']),
  title: z.string(),
  artist: z.nullable(z.string()),
  durationSeconds: z.nullable(z.number()),
  tags: z.record(z.string(), z.string()),
  /** Uploads: where the browser plays the mp3 from (Range requests work). */
  streamUrl: z.nullable(z.string()),
  sizeBytes: z.nullable(z.number()),
  /** SoundCloud: the track's page. */
  url: z.nullable(z.string()),
});
export type AudioTrack = z.infer<typeof AudioTrackSchema>;

/** A YouTube video (entity `video`), embedded through youtube-nocookie.com. */
export const VideoSchema = z.object({
  id: z.string(),
  type: z.literal('video'),
  resource: z.string(),
  owner: MediaOwnerSchema,
  youtubeId: z.string(),
  title: z.string(),
  embedUrl: z.string(),
  thumbnailUrl: z.string(),
});
export type Video = z.infer<typeof VideoSchema>;

/** A .pdf or .zip document; `url` always downloads (Content-Disposition: attachment). */
export const DocumentSchema = z.object({
  id: z.string(),
  format: z.enum(['pdf', 'zip']),
  title: z.string(),
  fileName: z.string(),
  sizeBytes: z.number(),
  url: z.string(),
});
export type MediaDocument = z.infer<typeof DocumentSchema>;

/** `GET /api/media`: everything of one owner, and whether the caller may change it. */
export const MediaListSchema = z.object({
  owner: MediaOwnerSchema,
  canManage: z.boolean(),
  albums: z.array(AlbumSchema),
  audio: z.array(AudioTrackSchema),
  videos: z.array(VideoSchema),
  documents: z.array(DocumentSchema),
});
export type MediaList = z.infer<typeof MediaListSchema>;

export const ImageUploadResponseSchema = z.object({
  image: ImageSchema,
  /** Photos: the album entry made for it. */
  photo: z.nullable(AlbumPhotoSchema),
});
export const AlbumResponseSchema = z.object({ album: AlbumSchema });
export const AudioResponseSchema = z.object({ audio: AudioTrackSchema });
export const VideoResponseSchema = z.object({ video: VideoSchema });
export const DocumentResponseSchema = z.object({ document: DocumentSchema });
export const PhotoResponseSchema = z.object({ photo: AlbumPhotoSchema });
export const MediaOkSchema = z.object({ ok: z.literal(true) });
