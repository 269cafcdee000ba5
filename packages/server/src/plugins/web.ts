import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  AppError,
  classifyAddress,
  detectLanguage,
  LANGUAGE_QUERY_PARAM,
  LOCALES,
  parseAcceptLanguage,
  WEB_COOKIES,
  type Locale,
} from '@backline/domain';
import { isApiPath } from './api-headers.ts';

export type WebOptions = {
  webDistDir: string;
  /** Whether `/{shortUrl}` names a page or a user (the pages service's `shortUrlExists`). */
  shortUrlExists: (shortUrl: string) => Promise<boolean>;
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Answers whose status depends on data (short URLs) or that are 404 are never cached. */
const NO_STORE = 'no-store';

/** The value of one cookie of a `Cookie` header (the web's own cookies are plain ASCII). */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * The pages the web build prerendered (scripts/prerender.ts): `prerendered/<lang>/<path>.html`,
 * by language and path (`/`, `/login`, `/static/faq` …).
 */
function findPrerendered(webDistDir: string): Map<Locale, Map<string, string>> {
  const pages = new Map<Locale, Map<string, string>>();
  for (const language of LOCALES) {
    const dir = path.join(webDistDir, 'prerendered', language);
    const byPath = new Map<string, string>();
    const walk = (folder: string) => {
      if (!fs.existsSync(folder)) return;
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        const file = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (entry.name.endsWith('.html')) {
          const relative = path
            .relative(dir, file)
            .split(path.sep)
            .join('/')
            .replace(/\.html$/, '');
          byPath.set(relative === 'index' ? '/' : `/${relative}`, file);
        }
      }
    };
    walk(dir);
    pages.set(language, byPath);
  }
  return pages;
}

/**
 * The file in which the web build (scripts/prerender.ts) names the inline scripts its pages carry
 * (MUI's colour-scheme script), each by the CSP source that allows it: `sha256-<base64>`.
 */
export const INLINE_SCRIPTS_FILE = 'inline-scripts.json';
const inlineScriptsSchema = z.object({
  scriptHashes: z.array(z.string().regex(/^sha256-[A-Za-z0-9+/]{43}=$/)),
});

/**
 * The CSP sources (`'sha256-…'`) of the web build's inline scripts, for the security plugin's
 * `script-src`: none without a build (or a build without the file). A file that names anything
 * but sha256 hashes is a broken build and stops the start.
 */
export function readInlineScriptHashes(webDistDir: string): string[] {
  const file = path.join(webDistDir, INLINE_SCRIPTS_FILE);
  if (!fs.existsSync(file)) return [];
  const parsed = inlineScriptsSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(`${file} must be { "scriptHashes": ["sha256-<base64>", …] }`);
  }
  return parsed.data.scriptHashes.map((hash) => `'${hash}'`);
}

/** Routes that send a signed-in user on (to /home): they get the app, not the visitor's page. */
const VISITORS_ONLY = new Set(['/', '/login', '/account']);

/** The last path segment has a file extension: `/foo/bar.js`, not `/musikersuche/koeln`. */
const hasFileExtension = (pathname: string) => /\.[A-Za-z0-9]+$/.test(pathname);

/**
 * Serves the built web app (Vite output). Hashed `/assets/*` are cached forever, everything else
 * revalidates. Any other GET without a file extension is a page address and gets `index.html`:
 * with 200 when the route table has a screen for it (domain `classifyAddress`; a short URL must
 * name a page or a user), else with 404 and the same body, so the app shows its not-found screen
 * and crawlers and monitors see the status. Missing files are plain 404s. Unknown `/api` paths
 * answer the API's 404 error.
 */
