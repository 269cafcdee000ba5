import { GigCard } from '../../features/booking/components/gig-card.tsx';
import {
  PendingRatingCard,
  UpcomingGigCard,
} from '../../features/booking/components/dashboard-booking-cards.tsx';
import { ContactRequestCard } from '../../features/contacts/components/contact-request-card.tsx';
import type { DashboardCards } from '../../features/dashboard/components/dashboard-sections.tsx';
import { ConversationCard } from '../../features/messaging/components/conversation-card.tsx';

/** Each dashboard section's cards, from the feature that owns them. */
export const DASHBOARD_CARDS: DashboardCards = {
  conversation: (conversation) => (
    <ConversationCard conversation={conversation} headingComponent="h3" avatarSize={40} />
  ),
  contactRequest: (item, onAnswered) => <ContactRequestCard item={item} onAnswered={onAnswered} />,
  upcomingGig: (gig) => <UpcomingGigCard gig={gig} />,
  pendingRating: (item) => <PendingRatingCard item={item} />,
  news: (offer) => <GigCard offer={offer} headingComponent="h3" />,
};
