import { z } from 'zod/mini';
import { EmailSchema } from '../accounts/user.schema.ts';
import { ID_PATTERN } from '../routing/route-params.ts';
import {
  VENUE_BACKLINE_KINDS,
  VENUE_CAPACITY_MAX,
  VENUE_FACT_TEXT_MAX_LENGTH,
  VENUE_RATING_STATES,
  VENUE_RATING_TEXT_MAX_LENGTH,
  VENUE_RENTAL_KINDS,
  VENUE_SCORE_MAX,
  VENUE_SCORE_MIN,
  VENUE_SLEEPING_KINDS,
  VENUE_STATEMENT_MAX_LENGTH,
} from './venue.constants.ts';

const IdSchema = z.string().check(z.regex(ID_PATTERN));
export const VenueIdParamsSchema = z.object({ id: IdSchema });

/** An optional free text: trimmed, empty means "not given" (null). */
const factText = (max = VENUE_FACT_TEXT_MAX_LENGTH) =>
  z.pipe(
    z.nullable(z.optional(z.string().check(z.trim(), z.maxLength(max)))),
    z.transform((value) => (value ? value : null)),
  );

const PhoneSchema = z.pipe(
  z.nullable(z.optional(z.string().check(z.trim(), z.regex(/^(|\+?[0-9 ()/-]{4,30})$/)))),
  z.transform((value) => (value ? value : null)),
);

const OptionalEmailSchema = z.pipe(
  z.nullable(z.optional(z.union([z.literal(''), EmailSchema]))),
  z.transform((value) => (value ? value : null)),
);

/**
 * `PUT /api/location/:id/facts`: the venue's factsheet. Capacity, rental, backline, sleeping and
 * newcomer-friendliness are structured (the directory filters on them); the rest is free text.
 */
export const VenueFactsheetInputSchema = z.object({
  capacity: z.nullable(
    z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(VENUE_CAPACITY_MAX))),
  ),
  stage: factText(),
  pa: factText(),
  foh: factText(),
  backline: z._default(z.enum(VENUE_BACKLINE_KINDS), 'none'),
  backlineDetails: factText(),
  rental: z._default(z.enum(VENUE_RENTAL_KINDS), 'no'),
  newcomerFriendly: z._default(z.boolean(), false),
  loadIn: factText(),
  parking: factText(),
  sleeping: z._default(z.enum(VENUE_SLEEPING_KINDS), 'none'),
  catering: factText(),
  contactName: factText(120),
  contactEmail: OptionalEmailSchema,
  contactPhone: PhoneSchema,
});
export type VenueFactsheetInput = z.input<typeof VenueFactsheetInputSchema>;
export type VenueFactsheetValues = z.output<typeof VenueFactsheetInputSchema>;

const BookingContactSchema = z.object({
  name: z.nullable(z.string()),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
});

/** `GET /api/location/:id/facts`. `updatedAt` null: nobody filled it in yet. */
export const VenueFactsheetSchema = z.object({
  pageId: z.string(),
  pageName: z.string(),
  capacity: z.nullable(z.number()),
  stage: z.nullable(z.string()),
  pa: z.nullable(z.string()),
  foh: z.nullable(z.string()),
  backline: z.enum(VENUE_BACKLINE_KINDS),
  backlineDetails: z.nullable(z.string()),
  rental: z.enum(VENUE_RENTAL_KINDS),
  newcomerFriendly: z.boolean(),
  loadIn: z.nullable(z.string()),
  parking: z.nullable(z.string()),
  sleeping: z.enum(VENUE_SLEEPING_KINDS),
  catering: z.nullable(z.string()),
  /** Members only (every signed-in member); null when nothing was given. */
  bookingContact: z.nullable(BookingContactSchema),
  updatedAt: z.nullable(z.string()),
  /** The caller is the page's owner or an admin. */
  canEdit: z.boolean(),
});
export type VenueFactsheet = z.infer<typeof VenueFactsheetSchema>;

const ScoreSchema = z
  .number()
  .check(z.int(), z.minimum(VENUE_SCORE_MIN), z.maximum(VENUE_SCORE_MAX));
