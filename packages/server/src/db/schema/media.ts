import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  AUDIO_SOURCES,
  DOCUMENT_FORMATS,
  IMAGE_PURPOSES,
  MEDIA_OWNER_KINDS,
} from '@backline/domain';
import { createId } from '../../platform/ids.ts';
import { isOneOf } from './checks.ts';
import { users } from './users.ts';

/**
 * Media belong to a user's profile or to a page: `owner_kind` + `owner_id` (no foreign key, since
 * it points into one of two tables; the media module deletes them with their owner).
 */
const owner = () => ({
  ownerKind: text('owner_kind', { enum: MEDIA_OWNER_KINDS }).notNull(),
  ownerId: text('owner_id').notNull(),
  /** Who uploaded it (a page's media are uploaded by a member acting as the page). */
  uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Pixel size of one stored rendition. */
export type ImageRendition = { width: number; height: number };

/**
 * A processed image: re-encoded by sharp into the spec's sizes (thumb ... xtralarge), EXIF gone.
 * The files live in storage under `storage_key/{size}.webp`.
 */
export const images = pgTable(
  'images',
  {
    id: text('id').primaryKey().$defaultFn(createId),
    ...owner(),
    purpose: text('purpose', { enum: IMAGE_PURPOSES }).notNull(),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    renditions: jsonb('renditions').$type<Record<string, ImageRendition>>().notNull(),
  },
  (table) => [
    index('images_owner_idx').on(table.ownerKind, table.ownerId),
    check('images_owner_kind_check', isOneOf(table.ownerKind, MEDIA_OWNER_KINDS)),
    check('images_purpose_check', isOneOf(table.purpose, IMAGE_PURPOSES)),
  ],
);

/** An image album: several photos with captions, in order. */
export const albums = pgTable(
  'albums',
  {
    id: text('id').primaryKey().$defaultFn(createId),
    ...owner(),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    index('albums_owner_idx').on(table.ownerKind, table.ownerId, table.position),
    check('albums_owner_kind_check', isOneOf(table.ownerKind, MEDIA_OWNER_KINDS)),
  ],
);

export const albumPhotos = pgTable(
  'album_photos',
  {
    id: text('id').primaryKey().$defaultFn(createId),
    albumId: text('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    imageId: text('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    caption: text('caption'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('album_photos_album_idx').on(table.albumId, table.position)],
);

/** An uploaded mp3 (duration and tags read with music-metadata) or a SoundCloud track link. */
export const audioTracks = pgTable(
  'audio_tracks',
  {
    id: text('id').primaryKey().$defaultFn(createId),
    ...owner(),
    source: text('source', { enum: AUDIO_SOURCES }).notNull(),
    title: text('title').notNull(),
    artist: text('artist'),
    durationSeconds: integer('duration_seconds'),
    tags: jsonb('tags').$type<Record<string, string>>().notNull().default({}),
    /** Uploads: the mp3 in storage. */
    storageKey: text('storage_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** SoundCloud: the track's URL. */
    url: text('url'),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    index('audio_tracks_owner_idx').on(table.ownerKind, table.ownerId, table.position),
    check('audio_tracks_owner_kind_check', isOneOf(table.ownerKind, MEDIA_OWNER_KINDS)),
    check('audio_tracks_source_check', isOneOf(table.source, AUDIO_SOURCES)),
    check(
      'audio_tracks_source_fields',
      sql`(${table.source} = 'upload' and ${table.storageKey} is not null) or (${table.source} = 'soundcloud' and ${table.url} is not null)`,
    ),
  ],
);

/** A YouTube video, embedded with the privacy-enhanced player (youtube-nocookie.com). */
export const videos = pgTable(
  'videos',
  {
    id: text('id').primaryKey().$defaultFn(createId),
    ...owner(),
    youtubeId: text('youtube_id').notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    index('videos_owner_idx').on(table.ownerKind, table.ownerId, table.position),
    check('videos_owner_kind_check', isOneOf(table.ownerKind, MEDIA_OWNER_KINDS)),
    check('videos_youtube_id_format', sql`${table.youtubeId} ~ '^[A-Za-z0-9_-]{11}$'`),
  ],
);

/** A .pdf or .zip document, always served as a download. */
export const documents = pgTable(
  'documents',
  {
    id: text('id').primaryKey().$defaultFn(createId),
    ...owner(),
    format: text('format', { enum: DOCUMENT_FORMATS }).notNull(),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('documents_owner_idx').on(table.ownerKind, table.ownerId),
    check('documents_owner_kind_check', isOneOf(table.ownerKind, MEDIA_OWNER_KINDS)),
    check('documents_format_check', isOneOf(table.format, DOCUMENT_FORMATS)),
  ],
);

export type ImageRow = typeof images.$inferSelect;
export type AudioTrackRow = typeof audioTracks.$inferSelect;
export type VideoRow = typeof videos.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;
