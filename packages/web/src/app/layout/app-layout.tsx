import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer.tsx';
import { SkipLink } from './skip-link.tsx';
import { TopBar } from './top-bar.tsx';

export const MAIN_ID = 'main';

/** Every screen: skip link, top bar, exactly one `<main>`, footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink targetId={MAIN_ID} />
      <TopBar />
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', outline: 'none' }}
      >
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}
