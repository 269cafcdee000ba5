import { lazy, Suspense } from 'react';
import type { PageSlot } from '../../features/pages/components/page-slots.ts';

const VenueSection = lazy(() =>
  import('../../features/venues/components/venue-section.tsx').then((module) => ({
    default: module.VenueSection,
  })),
);

/**
 * A venue page's factsheet and ratings (the venues feature, its own chunk) above what the slot
 * showed before (the booking ratings it received); other pages show the slot alone. Decided by
 * the page's kind, so every address of a venue (`/location/…`, its short address) shows them.
 */
export function withVenueSection(rest: PageSlot): PageSlot {
  return (context) => (
    <>
      {context.page.kind === 'location' ? (
        <Suspense fallback={null}>
          <VenueSection page={context.page} />
        </Suspense>
      ) : null}
      {typeof rest === 'function' ? rest(context) : rest}
    </>
  );
}
