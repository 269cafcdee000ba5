import Container from '@mui/material/Container';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { meQuery } from '../../features/auth/api/fetch-me.ts';
import { QrLoginScreen } from '../../features/qr-login/components/qr-login-screen.tsx';
import { setToken } from '../../lib/session-storage.ts';

export function Component() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Like the password sign-in (useLogin): a clean cache, the token stored, the user loaded.
  const signedIn = async (token: string) => {
    queryClient.clear();
    setToken(token);
    await queryClient.fetchQuery(meQuery);
    void navigate('/home', { replace: true });
  };
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <QrLoginScreen onToken={signedIn} />
    </Container>
  );
}
