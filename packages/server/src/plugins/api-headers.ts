import fp from 'fastify-plugin';
import { API_RESPONSE_HEADERS, CLIENT_VERSION, type RenderMode } from '@backline/domain';

const RENDER_MODE: RenderMode = 'spa';
const IR_FLAG = '0';

export const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * Response headers of the API contract (spec section 7): every 200 carries the client version,
 * render mode and IR flag. API answers are never cached unless a route says otherwise, and an
 * authenticated answer never is.
 */
export const apiHeadersPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (!isApiPath(request.url)) return payload;
      if (reply.statusCode === 200) {
        reply.header(API_RESPONSE_HEADERS.clientVersion, CLIENT_VERSION);
        reply.header(API_RESPONSE_HEADERS.renderMode, RENDER_MODE);
        reply.header(API_RESPONSE_HEADERS.irFlag, IR_FLAG);
      }
      if (request.ctx?.user || !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
      return payload;
    });
  },
  { name: 'api-headers' },
);
