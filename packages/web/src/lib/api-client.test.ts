import { QueryClient } from '@tanstack/react-query';
import {
  AppError,
  CLIENT_NAME,
  CLIENT_VERSION,
  MeResponseSchema,
  TokenResponseSchema,
} from '@backline/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  createApiClient,
  createUnauthorizedHandler,
  IgnoredBody,
  lazySchema,
  type ApiClientDeps,
} from './api-client.ts';
import { getClientMeta } from './client-meta.ts';
import { getToken, setToken, TOKEN_COOKIE_NAME, TOKEN_STORAGE_KEY } from './session-storage.ts';

type Call = { url: string; init: RequestInit };

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** An API client whose fetch answers with the given responses, recording every call. */
function setup(answers: Array<Response | Error>, deps: Partial<ApiClientDeps> = {}) {
  const calls: Call[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    const answer = answers.shift();
    if (!answer) throw new Error('no answer left');
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const onUnauthorized = vi.fn();
  const client = createApiClient({
    fetch: fetchFn as unknown as typeof fetch,
    getToken: () => null,
    getObjectUser: () => null,
    getLanguage: () => 'de',
    onUnauthorized,
    ...deps,
  });
  return { client, calls, onUnauthorized };
}

const headersOf = (call: Call | undefined) => new Headers(call?.init.headers);

const me = {
  user: {
    id: 'u1a2b3c4d5',
    name: 'Demo Musikerin',
    resource: 'user',
    type: 'musician',
    role: 'user',
    picture: null,
    pages: [],
    pageTypes: { artist: false, organization: false },
    email: 'demo@backline.test',
    phone: null,
    locale: 'de',
    notifications: [],
    profiles: [],
    bans: { communityBanUntil: null },
    pending: { email: null, phone: null, passwordReset: null },
    preferences: {
      colorMode: 'auto',
      notificationMails: {
        messages: true,
        contactRequests: true,
        booking: true,
        comments: true,
        searchAlerts: true,
        newsletter: false,
      },
    },
    twoFactor: { enabled: false, required: false },
  },
  clientVersion: '1.5.6',
};

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the call to reject');
}

describe('api client: requests', () => {
  it('sends the client, device, language, token and acting-page headers', async () => {
    const { client, calls } = setup([json(200, me)], {
      getToken: () => 'secret-token',
      getObjectUser: () => 'page12345',
      getLanguage: () => 'en',
    });
    await client.request('/user/me', { schema: MeResponseSchema });
    const headers = headersOf(calls[0]);
    expect(calls[0]?.url).toBe('/api/user/me');
    expect(calls[0]?.init.method).toBe('GET');
    expect(headers.get('x-client-id')).toBe('web');
    expect(headers.get('x-client-name')).toBe(CLIENT_NAME);
    expect(headers.get('x-client-version')).toBe(CLIENT_VERSION);
    expect(headers.get('authorization')).toBe('Bearer secret-token');
    expect(headers.get('x-object-user')).toBe('page12345');
    expect(headers.get('accept-language')).toBe('en');
    const device = JSON.parse(headers.get('x-device-info') ?? '{}') as Record<string, string>;
    expect(device).toMatchObject({ platform: 'web', userAgent: navigator.userAgent });
    expect(device.language).toBeTruthy();
  });

  it('sends the acting page given for one request instead of the tab’s, or none', async () => {
    const { client, calls } = setup([json(200, me), json(200, me)], {
      getObjectUser: () => 'page12345',
    });
    await client.request('/user/me', { schema: MeResponseSchema, objectUser: 'band67890' });
    await client.request('/user/me', { schema: MeResponseSchema, objectUser: null });
    expect(headersOf(calls[0]).get('x-object-user')).toBe('band67890');
    expect(headersOf(calls[1]).has('x-object-user')).toBe(false);
  });

  it('leaves out the token and the acting page when there are none', async () => {
    const { client, calls } = setup([json(200, { token: 't' })]);
    await client.request('/token', { method: 'POST', form: {}, schema: TokenResponseSchema });
    expect(headersOf(calls[0]).has('authorization')).toBe(false);
    expect(headersOf(calls[0]).has('x-object-user')).toBe(false);
  });

  it('sends form fields form-encoded', async () => {
    const { client, calls } = setup([json(200, { token: 'abc' })]);
    const answer = await client.request('/token', {
      method: 'POST',
      form: { email: 'demo@backline.test', password: 'Demo-Passw0rd1', device: '{"a":"ü"}' },
      schema: TokenResponseSchema,
    });
    expect(answer).toEqual({ token: 'abc' });
    expect(headersOf(calls[0]).get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    const body = calls[0]?.init.body as URLSearchParams;
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(body.get('email')).toBe('demo@backline.test');
    expect(body.get('password')).toBe('Demo-Passw0rd1');
    expect(body.get('device')).toBe('{"a":"ü"}');
  });

  it('sends other bodies as JSON, and query parameters in the address', async () => {
    const { client, calls } = setup([new Response(null, { status: 204 })]);
    await client.request('/booking/abcde', {
      method: 'PATCH',
      json: { title: 'Open Air' },
      query: { page: 2, empty: undefined },
      schema: IgnoredBody,
    });
    expect(calls[0]?.url).toBe('/api/booking/abcde?page=2');
    expect(headersOf(calls[0]).get('content-type')).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"title":"Open Air"}');
  });
});