export const webPlugin = fp<WebOptions>(
  async (app, { webDistDir, shortUrlExists }) => {
    const indexFile = path.join(webDistDir, 'index.html');
    const hasBuild = fs.existsSync(indexFile);
    const prerendered = findPrerendered(webDistDir);

    /**
     * The prerendered page for a visitor, in the language the app would pick (`?lang=`, the
     * language cookie, Accept-Language): it paints before the JavaScript runs, which then
     * hydrates it. A signed-in user (the session cookie) of a visitor-only page gets the app.
     */
    const prerenderedFor = (
      pathname: string,
      search: string,
      headers: { cookie?: string; 'accept-language'?: string },
    ): string | undefined => {
      const signedIn = Boolean(cookieValue(headers.cookie, WEB_COOKIES.token));
      if (signedIn && VISITORS_ONLY.has(pathname)) return undefined;
      // A page was prerendered for its bare address: parameters other than the language
      // (`/login?reset=`, `?key=`) change what it shows, so the app renders those itself.
      const params = new URLSearchParams(search);
      params.delete(LANGUAGE_QUERY_PARAM);
      if (params.size > 0) return undefined;
      const language = detectLanguage({
        search,
        stored: cookieValue(headers.cookie, WEB_COOKIES.language),
        browserLanguages: parseAcceptLanguage(headers['accept-language']),
      });
      return prerendered.get(language)?.get(pathname);
    };

    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        wildcard: true,
        // `/` is a page like any other (prerendered for visitors), not the folder's index.
        index: false,
        cacheControl: false,
        dotfiles: 'ignore',
        // Never let the static wildcard answer for the API, nor for `/` (a page).
        allowedPath: (pathname) => !isApiPath(pathname) && pathname !== '/',
        setHeaders: (reply, filePath) => {
          const relative = path.relative(webDistDir, filePath).split(path.sep).join('/');
          reply.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
        },
      });
    } else {
      app.log.warn(
        `The web app is not built (${indexFile} is missing): the server answers the API only. ` +
          'Build it with `npm run build`, or set WEB_DIST_DIR.',
      );
    }

    /**
     * `index.html` for a page address. A status that follows from the build alone (200 for a
     * table route) revalidates with the file's ETag; a 404 or a short URL's status can change
     * with the data (or cannot be told from a 304), so those are sent from memory, never stored.
     */
    const sendIndex = async (reply: FastifyReply, found: boolean, dataDependent: boolean) => {
      if (!hasBuild) {
        return reply
          .code(404)
          .type('text/plain; charset=utf-8')
          .send('The web app is not built. Run `npm run build` and restart the server.');
      }
      if (found && !dataDependent) {
        return reply.header('cache-control', REVALIDATE).sendFile('index.html');
      }
      return reply
        .code(found ? 200 : 404)
        .header('cache-control', NO_STORE)
        .type('text/html; charset=utf-8')
        .send(await fs.promises.readFile(indexFile));
    };

    /** Whether the web app has a screen for the address (spec section 2's table). */
    const addressExists = async (pathname: string): Promise<{ found: boolean; data: boolean }> => {
      const address = classifyAddress(pathname);
      if (address.kind === 'short-url') {
        return { found: await shortUrlExists(address.shortUrl), data: true };
      }
      return { found: address.kind === 'found', data: false };
    };

    app.setNotFoundHandler(async (request, reply) => {
      const [pathname = '/', query] = request.url.split('?', 2);
      if (isApiPath(pathname)) throw new AppError('request.not_found');
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      if (!isRead) throw new AppError('request.not_found');
      if (!hasFileExtension(pathname) && !pathname.startsWith('/assets/')) {
        const page = hasBuild
          ? prerenderedFor(pathname, query ? `?${query}` : '', request.headers)
          : undefined;
        if (page) {
          // The page depends on the language and the session cookie: caches must keep them apart.
          return reply
            .header('cache-control', REVALIDATE)
            .header('vary', 'Accept-Language, Cookie')
            .type('text/html; charset=utf-8')
            .send(await fs.promises.readFile(page));
        }
        const { found, data } = await addressExists(pathname);
        return sendIndex(reply, found, data);
      }
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    });
  },
  { name: 'web' },
);
