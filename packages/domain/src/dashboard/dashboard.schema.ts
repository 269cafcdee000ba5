import { z } from 'zod/mini';
import { BookingOfferSummarySchema } from '../booking/booking-list.schema.ts';
import { BOOKING_SIDES } from '../booking/booking.constants.ts';
import { BookingPartySchema, PendingRatingSchema } from '../booking/booking.schema.ts';
import { ContactItemSchema } from '../contacts/contact.schema.ts';
import { ConversationSchema } from '../messaging/messaging.schema.ts';

/**
 * `GET /api/user/dashboard` (`/home`): what a signed-in member came for, each section a few
 * items with the number of all (the "show all" link leads to the section's screen).
 */
export const DASHBOARD_LIMITS = {
  conversations: 5,
  contactRequests: 5,
  upcomingGigs: 5,
  pendingRatings: 3,
  news: 3,
} as const;

/** A confirmed gig still to come: the artist's (a page the user belongs to) or the offerer's. */
export const UpcomingGigSchema = z.object({
  applicationId: z.string(),
  /** `artist`: a page the user belongs to plays; `offerer`: an offer the user manages. */
  side: z.enum(BOOKING_SIDES),
  offerId: z.string(),
  offerTitle: z.string(),
  offerResource: z.string(),
  startsAt: z.string(),
  virtual: z.boolean(),
  venue: z.nullable(z.object({ name: z.string(), city: z.nullable(z.string()) })),
  /** The page that plays. */
  artist: BookingPartySchema,
});
export type UpcomingGig = z.infer<typeof UpcomingGigSchema>;

export const DashboardSchema = z.object({
  /** The newest conversations that are not archived, those with unread messages first. */
  conversations: z.object({ items: z.array(ConversationSchema) }),
  /** Open contact requests to the user, newest first. */
  contactRequests: z.object({ items: z.array(ContactItemSchema), total: z.number() }),
  upcomingGigs: z.object({ items: z.array(UpcomingGigSchema), total: z.number() }),
  /** Confirmed gigs the user (or a page they speak for) still has to rate, by date. */
  pendingRatings: z.object({ items: z.array(PendingRatingSchema), total: z.number() }),
  /** News of the pages the user follows: their newest published offers. */
  news: z.object({ items: z.array(BookingOfferSummarySchema), total: z.number() }),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
