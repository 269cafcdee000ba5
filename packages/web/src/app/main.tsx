import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { i18n } from '../lib/i18n.ts';
import { registerNavigator } from '../lib/navigation.ts';
import { queryClient } from '../lib/query-client.ts';
import './global.css';
import { AppProviders } from './providers.tsx';
import { takeLoginKeyFromAddress } from '../features/auth/hooks/use-key-login.ts';
import { createAppRouter } from './router.tsx';

takeLoginKeyFromAddress();
const router = createAppRouter(queryClient);
registerNavigator((to, options) => void router.navigate(to, options));

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// English visitors get their texts' chunk first (German is in the entry); should it fail to
// load (offline), the app still starts, in German.
void i18n.ready.finally(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
