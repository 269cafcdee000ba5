import { z } from 'zod/mini';
import { EmailSchema, PictureSchema } from '../accounts/user.schema.ts';
import { ID_PATTERN, detailPath } from '../routing/route-params.ts';
import {
  APPLICATION_STATUSES,
  BOOKING_SIDES,
  OFFER_PHASES,
  RATING_VALUES,
  OFFER_STATUSES,
  type OfferStatus,
} from './booking.constants.ts';
import { APPLICATION_COMMANDS } from './application.machine.ts';
import { PREMIUM_REQUIREMENTS } from './booking.policy.ts';
import { OFFER_COMMANDS } from './offer.machine.ts';
import {
  BookingCultureSchema,
  OfferPaySchema,
  PerformanceTypeSchema,
  ScheduleKindSchema,
} from './offer.schema.ts';

/** What the server answers about offers and applications (spec section 3). */

export const OfferStatusSchema = z.enum(OFFER_STATUSES);
export const OfferPhaseSchema = z.enum(OFFER_PHASES);
export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES);
export const OfferCommandSchema = z.enum(OFFER_COMMANDS);
export const ApplicationCommandSchema = z.enum(APPLICATION_COMMANDS);

/** `/booking/{slug}-{id}`: the offer's detail route. */
export const offerPath = (offer: { id: string; title: string }): string =>
  detailPath('/booking', offer.title, offer.id);

/** A party of a booking: a page, or the publishing user when they publish as themself. */
export const BookingPartySchema = z.object({
  kind: z.enum(['user', 'page']),
  id: z.string(),
  name: z.string(),
  resource: z.string(),
  picture: z.nullable(PictureSchema),
});
export type BookingParty = z.infer<typeof BookingPartySchema>;

export const OfferDateSchema = z.object({
  id: z.string(),
  startsAt: z.nullable(z.string()),
  slots: z.number(),
  confirmed: z.number(),
  paused: z.boolean(),
  /** Takes applications now (published, not paused, not full, before the deadline). */
  open: z.boolean(),
});
export type OfferDate = z.infer<typeof OfferDateSchema>;

export const OfferVenueViewSchema = z.nullable(
  z.object({
    id: z.string(),
    name: z.string(),
    resource: z.string(),
    city: z.nullable(z.string()),
  }),
);

/** `GET /api/booking/{id}` and every offer answer. */
export const BookingOfferSchema = z.object({
  id: z.string(),
  type: z.literal('booking'),
  resource: z.string(),
  title: z.string(),
  status: OfferStatusSchema,
  publisher: BookingPartySchema,
  performanceType: PerformanceTypeSchema,
  privateEvent: z.boolean(),
  virtual: z.boolean(),
  venue: OfferVenueViewSchema,
  schedule: ScheduleKindSchema,
  dates: z.array(OfferDateSchema),
  durationMinutes: z.number(),
  pay: OfferPaySchema,
  backline: z.nullable(z.string()),
  conditions: z.nullable(z.string()),
  description: z.nullable(z.string()),
  wantedGenres: z.array(z.string()),
  excludedGenres: z.array(z.string()),
  wantedCultures: z.array(BookingCultureSchema),
  excludedCultures: z.array(BookingCultureSchema),
  soughtForms: z.array(z.string()),
  localActsPreferred: z.boolean(),
  premium: z.boolean(),
  applyTextRequired: z.boolean(),
  voting: z.boolean(),
  applyUntil: z.nullable(z.string()),
  reschedules: z.number(),
  endsAt: z.nullable(z.string()),
  publishedAt: z.nullable(z.string()),
  createdAt: z.string(),
  /** Applications that are not withdrawn; once there are any, some fields are locked. */
  applicationCount: z.number(),
  /** What the caller may do: the offer commands (offerer only) and whether they may apply. */
  viewer: z.object({
    isOfferer: z.boolean(),
    commands: z.array(OfferCommandSchema),
    lockedFields: z.array(z.string()),
    /** The applications of the pages the caller speaks for (to show instead of applying twice). */
    applications: z.array(
      z.object({
        id: z.string(),
        dateId: z.string(),
        pageId: z.string(),
        status: ApplicationStatusSchema,
      }),
    ),
  }),
});
export type BookingOffer = z.infer<typeof BookingOfferSchema>;

/** One application as the offerer and the artist see it. */
export const BookingApplicationSchema = z.object({
  id: z.string(),
  offerId: z.string(),
  offerTitle: z.string(),
  offerResource: z.string(),
  date: z.object({ id: z.string(), startsAt: z.nullable(z.string()) }),
  artist: BookingPartySchema,
  status: ApplicationStatusSchema,
  text: z.nullable(z.string()),
  expectedPayCents: z.nullable(z.number()),
  rejectReason: z.nullable(z.string()),
  appliedAt: z.string(),
  decidedAt: z.nullable(z.string()),
  /** The buttons the caller's side may press (domain `allowedApplicationCommands`). */
  commands: z.array(ApplicationCommandSchema),
  /** The offer's publisher, in the artist's own list (whom to write to about it). */
  offerer: z.optional(BookingPartySchema),
});
export type BookingApplication = z.infer<typeof BookingApplicationSchema>;

