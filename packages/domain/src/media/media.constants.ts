/** Closed sets and limits of media (spec sections 3 and 5). */

/** Media belong to a user's profile or to a page. */
export const MEDIA_OWNER_KINDS = ['user', 'page'] as const;
export type MediaOwnerKind = (typeof MEDIA_OWNER_KINDS)[number];

/** What an uploaded image is for; avatar and cover are cropped in the browser first. */
export const IMAGE_PURPOSES = ['avatar', 'cover', 'photo'] as const;
export type ImagePurpose = (typeof IMAGE_PURPOSES)[number];

/** An audio item is an uploaded mp3 or a link to one SoundCloud track. */
export const AUDIO_SOURCES = ['upload', 'soundcloud'] as const;
export type AudioSource = (typeof AUDIO_SOURCES)[number];

/** Documents: .pdf and .zip only. */
export const DOCUMENT_FORMATS = ['pdf', 'zip'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];
