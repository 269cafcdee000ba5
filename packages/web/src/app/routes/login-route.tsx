import Container from '@mui/material/Container';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { LoginScreen } from '../../features/auth/components/login-screen.tsx';
import { hasLifecycleParam } from '../../features/account-lifecycle/lifecycle-paths.ts';

/** The mailed reactivation and cancel-deletion links (and the farewell): their own chunk. */
const LifecycleLinkScreen = lazy(() =>
  import('../../features/account-lifecycle/components/lifecycle-link-flow.tsx').then((module) => ({
    default: module.LifecycleLinkScreen,
  })),
);

export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      {hasLifecycleParam(searchParams) ? (
        <Suspense fallback={null}>
          <LifecycleLinkScreen />
        </Suspense>
      ) : (
        <LoginScreen />
      )}
    </Container>
  );
}
