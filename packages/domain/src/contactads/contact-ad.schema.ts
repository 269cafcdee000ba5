import { z } from 'zod/mini';
import { PictureSchema } from '../accounts/user.schema.ts';
import { queryDigits } from '../booking/booking-list.schema.ts';
import { ImageSchema, AudioTrackSchema } from '../media/media.schema.ts';
import { GENRE_IDS } from '../pages/genres.ts';
import { ID_PATTERN } from '../routing/route-params.ts';
import { ProfileCitySchema } from '../profiles/city.schema.ts';
import { INSTRUMENT_IDS } from '../profiles/instruments.ts';
import {
  CONTACT_AD_AMBITION_MASK,
  CONTACT_AD_BAND_TYPES,
  CONTACT_AD_LIST_MAX_PAGE_SIZE,
  CONTACT_AD_MAX_AUDIO,
  CONTACT_AD_MAX_GENRES,
  CONTACT_AD_MAX_INSTRUMENTS,
  CONTACT_AD_MAX_PICTURES,
  CONTACT_AD_REMOTE_OPTIONS,
  CONTACT_AD_SEARCH_TYPES,
  CONTACT_AD_SKILL_MASK,
  CONTACT_AD_STATUSES,
  CONTACT_AD_TEXT_MAX_LENGTH,
  CONTACT_AD_TITLE_MAX_LENGTH,
} from './contact-ad.constants.ts';

/**
 * The contact ads' wire shapes (issue 18). Routes:
 * - `POST /api/contactads` (create; `config.publishes`), `PUT /api/contactads/:id` (edit),
 *   `POST /api/contactads/:id/{pause|resume|renew}` (lifecycle), generic `DELETE /api/contactad/:id`;
 * - `GET /api/contactad/:id` (the entity route: detail), `GET /api/contactads` (the list),
 *   `GET /api/contactads/:id/matches` (matches of one of my ads), `GET /api/contactads/matches`
 *   (matches of all my ads, for `/musikersuche?filter=matches`).
 */

const oneOf = <T extends number>(values: readonly T[]) =>
  z.number().check(
    z.int(),
    z.refine((value) => (values as readonly number[]).includes(value)),
  );
/** A bitmask of the given bits (0 < mask ≤ all, or 0 allowed when `allowZero`). */
const bitmask = (all: number, allowZero: boolean) =>
  z.number().check(z.int(), z.minimum(allowZero ? 0 : 1), z.maximum(all));
const idList = (values: readonly string[], max: number) =>
  z.array(z.enum(values as [string, ...string[]])).check(z.maxLength(max));

export const ContactAdSearchTypeSchema = oneOf(CONTACT_AD_SEARCH_TYPES);
export const ContactAdStatusSchema = z.enum(CONTACT_AD_STATUSES);

/** `POST /api/contactads`, `PUT /api/contactads/:id` (the publisher cannot change on edit). */
export const ContactAdInputSchema = z.object({
  /** Publish as one of my artist pages (its id), or as myself when absent. */
  pageId: z.optional(z.nullable(z.string().check(z.regex(ID_PATTERN)))),
  searchType: ContactAdSearchTypeSchema,
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(CONTACT_AD_TITLE_MAX_LENGTH)),
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(CONTACT_AD_TEXT_MAX_LENGTH)),
  /** What the publisher plays (ids of `INSTRUMENTS`). */
  instrumentsOffered: idList(INSTRUMENT_IDS, CONTACT_AD_MAX_INSTRUMENTS),
  /** What the publisher looks for. */
  instrumentsSearched: idList(INSTRUMENT_IDS, CONTACT_AD_MAX_INSTRUMENTS),
  genres: idList(GENRE_IDS, CONTACT_AD_MAX_GENRES),
  ambition: bitmask(CONTACT_AD_AMBITION_MASK, false),
  skill: bitmask(CONTACT_AD_SKILL_MASK, true),
  bandType: z.nullable(oneOf(CONTACT_AD_BAND_TYPES)),
  rehearsalSpace: z.boolean(),
  mobile: z.boolean(),
  songsAvailable: z.boolean(),
  remote: oneOf(CONTACT_AD_REMOTE_OPTIONS),
  /** A city of the city list; required unless remote is 3 (remote only). */
  cityId: z.nullable(z.number().check(z.int(), z.positive())),
  /** Photos the publisher uploaded (`POST /api/media/images`, purpose photo), in order. */
  pictureIds: z
    .array(z.string().check(z.regex(ID_PATTERN)))
    .check(z.maxLength(CONTACT_AD_MAX_PICTURES)),
  /** Audio items of the publisher (uploads or SoundCloud tracks), in order. */
  audioIds: z.array(z.string().check(z.regex(ID_PATTERN))).check(z.maxLength(CONTACT_AD_MAX_AUDIO)),
});
export type ContactAdInput = z.infer<typeof ContactAdInputSchema>;

