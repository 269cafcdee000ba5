import Stack from '@mui/material/Stack';
import type { Page } from '@backline/domain';
import { VenueFactsheetCard } from './venue-factsheet-card.tsx';
import { VenueRatingsSection } from './venue-ratings-section.tsx';

/**
 * What a live location's page shows of the venues feature: its factsheet and its ratings. Other
 * kinds of page show nothing.
 */
export function VenueSection({ page }: { page: Page }) {
  if (page.kind !== 'location') return null;
  return (
    <Stack spacing={3} sx={{ mb: 3 }}>
      <VenueFactsheetCard pageId={page.id} />
      <VenueRatingsSection pageId={page.id} canRate={page.myRole === null} />
    </Stack>
  );
}
