import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

export type SecurityOptions = {
  appUrl: string;
  /**
   * The CSP sources (`'sha256-…'`) of the inline scripts the web build's pages carry (MUI's
   * colour-scheme script, see plugins/web.ts `readInlineScriptHashes`): exactly these run.
   */
  inlineScriptHashes?: readonly string[];
};

/**
 * Security headers for every answer (quality bar "Headers"): a CSP without inline scripts but
 * the web build's own, each allowed by its hash, nosniff, a strict referrer policy and no
 * framing. Styles allow inline because MUI/emotion inject style tags at runtime.
 */
export const securityPlugin = fp<SecurityOptions>(
  async (app, { appUrl, inlineScriptHashes = [] }) => {
    const url = new URL(appUrl);
    const isHttps = url.protocol === 'https:';
    // Old Safari does not count ws(s) as 'self'; name the socket origin explicitly.
    const socketOrigin = `${isHttps ? 'wss' : 'ws'}://${url.host}`;
    await app.register(helmet, {
      global: true,
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
    });
  },
  { name: 'security' },
);
