import { lazy, Suspense } from 'react';
import type { PageSlot } from '../../features/pages/components/page-slots.ts';

const VenueSection = lazy(() =>
  import('../../features/venues/components/venue-section.tsx').then((module) => ({
    default: module.VenueSection,
  })),
);

/**
 * A venue page's factsheet and ratings (the venues feature, its own chunk) above what the slot
 * showed before (the booking ratings it received).
 */
export function withVenueSection(rest: PageSlot): PageSlot {
  return (context) => (
    <>
      <Suspense fallback={null}>
        <VenueSection page={context.page} />
      </Suspense>
      {typeof rest === 'function' ? rest(context) : rest}
    </>
  );
}