describe('api client: statuses', () => {
  it('resolves 200 with the body parsed by the domain schema', async () => {
    const { client } = setup([json(200, me)]);
    await expect(client.request('/user/me', { schema: MeResponseSchema })).resolves.toEqual(me);
  });

  it('resolves 204 without a body', async () => {
    const { client } = setup([new Response(null, { status: 204 })]);
    await expect(client.request('/user/logout', { schema: IgnoredBody })).resolves.toBeUndefined();
  });

  it('resolves 400, which the spec counts as success', async () => {
    const { client } = setup([json(400, { token: 'still-fine' })]);
    await expect(
      client.request('/token', { method: 'POST', form: {}, schema: TokenResponseSchema }),
    ).resolves.toEqual({ token: 'still-fine' });
  });

  it('rejects 422 with the catalogue code and the field', async () => {
    const { client } = setup([
      json(422, { code: 'validation.email', message: 'Bitte …', field: 'email' }),
    ]);
    const error = await rejection(
      client.request('/token', { method: 'POST', form: {}, schema: TokenResponseSchema }),
    );
    expect(error.code).toBe('validation.email');
    expect(error.field).toBe('email');
    expect(error.errors).toBeUndefined();
  });

  it('carries every invalid field of a 422 when the server lists them', async () => {
    const { client } = setup([
      json(422, {
        code: 'validation.email',
        message: 'Bitte …',
        field: 'email',
        errors: [
          { code: 'validation.email', message: 'Bitte …', field: 'email' },
          { code: 'validation.too_short', message: 'Zu kurz', field: 'password' },
          { code: 'validation.invalid', message: 'Ungültig' },
        ],
      }),
    ]);
    const error = await rejection(
      client.request('/account', { method: 'POST', json: {}, schema: IgnoredBody }),
    );
    expect(error).toMatchObject({ code: 'validation.email', field: 'email' });
    expect(error.errors).toEqual([
      { code: 'validation.email', field: 'email' },
      { code: 'validation.too_short', field: 'password' },
      { code: 'validation.invalid' },
    ]);
  });

  it('rejects other statuses above 400 with their code', async () => {
    const { client } = setup([
      json(409, { code: 'account.in_use', message: 'x' }),
      json(503, { code: 'server.unavailable', message: 'x' }),
    ]);
    expect((await rejection(client.request('/a', { schema: IgnoredBody }))).code).toBe(
      'account.in_use',
    );
    expect((await rejection(client.request('/b', { schema: IgnoredBody }))).code).toBe(
      'server.unavailable',
    );
  });

  it('turns unknown codes and unreadable error bodies into "Backend error"', async () => {
    const { client } = setup([
      json(422, { code: 'made.up', message: 'x' }),
      new Response('<html>Bad Gateway</html>', { status: 502 }),
    ]);
    expect((await rejection(client.request('/a', { schema: IgnoredBody }))).code).toBe(
      'server.backend_error',
    );
    expect((await rejection(client.request('/b', { schema: IgnoredBody }))).code).toBe(
      'server.backend_error',
    );
  });

  it('reports a network failure as client.network', async () => {
    const { client } = setup([new TypeError('Failed to fetch')]);
    expect((await rejection(client.request('/a', { schema: IgnoredBody }))).code).toBe(
      'client.network',
    );
  });

  it('fails loudly when a success does not match the domain schema', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = setup([json(200, { user: { id: 1 } })]);
    const error = await rejection(client.request('/user/me', { schema: MeResponseSchema }));
    expect(error.code).toBe('server.backend_error');
    expect(log).toHaveBeenCalled();
  });

  it('loads a lazily named schema beside the request and parses the answer with it', async () => {
    const { client, calls } = setup([json(200, me)]);
    let requestsWhenLoadStarted = -1;
    const load = vi.fn(async () => {
      requestsWhenLoadStarted = calls.length;
      return MeResponseSchema;
    });
    await expect(client.request('/user/me', { schema: lazySchema(load) })).resolves.toEqual(me);
    expect(load).toHaveBeenCalledTimes(1);
    // It starts as the request goes out, not after the answer came back.
    expect(requestsWhenLoadStarted).toBe(0);
    expect(calls).toHaveLength(1);
  });

  it('checks an answer against a lazily named schema as strictly as against a loaded one', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = setup([json(200, { user: { id: 1 } })]);
    const schema = lazySchema(async () => MeResponseSchema);
    expect((await rejection(client.request('/user/me', { schema }))).code).toBe(
      'server.backend_error',
    );
    expect(log).toHaveBeenCalled();
  });

  it('reports a schema that cannot be loaded (offline) as client.network', async () => {
    const { client } = setup([json(200, me)]);
    const schema = lazySchema<unknown>(() => Promise.reject(new TypeError('chunk failed')));
    expect((await rejection(client.request('/user/me', { schema }))).code).toBe('client.network');
  });

  it('reads the client version, render mode and IR flag of a 200 answer', async () => {
    const { client } = setup([
      json(200, me, { 'x-client-version': '1.6.0', 'x-render-mode': 'spa', 'x-ir-flag': '0' }),
    ]);
    await client.request('/user/me', { schema: MeResponseSchema });
    expect(getClientMeta()).toEqual({ clientVersion: '1.6.0', renderMode: 'spa', irFlag: '0' });
  });
});