export const BookingApplicationsSchema = z.object({ items: z.array(BookingApplicationSchema) });

export const OfferIdParamsSchema = z.object({ id: z.string().check(z.regex(ID_PATTERN)) });
export const OfferDateParamsSchema = z.object({
  id: z.string().check(z.regex(ID_PATTERN)),
  dateId: z.string().check(z.regex(ID_PATTERN)),
});
export const ApplicationCommandParamsSchema = z.object({
  id: z.string().check(z.regex(ID_PATTERN)),
  command: z.enum(['withdraw', 'cancel', 'confirm', 'reject', 'ignore', 'restore']),
});
export const OfferLifecycleParamsSchema = z.object({
  id: z.string().check(z.regex(ID_PATTERN)),
  command: z.enum(['submit', 'revise', 'publish', 'pause', 'resume']),
});

/** Whether a status takes applications at all (some date may still be closed). */
export const statusTakesApplications = (status: OfferStatus): boolean =>
  status === 'open' || status === 'partlyClosed';

/** A booking rating (spec section 3): shown on the rated page; the rated side answers once. */
export const BookingRatingSchema = z.object({
  id: z.string(),
  type: z.literal('bookingrating'),
  resource: z.string(),
  value: z.enum(RATING_VALUES),
  text: z.string(),
  answer: z.nullable(z.string()),
  answeredAt: z.nullable(z.string()),
  createdAt: z.string(),
  offerTitle: z.string(),
  gigStartsAt: z.nullable(z.string()),
  raterSide: z.enum(BOOKING_SIDES),
  rater: z.nullable(BookingPartySchema),
  rated: z.nullable(BookingPartySchema),
  /** The caller speaks for the rated side and has not answered yet. */
  canAnswer: z.boolean(),
});
export type BookingRating = z.infer<typeof BookingRatingSchema>;
export const BookingRatingsSchema = z.object({ items: z.array(BookingRatingSchema) });

/** `/booking-bewertung/{id}` and `/bookingrating/{id}`: a rating's detail route. */
export const ratingPath = (id: string): string => `/bookingrating/${id}`;

/** A confirmed gig the caller's side still has to rate (`/booking/ratings`). */
export const PendingRatingSchema = z.object({
  applicationId: z.string(),
  offerId: z.string(),
  offerTitle: z.string(),
  gigStartsAt: z.string(),
  side: z.enum(BOOKING_SIDES),
  /** Who is to be rated. */
  other: BookingPartySchema,
});
export type PendingRating = z.infer<typeof PendingRatingSchema>;
export const PendingRatingsSchema = z.object({ items: z.array(PendingRatingSchema) });

/** `/booking/{id}/voting`: the audience votes among an offer's applicants by e-mail code. */
export const VotingCandidateSchema = z.object({
  applicationId: z.string(),
  artist: BookingPartySchema,
  /** Confirmed votes; only for the offerer (live counts), null for everyone else. */
  votes: z.nullable(z.number()),
});
export const VotingSchema = z.object({
  offerId: z.string(),
  offerTitle: z.string(),
  offerResource: z.string(),
  /** Votes are taken (the offer asks for them and is not over). */
  open: z.boolean(),
  candidates: z.array(VotingCandidateSchema),
  /** Confirmed votes in total; only for the offerer. */
  total: z.nullable(z.number()),
});
export type Voting = z.infer<typeof VotingSchema>;
export const VoteRequestSchema = z.object({
  applicationId: z.string().check(z.regex(ID_PATTERN)),
  email: EmailSchema,
});
/** The six digits a vote's e-mail carries, as the voter types them. */
const VoteCodeField = z.string().check(z.trim(), z.regex(/^\d{6}$/));
/** The code step of the voting form (the address is the one the code went to). */
export const VoteCodeSchema = z.object({ code: VoteCodeField });
export const VoteConfirmSchema = z.object({
  email: EmailSchema,
  code: VoteCodeField,
});
export const VoteAnswerSchema = z.object({
  status: z.enum(['code_sent', 'counted']),
});

/** `GET /api/booking/{id}/premium-check?pageId=`: what an artist page lacks for premium offers. */
export const PremiumCheckQuerySchema = z.object({ pageId: z.string() });
export const PremiumCheckSchema = z.object({ missing: z.array(z.enum(PREMIUM_REQUIREMENTS)) });
export type PremiumCheck = z.infer<typeof PremiumCheckSchema>;

/** `GET /api/booking/mine/offers`: paging of the caller's offers. */
export const MyOffersQuerySchema = z.object({
  page: z.optional(z.string().check(z.regex(/^\d{1,5}$/))),
  size: z.optional(z.string().check(z.regex(/^\d{1,2}$/))),
});

/** `GET /api/booking/ratings/received`: the ratings a page (or else a user) received. */
export const ReceivedRatingsQuerySchema = z.object({
  pageId: z.optional(z.string().check(z.regex(ID_PATTERN))),
  userId: z.optional(z.string().check(z.regex(ID_PATTERN))),
});
