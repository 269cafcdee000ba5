import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { currentLanguage, i18nReady, LANGUAGE_QUERY_PARAM } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import './global.css';
import { AppProviders } from './providers.tsx';
import { takeLoginKeyFromAddress } from '../features/auth/hooks/use-key-login.ts';
import { createAppRoutes } from './router.tsx';

takeLoginKeyFromAddress();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const container: HTMLElement = root;

/** The language of a page the server sent prerendered (scripts/prerender.ts), if it is one. */
const prerendered = container.dataset['prerendered'];
const openedAt = window.location.pathname;

// `?lang=` has done its work by now (the server sent the page in that language, lib/i18n.ts took
// and stored it): it leaves the address before the router reads it. Removed later, by a
// navigation, it would make React take the prerendered page over in one long blocking task.
const opened = new URL(window.location.href);
if (opened.searchParams.has(LANGUAGE_QUERY_PARAM)) {
  opened.searchParams.delete(LANGUAGE_QUERY_PARAM);
  window.history.replaceState(
    window.history.state,
    '',
    opened.pathname + opened.search + opened.hash,
  );
}

// The first screen's chunk, texts and data start loading now, beside the shell's own texts.
const router = createBrowserRouter(createAppRoutes(queryClient));

/** Resolves once the first navigation (guard, chunk, texts, data) is done. */
const initialized = (target: typeof router) =>
  new Promise<void>((resolve) => {
    if (target.state.initialized) return resolve();
    const unsubscribe = target.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });

/**
 * Marks the root once React has committed its first render, or has taken the prerendered markup
 * over: from then on the page is interactive. The journeys wait for it (`data-app`), and so can
 * anyone curious. It renders nothing, so the markup stays the prerendered one.
 */
function MarkWhenCommitted({ hydrated }: { hydrated: string | null }) {
  useEffect(() => {
    if (hydrated) container.dataset['hydrated'] = hydrated;
    container.dataset['app'] = 'ready';
  }, [hydrated]);
  return null;
}

const app = (hydrated: string | null) => (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} useTransitions />
    </AppProviders>
    <MarkWhenCommitted hydrated={hydrated} />
  </StrictMode>
);

async function start(): Promise<void> {
  // English visitors get their texts first (German is in the entry); should they fail to load
  // (offline), the app still starts, in German.
  await i18nReady.catch(() => undefined);
  if (prerendered) {
    await initialized(router);
    // The prerendered markup is what this visitor sees only in its language, on its address
    // without parameters (`?lang=` is gone by now), signed out (a signed-in visitor of `/login`
    // is sent on): then React takes it over as it is.
    const same =
      prerendered === currentLanguage() &&
      router.state.location.pathname === openedAt &&
      router.state.location.search === '' &&
      router.state.errors === null;
    if (same) {
      // As a transition, React hydrates in slices and lets the browser breathe in between, so a
      // phone stays responsive while the page it already shows becomes interactive.
      startTransition(() => {
        hydrateRoot(container, app(prerendered));
      });
      return;
    }
  }
  // Everything else renders on the client; React replaces any prerendered markup on its first
  // commit, so the page never goes blank in between.
  const root = createRoot(container);
  startTransition(() => root.render(app(null)));
}

void start();