describe('api client: 401', () => {
  it('removes the token from storage and cookie, clears the cache and goes to the login', async () => {
    window.history.replaceState(null, '', '/marktplatz?filter=myads');
    setToken('stale-token');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('stale-token');
    expect(document.cookie).toContain(`${TOKEN_COOKIE_NAME}=stale-token`);

    const queryClient = new QueryClient();
    queryClient.setQueryData(['user', 'me'], me);
    const navigate = vi.fn();
    const { client } = setup([json(401, { code: 'auth.required', message: 'x' })], {
      getToken,
      onUnauthorized: createUnauthorizedHandler({ queryClient, navigate }),
    });

    const error = await rejection(client.request('/user/me', { schema: MeResponseSchema }));

    expect(error.code).toBe('auth.required');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(document.cookie).not.toContain(TOKEN_COOKIE_NAME);
    expect(getToken()).toBeNull();
    expect(queryClient.getQueryData(['user', 'me'])).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith(
      `/login?redirect=${encodeURIComponent('/marktplatz?filter=myads')}`,
    );
  });

  it('signs out on 401 even when the body is not an error object', async () => {
    const { client, onUnauthorized } = setup([new Response('', { status: 401 })]);
    expect((await rejection(client.request('/a', { schema: IgnoredBody }))).code).toBe(
      'auth.required',
    );
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
