import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { i18n } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import './global.css';
import { AppProviders } from './providers.tsx';
import { takeLoginKeyFromAddress } from '../features/auth/hooks/use-key-login.ts';
import { AppShell } from './app-shell.tsx';

takeLoginKeyFromAddress();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// English visitors get their texts' chunk first (German is in the entry); should it fail to
// load (offline), the app still starts, in German.
void i18n.ready.finally(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <AppShell />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});
