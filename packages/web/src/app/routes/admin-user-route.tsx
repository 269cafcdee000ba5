import Container from '@mui/material/Container';
import { AdminUserScreen } from '../../features/admin/components/admin-user-screen.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';

export function Component() {
  const session = useSession();
  // Signed out or failed: not an admin; the route's guard sends visitors to /login anyway.
  const role = session.status === 'loading' ? null : (session.user?.role ?? 'user');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <AdminUserScreen siteRole={role} />
    </Container>
  );
}
