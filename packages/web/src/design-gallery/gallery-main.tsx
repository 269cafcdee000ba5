import { createRoot } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/providers.tsx';
import { i18nReady, loadTexts } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { Gallery } from './gallery.tsx';

/**
 * The design system's gallery (design-gallery.html): every piece of components/ui with sample
 * content, in the language of `?lang=` and the browser's colour scheme. scripts/design-screenshots.ts
 * photographs it for docs/design.md. Not part of the app's build.
 */
async function start() {
  await i18nReady;
  await loadTexts(['booking', 'pages']);
  const router = createMemoryRouter([{ path: '*', element: <Gallery /> }]);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  root.dataset['app'] = 'ready';
}

void start();
