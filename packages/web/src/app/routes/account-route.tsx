import Container from '@mui/material/Container';
import { AccountScreen } from '../../features/auth/components/account-screen.tsx';

export function Component() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <AccountScreen />
    </Container>
  );
}
