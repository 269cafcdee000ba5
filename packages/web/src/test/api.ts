import { http, HttpResponse, ws, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

/** One request the app sent, as a test reads it back. */
export type ApiCall = {
  method: string;
  /** The path under `/api`, e.g. `/booking/Ab12Cd34Ef`. */
  path: string;
  /** The query string with its `?`, or ''. */
  search: string;
  query: URLSearchParams;
  /**
   * A JSON body parsed, a form body as an object, a multipart body as an object of its fields in
   * order (a file as `{ fileName, type, size }`), else undefined.
   */
  body: unknown;
  headers: Headers;
  /** The route's `:params`. */
  params: Record<string, string>;
};

/** A handler's answer: a `Response` (see `reply`), or data sent as JSON with status 200. */
export type ApiAnswer = Response | JsonBodyType | undefined;
export type ApiHandler = (call: ApiCall) => ApiAnswer | Promise<ApiAnswer>;

/** A JSON answer with a status, e.g. a rule failure: `reply(422, { code, message, field })`. */
export const reply = (status: number, body?: JsonBodyType): Response =>
  status === 204 ? new HttpResponse(null, { status }) : HttpResponse.json(body ?? null, { status });

/** The error wire format of the API for a catalogue code (spec section 8). */
export const apiError = (status: number, code: string, field?: string): Response =>
  reply(status, { code, message: code, ...(field ? { field } : {}) });

/** A multipart file part as a test reads it back. */
export type UploadedFile = { fileName: string; type: string; size: number };

/**
 * The fields of a multipart body, in order. (undici's `formData()` refuses jsdom's files, so the
 * parts are read from the bytes.)
 */
function readMultipart(bytes: Uint8Array, boundary: string): Record<string, string | UploadedFile> {
  // One character per byte, so positions and sizes are those of the bytes.
  let text = '';
  for (let at = 0; at < bytes.length; at += 8192) {
    text += String.fromCharCode(...bytes.subarray(at, at + 8192));
  }
  const fields: Record<string, string | UploadedFile> = {};
  for (const part of text.split(`--${boundary}`).slice(1, -1)) {
    const split = part.indexOf('\r\n\r\n');
    const head = part.slice(0, split);
    const content = part.slice(split + 4, part.length - 2);
    const name = /name="([^"]*)"/.exec(head)?.[1] ?? '';
    const fileName = /filename="([^"]*)"/.exec(head)?.[1];
    fields[name] =
      fileName === undefined
        ? new TextDecoder().decode(Uint8Array.from(content, (char) => char.charCodeAt(0)))
        : {
            fileName,
            type: /content-type: *([^\r\n]+)/i.exec(head)?.[1] ?? '',
            size: content.length,
          };
  }
  return fields;
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return request.json();
  if (type.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(await request.text()));
  }
  const boundary = /multipart\/form-data;.*boundary=("?)([^";]+)\1/.exec(type)?.[2];
  if (boundary) return readMultipart(new Uint8Array(await request.arrayBuffer()), boundary);
  return undefined;
}

const METHODS = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

/**
 * Answers API requests by `'METHOD /path'` (the path under `/api`, with `:params`), records every
 * call and returns the record. A value that is not a function is the JSON answer. Later calls of
 * `mockApi` in a test take precedence (e.g. a second answer after a first one).
 *
 * ```ts
 * const api = mockApi({
 *   'GET /user/me': createMe(),
 *   'POST /booking/:id/applications': ({ body }) => reply(422, { code: 'booking.offer_full', message: '' }),
 * });
 * expect(api.calls('POST /booking/:id/applications')[0]?.body).toEqual({ … });
 * ```
 */
