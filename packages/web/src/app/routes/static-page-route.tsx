import Container from '@mui/material/Container';
import { useLocation } from 'react-router';
import { StaticPageScreen } from '../../features/static-pages/components/static-page-screen.tsx';
import { isStaticPage } from '../../features/static-pages/api/static-page-content.ts';

export function Component() {
  const segment = useLocation().pathname.split('/')[2]?.toLowerCase();
  const page = isStaticPage(segment) ? segment : 'faq';
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <StaticPageScreen page={page} />
    </Container>
  );
}