/** The publisher of an ad: the user or one of their artist pages. */
export const ContactAdPublisherSchema = z.object({
  kind: z.enum(['user', 'page']),
  id: z.string(),
  name: z.string(),
  resource: z.string(),
  picture: z.nullable(PictureSchema),
});
export type ContactAdPublisher = z.infer<typeof ContactAdPublisherSchema>;

/** One ad in a list: what the card shows. */
export const ContactAdSummarySchema = z.object({
  id: z.string(),
  type: z.literal('contactad'),
  /** `/contactad/{slug}-{id}`. */
  resource: z.string(),
  searchType: ContactAdSearchTypeSchema,
  title: z.string(),
  publisher: ContactAdPublisherSchema,
  instrumentsOffered: z.array(z.string()),
  instrumentsSearched: z.array(z.string()),
  genres: z.array(z.string()),
  ambition: z.number(),
  skill: z.number(),
  bandType: z.nullable(z.number()),
  remote: z.number(),
  city: z.nullable(ProfileCitySchema),
  /** From the filter's city, when the list is filtered by distance. */
  distanceKm: z.nullable(z.number()),
  picture: z.nullable(PictureSchema),
  status: ContactAdStatusSchema,
  publishedAt: z.string(),
  expiresAt: z.string(),
  /** The viewer publishes it (as themself or through a page they manage). */
  mine: z.boolean(),
});
export type ContactAdSummary = z.infer<typeof ContactAdSummarySchema>;

export const ContactAdPageSchema = z.object({
  items: z.array(ContactAdSummarySchema),
  /** The cursor of the next page; null on the last. */
  next: z.nullable(z.string()),
});
export type ContactAdPage = z.infer<typeof ContactAdPageSchema>;

/** `GET /api/contactad/:id`. */
export const ContactAdDetailSchema = z.object({
  ...ContactAdSummarySchema.shape,
  text: z.string(),
  rehearsalSpace: z.boolean(),
  mobile: z.boolean(),
  songsAvailable: z.boolean(),
  pictures: z.array(ImageSchema),
  audio: z.array(AudioTrackSchema),
  updatedAt: z.string(),
  /** The viewer may edit, pause, renew and delete it. */
  canManage: z.boolean(),
  /** The pages the viewer may write to the publisher as (spec section 6), besides themself. */
  senderChoices: z.array(
    z.object({ id: z.string(), name: z.string(), picture: z.nullable(PictureSchema) }),
  ),
});
export type ContactAdDetail = z.infer<typeof ContactAdDetailSchema>;

export const ContactAdResponseSchema = z.object({ contactAd: ContactAdDetailSchema });

export const ContactAdIdParamsSchema = z.object({ id: z.string().check(z.regex(ID_PATTERN)) });

/**
 * Why a match fits, one reason each: the web words them ("spielt Schlagzeug, 12 km, gleiche
 * Ambition").
 */
export const ContactAdMatchReasonSchema = z.discriminatedUnion('kind', [
  /** The other side plays an instrument this side looks for (or the reverse). */
  z.object({ kind: z.literal('instrument'), instrument: z.string() }),
  z.object({ kind: z.literal('distance'), km: z.number() }),
  z.object({ kind: z.literal('remote') }),
  z.object({ kind: z.literal('ambition'), same: z.boolean() }),
  z.object({ kind: z.literal('skill') }),
  z.object({ kind: z.literal('genres'), genres: z.array(z.string()) }),
  z.object({ kind: z.literal('bandType') }),
]);
export type ContactAdMatchReason = z.infer<typeof ContactAdMatchReasonSchema>;

/** A match of one of my ads: another ad, or a musician's profile (for ads seeking musicians). */
export const ContactAdMatchSchema = z.object({
  /** Which of my ads it fits. */
  forAdId: z.string(),
  /** 0–100, higher first. */
  score: z.number(),
  reasons: z.array(ContactAdMatchReasonSchema),
  /** New since I last looked at my matches. */
  isNew: z.boolean(),
  ad: z.nullable(ContactAdSummarySchema),
  profile: z.nullable(
    z.object({
      id: z.string(),
      name: z.string(),
      resource: z.string(),
      picture: z.nullable(PictureSchema),
      city: z.nullable(ProfileCitySchema),
      instruments: z.array(z.string()),
    }),
  ),
});
export type ContactAdMatch = z.infer<typeof ContactAdMatchSchema>;

export const ContactAdMatchPageSchema = z.object({
  items: z.array(ContactAdMatchSchema),
  next: z.nullable(z.string()),
});
export type ContactAdMatchPage = z.infer<typeof ContactAdMatchPageSchema>;

export const ContactAdMatchesQuerySchema = z.object({
  after: z.optional(z.string().check(z.maxLength(200), z.regex(/^[A-Za-z0-9_-]+$/))),
  size: queryDigits(CONTACT_AD_LIST_MAX_PAGE_SIZE),
});
