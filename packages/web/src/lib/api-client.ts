import type { QueryClient } from '@tanstack/react-query';
import {
  API_HEADERS,
  AppError,
  CLIENT_ID_WEB,
  CLIENT_NAME,
  CLIENT_VERSION,
} from '@backline/domain';
import { updateClientMeta } from './client-meta.ts';
import { deviceInfoHeader } from './device/device-info.ts';
import { currentLanguage } from './i18n.ts';
import { loginPath, navigateTo } from './navigation.ts';
import { queryClient as appQueryClient } from './query-client.ts';
import { clearToken, getObjectUser, getToken } from './session-storage.ts';

/**
 * The one way the web talks to `/api` (spec sections 7 and 8):
 * - every request carries the client headers, the bearer token when signed in, the acting page
 *   (`x-object-user`) when one is chosen, device info and the interface language;
 * - statuses of 400 or below resolve, above 400 reject with an `AppError` from the catalogue;
 * - 401 signs out: token and cookie are removed, the query cache is cleared, the app goes to /login;
 * - every answer is parsed with the caller's domain schema, so contract drift fails loudly.
 */

/** Any domain (zod) schema: the web needs only its `parse`. */
export type ResponseSchema<T> = { parse: (data: unknown) => T };

/**
 * For the calls whose answer the spec does not show and the client never reads
 * (`/user/logout`, `/user/ping`): the body is not interpreted.
 */
export const IgnoredBody: ResponseSchema<void> = { parse: () => undefined };

/** A response schema that is loaded when its request is made (see lib/shell-schemas.ts). */
export type LazySchema<T> = { load: () => Promise<ResponseSchema<T>> };

/** Names a schema by its loader; it loads while the request is on its way. */
export const lazySchema = <T>(load: () => Promise<ResponseSchema<T>>): LazySchema<T> => ({ load });

/** What a request names to read its answer: a schema, or a loader of one. */
export type AnswerSchema<T> = ResponseSchema<T> | LazySchema<T>;

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  schema: AnswerSchema<T>;
  query?: Record<string, string | number | boolean | undefined>;
  /** Form-encoded body (`POST /api/token`, `POST /api/resource/counter`). */
  form?: Record<string, string>;
  /** JSON body for everything else. */
  json?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Act as this page for this request only (`x-object-user`), e.g. the sender chosen in the
   * sender picker; `null` sends no acting page. Without it the tab's acting page (if any) is sent.
   */
  objectUser?: string | null;
};

export type ApiClientDeps = {
  fetch: typeof fetch;
  baseUrl?: string;
  getToken: () => string | null;
  getObjectUser: () => string | null;
  getLanguage: () => string;
  /** Called once per 401 answer, after which the request rejects with `auth.required`. */
  onUnauthorized: () => void;
};

export type ApiClient = {
  request: <T>(path: string, options: RequestOptions<T>) => Promise<T>;
};

function buildUrl(baseUrl: string, path: string, query: RequestOptions<unknown>['query']): string {
  const url = `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205 || response.status === 304) {
    return undefined;
  }
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * The headers of every `/api` request: client, device info, language, bearer token and acting
 * page. Exported for uploads, which go through XMLHttpRequest for their progress events.
 */
export function buildApiHeaders(
  deps: Pick<ApiClientDeps, 'getToken' | 'getObjectUser' | 'getLanguage'>,
  init?: HeadersInit,
): Headers {
  const headers = new Headers(init);
  headers.set(API_HEADERS.clientId, CLIENT_ID_WEB);
  headers.set(API_HEADERS.clientName, CLIENT_NAME);
  headers.set(API_HEADERS.clientVersion, CLIENT_VERSION);
  headers.set(API_HEADERS.deviceInfo, deviceInfoHeader());
  headers.set(API_HEADERS.language, deps.getLanguage());
  headers.set('accept', 'application/json');
  const token = deps.getToken();
  if (token) headers.set(API_HEADERS.authorization, `Bearer ${token}`);
  const objectUser = deps.getObjectUser();
  if (objectUser) headers.set(API_HEADERS.objectUser, objectUser);
  return headers;
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const baseUrl = deps.baseUrl ?? '/api';

  async function request<T>(path: string, options: RequestOptions<T>): Promise<T> {
    const headers = buildApiHeaders(deps, options.headers);
    if (options.objectUser !== undefined) {
      if (options.objectUser) headers.set(API_HEADERS.objectUser, options.objectUser);
      else headers.delete(API_HEADERS.objectUser);
    }

    let body: BodyInit | undefined;
    if (options.form) {
      body = new URLSearchParams(options.form);
      headers.set('content-type', 'application/x-www-form-urlencoded;charset=UTF-8');
    } else if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers.set('content-type', 'application/json');
    }

    // A lazily named schema loads beside the request; its failure is reported after the answer.
    const schemaReady: Promise<ResponseSchema<T>> =
      'load' in options.schema ? options.schema.load() : Promise.resolve(options.schema);
    schemaReady.catch(() => undefined);

    let response: Response;
    try {
      response = await deps.fetch(buildUrl(baseUrl, path, options.query), {
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        body,
        signal: options.signal,
        credentials: 'same-origin',
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new AppError('client.network', { cause: error });
    }

    const data = await readBody(response).catch((error: unknown) => {
      // Cancelled while the body was on its way (a query removed on logout): not a contract failure.
      if (options.signal?.aborted) throw error;
      return undefined;
    });

    if (response.status === 401) {
      deps.onUnauthorized();
      throw new AppError('auth.required');
    }
    if (response.status > 400) {
      const { toAppError } = await import('./api-error.ts').catch((error: unknown) => {
        throw new AppError('client.network', { cause: error });
      });
      throw toAppError(response.status, data);
    }

    if (response.status === 200) updateClientMeta(response.headers);
    const schema = await schemaReady.catch((error: unknown) => {
      throw new AppError('client.network', { cause: error });
    });
    try {
      return schema.parse(data);
    } catch (error) {
      // The server answered something the contract does not describe: say so loudly.
      console.error(`[api] ${path}: the answer does not match the domain schema`, error);
      throw new AppError('server.backend_error', { cause: error });
    }
  }

  return { request };
}

/** Signing out after a 401: storage and cookie, cached server state, then the login screen. */
export function createUnauthorizedHandler(deps: {
  queryClient: QueryClient;
  navigate: (to: string) => void;
}): () => void {
  return () => {
    clearToken();
    deps.queryClient.clear();
    deps.navigate(loginPath());
  };
}

/** The app's sign-out after a 401 (shared with uploads). */
export const handleUnauthorized: () => void = createUnauthorizedHandler({
  queryClient: appQueryClient,
  navigate: (to) => navigateTo(to, { replace: true }),
});

export const apiClient: ApiClient = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  getToken,
  getObjectUser,
  getLanguage: currentLanguage,
  onUnauthorized: handleUnauthorized,
});
