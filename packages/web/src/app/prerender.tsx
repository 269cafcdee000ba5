import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { LOCALES, type Locale } from '@backline/domain';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { i18n, i18nReady } from '../lib/i18n.ts';
import { documentTitle, PageTitleCollector } from '../lib/page-title.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { COLOR_MODE_STORAGE_KEY } from '../lib/theme.ts';
import { AppProviders } from './providers.tsx';
import { createAppRoutes } from './router.tsx';

/**
 * The public pages rendered at build time, so that a visitor's phone paints their real content
 * and styles before any JavaScript runs; the app then hydrates them (main.tsx). Only pages that
 * look the same for every visitor: nothing here depends on a session or on the server's data.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/login',
  '/account',
  '/static/faq',
  '/static/legal',
  '/static/privacy',
  '/static/terms',
  '/static/gewinnspiel',
] as const;

export { LOCALES };

export type PrerenderedPage = {
  /** The markup of `#root`. */
  html: string;
  /** Emotion's style tags for that markup (MUI's styles and the theme's CSS variables). */
  styles: string;
  /** The document title, as the screen sets it. */
  title: string;
};

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

/**
 * Renders one public page in one language with the app's own routes: the route's loader runs
 * (guard, texts, data) as in the browser, lazily loaded parts are waited for, and the styles
 * that the markup uses are collected.
 */
export async function prerenderPage(path: string, language: Locale): Promise<PrerenderedPage> {
  await i18nReady;
  await i18n.changeLanguage(language);
  const queryClient = createQueryClient();
  const handler = createStaticHandler(createAppRoutes(queryClient));
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) {
    throw new Error(`${path} answered ${context.status} instead of a page while prerendering`);
  }
  if (context.errors) {
    throw new Error(`${path} failed while prerendering: ${JSON.stringify(context.errors)}`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const render = async (title: { title: string }) => {
    const collect = (text: string) => {
      title.title = text;
    };
    // The client's default emotion cache has the key `css` too, so it takes these styles over.
    const cache = createCache({ key: 'css' });
    // Styles go into `<head>` once (extracted below), not inline beside each element.
    cache.compat = true;
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <PageTitleCollector.Provider value={collect}>
          <CacheProvider value={cache}>
            <AppProviders queryClient={queryClient}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </CacheProvider>
        </PageTitleCollector.Provider>
      </StrictMode>,
      {
        // A part that throws here would be left to the client (React's "switched to client
        // rendering"): the page must render completely without a browser.
        onError: (error) => void errors.push(error),
        // React moves large finished parts behind an inline script that puts them in place;
        // the CSP forbids inline scripts, and nothing streams here: everything stays in order.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    if (errors.length > 0) {
      throw new Error(`${path} failed while prerendering`, { cause: errors[0] });
    }
    return { html: await streamToString(prelude), cache };
  };
  // A first pass loads every lazily loaded part and text the page shows; the second renders it
  // without suspending, so the markup needs no inline script to reveal a part (the CSP forbids
  // inline scripts) and is exactly what the client renders when it hydrates.
  // Parts inside lazily loaded parts show up one pass later: a few passes at most.
  const title = { title: documentTitle(null) };
  let pass = await render(title);
  for (let attempt = 0; attempt < 4 && pass.html.includes('<script'); attempt += 1) {
    pass = await render(title);
  }
  const { html, cache } = pass;
  if (html.includes('<script')) {
    const at = html.indexOf('<template id="B:');
    throw new Error(
      `${path} still suspends while prerendering: its markup would need a script: ${html.slice(at - 600, at + 400)}`,
    );
  }
  const emotion = createEmotionServer(cache);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  queryClient.clear();
  return { html, styles, title: title.title };
}

/**
 * MUI's colour-scheme script (the `dark`/`light` class on `<html>` from the stored choice or the
 * system's), without its tags: scripts/prerender.ts puts it inline into every page's head (the
 * CSP allows it by its hash), so a prerendered page does not paint light for a dark-mode reader.
 * The same options as the app's ThemeProvider (providers.tsx).
 */
export function colorSchemeScript(): string {
  const markup = renderToStaticMarkup(
    <InitColorSchemeScript
      defaultMode="system"
      modeStorageKey={COLOR_MODE_STORAGE_KEY}
      attribute="class"
    />,
  );
  return markup.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
}
