import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { CommunityBanNotice } from '../../features/bans/components/community-ban-notice.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { SiteFooter } from './site-footer.tsx';
import { SkipLink } from './skip-link.tsx';
import { TopBar } from './top-bar.tsx';

export const MAIN_ID = 'main';

/** Every screen: skip link, top bar, exactly one `<main>`, footer. */
export function AppLayout({ children, progress }: { children: ReactNode; progress?: ReactNode }) {
  const session = useSession();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink targetId={MAIN_ID} />
      <TopBar />
      {progress}
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', outline: 'none' }}
      >
        <CommunityBanNotice until={session.user?.bans.communityBanUntil ?? null} />
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}
