import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { i18nReady } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import './global.css';
import { AppProviders } from './providers.tsx';
import { takeLoginKeyFromAddress } from '../features/auth/hooks/use-key-login.ts';
import { createAppRoutes } from './router.tsx';

takeLoginKeyFromAddress();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The first screen's chunk, texts and data start loading now, beside the shell's own texts.
const router = createBrowserRouter(createAppRoutes(queryClient));

// English visitors get their texts first (German is in the entry); should they fail to load
// (offline), the app still starts, in German.
void i18nReady.finally(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} useTransitions />
      </AppProviders>
    </StrictMode>,
  );
});
