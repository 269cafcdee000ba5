import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export type SecurityOptions = {
  appUrl: string;
  /**
   * The CSP sources (`'sha256-…'`) of the inline scripts the web build's pages carry (MUI's
   * colour-scheme script, see plugins/web.ts `readInlineScriptHashes`): exactly these run.
   */
  inlineScriptHashes?: readonly string[];
};

/**
 * Security headers for every answer (quality bar "Headers"), in two sets:
 * - documents (the web app, the API docs, files): helmet's set with a CSP without inline scripts
 *   but the web build's own, each allowed by its hash; styles allow inline because MUI/emotion
 *   inject style tags at runtime;
 * - JSON answers: what OWASP's REST guidance names for an API, a CSP that lets a JSON answer load
 *   nothing (`default-src 'none'; frame-ancestors 'none'`), nosniff, no framing, the referrer
 *   policy, HSTS on https and same-origin resources. The document set's dozen headers (a CSP of
 *   700 bytes) on every JSON answer cost a tenth of a fast read's throughput and protect nothing
 *   a JSON answer needs.
 * Both are computed once at start-up (helmet computes the document set; none depends on the
 * request) and set when the answer is sent, without overriding a header a route set itself (a
 * file's sandbox CSP). @fastify/helmet, used before, built helmet's middleware anew for every
 * request, parsing the CSP each time (decisions §46).
 */
export const securityPlugin = fp<SecurityOptions>(
  async (app, options) => {
    const documentHeaders = Object.entries(securityHeaders(options));
    const jsonHeaders = Object.entries(jsonAnswerHeaders(options.appUrl));
    app.addHook('onSend', (_request, reply, payload, done) => {
      const type = reply.getHeader('content-type');
      const isJson = typeof type === 'string' && type.startsWith('application/json');
      for (const [name, value] of isJson ? jsonHeaders : documentHeaders) {
        if (!reply.hasHeader(name)) reply.header(name, value);
      }
      done(null, payload);
    });
  },
  { name: 'security' },
);

/** The headers of a JSON answer: it renders nothing, loads nothing and is framed nowhere. */
export function jsonAnswerHeaders(appUrl: string): Record<string, string> {
  const isHttps = new URL(appUrl).protocol === 'https:';
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-resource-policy': 'same-origin',
    ...(isHttps ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** The headers helmet would set on every answer, as a name → value record. */
export function securityHeaders({
  appUrl,
  inlineScriptHashes = [],
}: SecurityOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(appUrl, inlineScriptHashes))(
    {} as IncomingMessage,
    collector as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

function helmetOptions(appUrl: string, inlineScriptHashes: readonly string[]): HelmetOptions {
  const url = new URL(appUrl);
  const isHttps = url.protocol === 'https:';
  // Old Safari does not count ws(s) as 'self'; name the socket origin explicitly.
  const socketOrigin = `${isHttps ? 'wss' : 'ws'}://${url.host}`;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        connectSrc: ["'self'", socketOrigin],
        // Embedded players of the only allowed link hosts (spec section 5).
        frameSrc: [
          'https://www.youtube-nocookie.com',
          'https://www.youtube.com',
          'https://w.soundcloud.com',
        ],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        // Upgrading on plain-http development hosts would break every request.
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Cross-origin images (https: avatars, S3) must still load.
    crossOriginEmbedderPolicy: false,
  };
}
