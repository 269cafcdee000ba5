import { communityBanActive } from '@backline/domain';
import { lazy, Suspense } from 'react';

/** The alert is rare: its code loads only when a ban is in force. */
const CommunityBanAlert = lazy(() =>
  import('./community-ban-alert.tsx').then((module) => ({ default: module.CommunityBanAlert })),
);

/**
 * Tells the signed-in user about a community ban in force (spec section 4 and 8): 'Community ban.
 * You can not post until {date}'. Shown in the layout above every screen; `until` is `me`'s
 * `bans.communityBanUntil` (a shadow ban is never told).
 */
export function CommunityBanNotice({ until }: { until: string | null }) {
  if (until === null || !communityBanActive({ communityBanUntil: until }, new Date())) return null;
  return (
    <Suspense fallback={null}>
      <CommunityBanAlert until={until} />
    </Suspense>
  );
}