export function mockApi(routes: Record<string, ApiHandler | JsonBodyType>) {
  const recorded: Array<ApiCall & { route: string }> = [];
  const handlers = Object.entries(routes).map(([route, answer]) => {
    const [method = '', path = ''] = route.split(' ');
    const handler = METHODS[method as keyof typeof METHODS];
    if (!handler || !path.startsWith('/')) throw new Error(`mockApi: bad route "${route}"`);
    return handler(`*/api${path}`, async ({ request, params }) => {
      const url = new URL(request.url);
      const call: ApiCall = {
        method,
        path: url.pathname.replace(/^\/api/, ''),
        search: url.search,
        query: url.searchParams,
        body: await readBody(request.clone()),
        headers: request.headers,
        params: params as Record<string, string>,
      };
      recorded.push({ ...call, route });
      const result = typeof answer === 'function' ? await answer(call) : answer;
      if (result instanceof Response) return result;
      return result === undefined
        ? new HttpResponse(null, { status: 204 })
        : HttpResponse.json(result);
    });
  });
  server.use(...handlers);
  return {
    /** Every recorded call, or those of one route key. */
    calls: (route?: string): ApiCall[] =>
      recorded.filter((call) => route === undefined || call.route === route),
  };
}

/** API requests no test handler answered: answered 404, and the test that made them fails. */
export const unhandledRequests: string[] = [];

/** The initial handler, below every `mockApi` route: anything else under `/api` is unexpected. */
const unexpected = http.all('*/api/*', ({ request }) => {
  const url = new URL(request.url);
  unhandledRequests.push(`${request.method} ${url.pathname}${url.search}`);
  return apiError(404, 'request.entity_not_found');
});

/**
 * The one network seam of the component tests: Mock Service Worker answers the requests the app
 * really sends (`fetch` and `XMLHttpRequest`), so the API client, its headers, its error handling
 * and its response parsing run as in the browser. `test/setup.ts` starts the server once, resets
 * it after each test and fails a test that sent a request no handler expected.
 */
export const server = setupServer(unexpected);

/**
 * What the app's shell asks the server around any screen: the session, the bell's counter, the
 * start ping, the login screen's external providers and the public configuration. Tests that
 * render the whole app (router, shell) answer these and add their screen's routes.
 */
export function shellApi(me: JsonBodyType | null) {
  // The realtime socket connects and stays silent: the screens keep polling.
  mockRealtime({ ready: false });
  return mockApi({
    'GET /user/me': () => (me ? { user: me, clientVersion: '1' } : apiError(401, 'auth.required')),
    'POST /resource/counter': { counters: { notifications: 0 } },
    'GET /user/ping': undefined,
    'GET /oauth/providers': { providers: [] },
    'GET /config': { clientVersion: '1', publicSiteUrl: null, houseAds: [] },
  });
}

/** One socket the app opened to `/api/ws`, as a test drives it. */
export type RealtimeConnectionRecord = {
  url: URL;
  /** The frames the app sent, parsed. */
  received: Array<{ type: string; [key: string]: unknown }>;
  /** Sends a server frame (an object is sent as JSON, a string as it is). */
  send: (frame: object | string) => void;
  close: (code?: number, reason?: string) => void;
  /** Whether it is closed (by the app or by the test). */
  closed: boolean;
};

/**
 * The realtime socket (`/api/ws`), faked by Mock Service Worker as the HTTP API is: every
 * connection is recorded; unless `ready: false`, it is answered `ready` at once, and every `ping`
 * with a `pong` (unless `pong: false`).
 */
export function mockRealtime(options: { ready?: boolean; pong?: boolean } = {}) {
  const link = ws.link('ws://localhost:3000/api/ws');
  const connections: RealtimeConnectionRecord[] = [];
  server.use(
    link.addEventListener('connection', ({ client }) => {
      const record: RealtimeConnectionRecord = {
        url: client.url,
        received: [],
        send: (frame) => client.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
        close: (code, reason) => client.close(code, reason),
        closed: false,
      };
      client.addEventListener('close', () => {
        record.closed = true;
      });
      connections.push(record);
      client.addEventListener('message', (event) => {
        const frame = JSON.parse(String(event.data)) as RealtimeConnectionRecord['received'][0];
        record.received.push(frame);
        if (frame.type === 'ping' && options.pong !== false) record.send({ type: 'pong' });
      });
      if (options.ready !== false) record.send({ type: 'ready', userId: 'user000001' });
    }),
  );
  return {
    connections: () => connections,
    /** The newest connection (throws when there is none yet). */
    latest: (): RealtimeConnectionRecord => {
      const last = connections.at(-1);
      if (!last) throw new Error('mockRealtime: no connection yet');
      return last;
    },
  };
}
