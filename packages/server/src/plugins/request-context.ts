import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import {
  API_HEADERS,
  AppError,
  DEFAULT_LOCALE,
  DeviceInfoSchema,
  isId,
  type AccountType,
  type DeviceInfo,
  type Locale,
  type PageRole,
  type SiteRole,
} from '@backline/domain';
import { isConnectionError } from '../db/connection-errors.ts';

/** The signed-in user as every module sees it; details are loaded by the accounts service. */
export type ContextUser = {
  id: string;
  name: string;
  type: AccountType;
  role: SiteRole;
  locale: Locale;
  /** Two-factor sign-in is on (required for the site roles' routes: `requireSiteRole`). */
  twoFactorEnabled: boolean;
  /**
   * The end of a community ban (also when it has passed; null for none), loaded with the session:
   * the publishing guard (plugins/publishing-guard.ts) needs no statement of its own.
   */
  communityBanUntil: Date | null;
  /** A shadow ban is recorded: what the user posts is shown to them only. */
  shadowBanned: boolean;
};
export type ContextSession = { id: string; userId: string };
export type Authenticated = { user: ContextUser; session: ContextSession };

/** Resolves a bearer token to its live session, or null when unknown, revoked or expired. */
export type Authenticate = (token: string) => Promise<Authenticated | null>;

/** Everything a handler needs to know about who asks and how (spec section 7 headers). */
export type RequestContext = {
  clientId: string | null;
  clientName: string | null;
  clientVersion: string | null;
  /** The bearer token as sent (even when it turned out to be invalid). */
  token: string | null;
  /** `x-object-user`: act as one of my pages; only a syntactically valid id survives. */
  objectUserId: string | null;
  device: DeviceInfo | null;
  locale: Locale;
  user: ContextUser | null;
  session: ContextSession | null;
  /**
   * The page the caller acts as (`x-object-user`), once the pages module has checked that the
   * signed-in user is affiliated with it (spec section 6); null when acting as oneself.
   */
  actingAs: { pageId: string; role: PageRole } | null;
};

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,256}$/;

/** Takes a caller's `x-request-id` when it is harmless to log, else makes one up. */
export function createRequestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming)
    ? incoming
    : randomUUID();
}

function headerText(value: string | string[] | undefined, maxLength = 200): string | null {
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text && text.length <= maxLength ? text : null;
}

function parseBearer(value: string | string[] | undefined): string | null {
  const header = headerText(value, 1024);
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

function parseDevice(value: string | string[] | undefined): DeviceInfo | null {
  const raw = headerText(value, 2000);
  if (!raw) return null;
  try {
    const result = DeviceInfoSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    // Malformed device info is ignored: it is informational only.
    return null;
  }
}

/**
 * 'en' when the caller prefers English over German in Accept-Language, 'de' when German comes
 * first, null when the header names neither.
 */
export function localeFromAcceptLanguage(value: string | string[] | undefined): Locale | null {
  const header = Array.isArray(value) ? value.join(',') : value;
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.trim().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && (entry.language === 'de' || entry.language === 'en'))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const first = ranked[0]?.language;
  return first === 'en' || first === 'de' ? first : null;
}

/** The signed-in user and session, or `auth.required` (401). */
export function requireUser(request: FastifyRequest): Authenticated {
  const { user, session } = request.ctx;
  if (!user || !session) throw new AppError('auth.required');
  return { user, session };
}

export type RequestContextOptions = { authenticate: Authenticate };

/**
 * Parses the spec's request headers into `request.ctx` and resolves the bearer token to the
 * signed-in user. Bad header values are ignored, never a server error.
 */
export const requestContextPlugin = fp<RequestContextOptions>(
  async (app, { authenticate }) => {
    app.decorateRequest('ctx', null as unknown as RequestContext);

    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
      const headers = request.headers;
      const token = parseBearer(headers[API_HEADERS.authorization]);
      const objectUserId = headerText(headers[API_HEADERS.objectUser], 12);
      const preferredLocale = localeFromAcceptLanguage(headers[API_HEADERS.language]);
      request.ctx = {
        clientId: headerText(headers[API_HEADERS.clientId], 100),
        clientName: headerText(headers[API_HEADERS.clientName], 100),
        clientVersion: headerText(headers[API_HEADERS.clientVersion], 40),
        token,
        objectUserId: objectUserId && isId(objectUserId) ? objectUserId : null,
        device: parseDevice(headers[API_HEADERS.deviceInfo]),
        locale: preferredLocale ?? DEFAULT_LOCALE,
        user: null,
        session: null,
        actingAs: null,
      };
      // Only the API authenticates; static files and the SPA never touch the database.
      if (token && TOKEN_PATTERN.test(token) && request.url.startsWith('/api/')) {
        let authenticated: Authenticated | null;
        try {
          authenticated = await authenticate(token);
        } catch (error) {
          // Without the database nobody can be recognised: unavailable, not a bug.
          throw new AppError(
            isConnectionError(error) ? 'server.database_unavailable' : 'server.unavailable',
            { cause: error },
          );
        }
        if (authenticated) {
          request.ctx.user = authenticated.user;
          request.ctx.session = authenticated.session;
          // The browser's language wins; the account's language fills in when it says nothing.
          if (!preferredLocale) request.ctx.locale = authenticated.user.locale;
        }
      }
    });
  },
  { name: 'request-context' },
);
