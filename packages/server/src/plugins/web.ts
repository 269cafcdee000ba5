import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import { AppError } from '@backline/domain';
import { isApiPath } from './api-headers.ts';

export type WebOptions = { webDistDir: string };

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The last path segment has a file extension: `/foo/bar.js`, not `/musikersuche/koeln`. */
const hasFileExtension = (pathname: string) => /\.[A-Za-z0-9]+$/.test(pathname);

/**
 * Serves the built web app (Vite output). Hashed `/assets/*` are cached forever, everything else
 * revalidates. Any other GET without a file extension is a client route and gets `index.html`
 * (the SPA decides what exists); missing files are real 404s. Unknown `/api` paths answer the
 * API's 404 error.
 */
export const webPlugin = fp<WebOptions>(
  async (app, { webDistDir }) => {
    const indexFile = path.join(webDistDir, 'index.html');
    const hasBuild = fs.existsSync(indexFile);

    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        wildcard: true,
        cacheControl: false,
        dotfiles: 'ignore',
        // Never let the static wildcard answer for the API.
        allowedPath: (pathname) => !isApiPath(pathname),
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

    const sendIndex = (reply: FastifyReply) => {
      if (!hasBuild) {
        return reply
          .code(404)
          .type('text/plain; charset=utf-8')
          .send('The web app is not built. Run `npm run build` and restart the server.');
      }
      return reply.header('cache-control', REVALIDATE).sendFile('index.html');
    };

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (isApiPath(pathname)) throw new AppError('request.not_found');
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      if (!isRead) throw new AppError('request.not_found');
      if (!hasFileExtension(pathname) && !pathname.startsWith('/assets/')) {
        return sendIndex(reply);
      }
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    });
  },
  { name: 'web' },
);