export const VenueScoresSchema = z.object({
  organisation: ScoreSchema,
  sound: ScoreSchema,
  hospitality: ScoreSchema,
  payReliability: ScoreSchema,
  audience: ScoreSchema,
});

/** `POST /api/location/:id/ratings` and `PUT /api/locationrating/:id`. */
export const VenueRatingInputSchema = z.object({
  scores: VenueScoresSchema,
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(VENUE_RATING_TEXT_MAX_LENGTH)),
});
export type VenueRatingInput = z.infer<typeof VenueRatingInputSchema>;

/** `PUT /api/locationrating/:id/statement`: the venue's answer. */
export const VenueStatementInputSchema = z.object({
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(VENUE_STATEMENT_MAX_LENGTH)),
});
export type VenueStatementInput = z.infer<typeof VenueStatementInputSchema>;

const RefSchema = z.object({ id: z.string(), name: z.string(), path: z.string() });

/** A venue rating (`GET /api/locationrating/:id`, the generic entity endpoint). */
export const VenueRatingSchema = z.object({
  id: z.string(),
  type: z.literal('locationrating'),
  resource: z.string(),
  venue: RefSchema,
  /** null once the rater's account is gone. */
  rater: z.nullable(RefSchema),
  /** The artist page the rater played the venue with (a confirmed booking on Backline). */
  artistPage: z.nullable(RefSchema),
  /** The rater played there through a confirmed booking on Backline. */
  verified: z.boolean(),
  scores: VenueScoresSchema,
  overall: z.number(),
  text: z.string(),
  state: z.enum(VENUE_RATING_STATES),
  createdAt: z.string(),
  updatedAt: z.string(),
  editableUntil: z.string(),
  statement: z.nullable(
    z.object({
      text: z.string(),
      author: z.nullable(RefSchema),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  viewer: z.object({
    isRater: z.boolean(),
    canEdit: z.boolean(),
    canDelete: z.boolean(),
    /** The caller is the venue page's owner or an admin (writes or edits the statement). */
    canAnswer: z.boolean(),
  }),
});
export type VenueRating = z.infer<typeof VenueRatingSchema>;

const NullableScore = z.nullable(z.number());
export const VenueRatingSummarySchema = z.object({
  count: z.number(),
  verifiedCount: z.number(),
  overall: NullableScore,
  averages: z.object({
    organisation: NullableScore,
    sound: NullableScore,
    hospitality: NullableScore,
    payReliability: NullableScore,
    audience: NullableScore,
  }),
});
export type VenueRatingSummary = z.infer<typeof VenueRatingSummarySchema>;

export const VenueRatingListQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(200))),
});

/** `GET /api/location/:id/ratings`: a page of ratings, newest first; the summary on the first. */
export const VenueRatingPageSchema = z.object({
  summary: z.nullable(VenueRatingSummarySchema),
  items: z.array(VenueRatingSchema),
  nextCursor: z.nullable(z.string()),
});
export type VenueRatingPage = z.infer<typeof VenueRatingPageSchema>;

/** `GET /api/location/:id/my-rating`: what the rate form needs. */
export const VenueRatingFormSchema = z.object({
  venue: RefSchema,
  /** Members of the venue's own team do not rate it. */
  canRate: z.boolean(),
  verified: z.boolean(),
  artistPage: z.nullable(RefSchema),
  mine: z.nullable(VenueRatingSchema),
});
export type VenueRatingForm = z.infer<typeof VenueRatingFormSchema>;

export const VenueDeletedSchema = z.object({ deleted: z.literal(true) });

/** `/locationrating/{id}`: a rating's detail route. */
export const venueRatingPath = (id: string): string => `/locationrating/${id}`;
/** `/location/rate/{id}`: the rate form of a venue page. */
export const venueRatePath = (venuePageId: string): string => `/location/rate/${venuePageId}`;
/** `/location/facts?page={id}`: the factsheet editor of one venue page. */
export const venueFactsPath = (venuePageId: string): string =>
  `/location/facts?page=${encodeURIComponent(venuePageId)}`;
