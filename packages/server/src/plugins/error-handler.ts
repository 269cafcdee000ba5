import { STATUS_CODES as HTTP_STATUS_TEXTS } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { $ZodError } from 'zod/v4/core';
import {
  AppError,
  DEFAULT_LOCALE,
  ERROR_CATALOGUE,
  UNKNOWN_INPUT,
  errorMessage,
  errorStatus,
  fieldErrors,
  type ApiError,
  type ErrorCode,
  type ErrorParams,
  type FieldError,
  type ValidationIssue,
} from '@backline/domain';
import { isConnectionError } from '../db/connection-errors.ts';
import { RateLimitedError } from '../platform/rate-limiter.ts';
import { localeFromAcceptLanguage } from './request-context.ts';

type Classified = {
  code: ErrorCode;
  field?: string;
  params?: ErrorParams;
  /** Every invalid field of invalid input (the first is `code` and `field`). */
  errors?: readonly FieldError[];
};

/** The first field error as the answer's code and field, and all of them as its list. */
function fromFieldErrors(errors: FieldError[]): Classified {
  const [first] = errors;
  if (!first) return { code: 'validation.invalid' };
  return { ...first, errors };
}

function requestPart(request: FastifyRequest, context: string | undefined): unknown {
  switch (context) {
    case 'body':
      return request.body;
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return undefined;
  }
}

/** Fastify's own 4xx errors (content-type parser, router) by their status. */
const STATUS_CODES: Record<number, ErrorCode> = {
  401: 'auth.required',
  403: 'auth.forbidden',
  404: 'request.not_found',
  405: 'request.method_not_allowed',
  413: 'request.too_large',
  415: 'request.unsupported_media_type',
  429: 'auth.rate_limited',
};

/** When to try again after the database connection failed (a new connection is made then). */
const DATABASE_RETRY_AFTER_SECONDS = 2;

/** PostgreSQL: invalid byte sequence (22021, e.g. U+0000) and untranslatable character (22P05). */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

/** The SQLSTATE of a driver error, also when Drizzle wraps it (`cause`). */
function databaseErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Maps anything thrown to a catalogue code; unknown failures become `server.backend_error`. */
export function classifyError(error: unknown, request: FastifyRequest): Classified {
  if (error instanceof AppError) {
    return { code: error.code, field: error.field, params: error.params, errors: error.errors };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // Fastify validates params, body, query in turn and reports every issue of the first part
    // that fails.
    const input = requestPart(request, error.validationContext);
    const issues = error.validation.map((issue): ValidationIssue => ({
      ...(issue.params as Omit<ValidationIssue, 'code' | 'path'>),
      code: issue.keyword,
      path: issue.instancePath.split('/').filter(Boolean),
    }));
    return fromFieldErrors(fieldErrors(issues, input));
  }
  if (error instanceof $ZodError) {
    // A service parsed something itself: the input is not at hand, so the code comes from the
    // issue alone (a missing value reads as invalid rather than required).
    return fromFieldErrors(fieldErrors(error.issues, UNKNOWN_INPUT));
  }
  // Text PostgreSQL cannot store (a NUL character, invalid UTF-8) is bad input, not a failure.
  if (UNSTORABLE_TEXT_CODES.has(databaseErrorCode(error) ?? '')) {
    return { code: 'validation.invalid' };
  }
  const fastifyError = error as Partial<FastifyError>;
  if (Array.isArray(fastifyError.validation)) return { code: 'validation.invalid' };
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Unreadable JSON or form bodies, bad content length, bad URL encoding: all 400s. The spec's
    // client counts 400 as success, so they are answered 422.
    return { code: STATUS_CODES[status] ?? 'request.malformed' };
  }
  // The database connection died under the request (terminated backend, restart, network):
  // unavailable for now, worth a retry, not a bug.
  if (isConnectionError(error)) return { code: 'server.database_unavailable' };
  return { code: 'server.backend_error' };
}

/**
 * Fastify's router failures (a broken %-escape, an over-long path parameter) never reach the
 * error handler: `buildApp` passes this as `frameworkErrors` so they are answered in the error
 * schema too, as 422 or 404 rather than Fastify's own 400 body.
 */
export function answerRouterError(
  error: { code?: string },
  request: { headers: FastifyRequest['headers'] },
  reply: FastifyReply,
): void {
  const code: ErrorCode =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'request.not_found' : 'request.malformed';
  const locale = localeFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LOCALE;
  const body: ApiError = { code, message: errorMessage(code, locale) };
  void reply.status(errorStatus(code)).send(body);
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a malformed request line, headers
 * over the size limit, a request that never finished arriving): `buildApp` passes this as
 * `clientErrorHandler`, so they are answered in the error schema too (in the default language:
 * the headers were not read), instead of Node's or Fastify's own body.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'request.headers_too_large'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'request.timeout'
        : 'request.malformed';
  const status = errorStatus(code);
  const body = JSON.stringify({
    code,
    message: errorMessage(code, DEFAULT_LOCALE),
  } satisfies ApiError);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${HTTP_STATUS_TEXTS[status] ?? 'Error'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * The one place that turns failures into answers: `{ code, message, field?, params?, errors? }`
 * with the catalogue's status and the messages in the caller's language. Server failures are
 * logged with the request id and answered without any detail.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const { code, field, params, errors } = classifyError(error, request);
      const status = errorStatus(code);
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
      } else {
        request.log.debug({ code, field }, 'request rejected');
      }
      const locale =
        request.ctx?.locale ??
        localeFromAcceptLanguage(request.headers['accept-language']) ??
        DEFAULT_LOCALE;
      const body: ApiError = { code, message: errorMessage(code, locale, params) };
      if (field) body.field = field;
      // Placeholders' values travel along, so that clients can word the text themselves.
      if (params && Object.keys(params).length > 0 && /\{\w+\}/.test(ERROR_CATALOGUE[code].en)) {
        body.params = params;
      }
      if (errors && errors.length > 0) {
        body.errors = errors.map((entry) => ({
          code: entry.code,
          message: errorMessage(entry.code, locale),
          ...(entry.field === undefined ? {} : { field: entry.field }),
        }));
      }
      if (error instanceof RateLimitedError) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      } else if (status === 429 && !reply.hasHeader('retry-after')) {
        reply.header('retry-after', '60');
      } else if (code === 'server.database_unavailable') {
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      }
      return reply.status(status).send(body);
    });

    /**
     * A route with a body schema that got no body at all validates `{}` instead, so the answer
     * names the first missing field rather than "invalid input".
     */
    app.addHook('preValidation', async (request) => {
      if (request.body === undefined && request.routeOptions.schema?.body) {
        request.body = {};
      }
    });
  },
  { name: 'error-handler' },
);
