import Container from '@mui/material/Container';
import { useLocation } from 'react-router';
import {
  STATIC_PAGES,
  StaticPageScreen,
  type StaticPageName,
} from '../../features/static-pages/components/static-page-screen.tsx';

const isStaticPage = (value: string | undefined): value is StaticPageName =>
  (STATIC_PAGES as readonly string[]).includes(value ?? '');

export function Component() {
  const segment = useLocation().pathname.split('/')[2]?.toLowerCase();
  const page = isStaticPage(segment) ? segment : 'faq';
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <StaticPageScreen page={page} />
    </Container>
  );
}
