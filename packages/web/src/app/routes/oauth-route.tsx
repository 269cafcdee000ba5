import Container from '@mui/material/Container';
import { OauthScreen } from '../../features/auth/components/oauth-screen.tsx';

/** `/oauth`: where an OpenID Connect provider sends the browser back after signing in. */
export function Component() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <OauthScreen />
    </Container>
  );
}
