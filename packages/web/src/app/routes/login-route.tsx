import Container from '@mui/material/Container';
import { LoginScreen } from '../../features/auth/components/login-screen.tsx';

export function Component() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <LoginScreen />
    </Container>
  );
}
