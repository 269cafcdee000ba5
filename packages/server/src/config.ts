import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_ACCOUNT_DELETION_GRACE_DAYS, HouseAdSchema, type HouseAd } from '@backline/domain';

const NODE_ENVS = ['development', 'production', 'test'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const STORAGE_DRIVERS = ['local', 's3'] as const;
/** GEMA verification providers; `disabled` turns the feature off. */
const GEMA_PROVIDERS = ['development', 'disabled'] as const;

/** Relative paths in the environment are resolved from the working directory. */
const fromCwd = (value: string) => path.resolve(process.cwd(), value);

const repoRoot = path.resolve(import.meta.dirname, '../../..');

const portSchema = z
  .string()
  .regex(/^\d{1,5}$/, 'must be a port number (0-65535)')
  .transform(Number)
  .pipe(z.number().int().min(0).max(65535));

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const jsonHouseAds = z.string().transform((raw, ctx): HouseAd[] => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be a JSON array of house ads' });
    return z.NEVER;
  }
  const result = z.array(HouseAdSchema).max(20).safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0];
    ctx.addIssue({
      code: 'custom',
      message: `must be a JSON array of house ads { id, title, text, href, imageUrl? } (${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'})`,
    });
    return z.NEVER;
  }
  return result.data;
});

/** A duration in milliseconds from the environment: 0 to 10 minutes. */
const milliseconds = z
  .string()
  .regex(/^\d{1,6}$/, 'must be a number of milliseconds (0-600000)')
  .transform(Number)
  .pipe(z.number().int().min(0).max(600_000))
  .optional();

const OidcProviderConfigSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]{0,31}$/, 'id: lowercase letters, digits and -'),
  name: z.string().min(1).max(60),
  issuer: httpUrl,
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
});
export type OidcProviderConfig = z.infer<typeof OidcProviderConfigSchema>;

const jsonOidcProviders = z.string().transform((raw, ctx): OidcProviderConfig[] => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be a JSON array of providers' });
    return z.NEVER;
  }
  const result = z.array(OidcProviderConfigSchema).max(20).safeParse(parsed);
  const ids = result.success ? result.data.map((provider) => provider.id) : [];
  if (!result.success || new Set(ids).size !== ids.length) {
    const issue = result.error?.issues[0];
    ctx.addIssue({
      code: 'custom',
      message: `must be a JSON array of providers { id, name, issuer, clientId, clientSecret } with distinct ids (${issue ? `${issue.path.join('.')}: ${issue.message}` : 'duplicate id'})`,
    });
    return z.NEVER;
  }
  return result.data;
});

/** proxy-addr's names for address ranges, allowed in a TRUST_PROXY list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrRange = (entry: string): boolean => {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

/**
 * Which reverse proxies may name the client address (`X-Forwarded-For`): `false` (none, the
 * default), a number of proxy hops in front of the server, or a list of proxy addresses and
 * ranges. `true` is refused: it would take any address a client writes into the header.
 */
const trustProxySchema = z.string().transform((raw, ctx): false | number | string[] => {
  const value = raw.trim().toLowerCase();
  if (['false', 'no', 'off', '0', 'none'].includes(value)) return false;
  if (['true', 'yes', 'on'].includes(value)) {
    ctx.addIssue({
      code: 'custom',
      message:
        'true would believe any X-Forwarded-For a client sends, so anyone could pick the address ' +
        'the rate limits count: set the number of proxies in front of the server (e.g. 1) or ' +
        'their addresses (e.g. 10.0.0.2,10.1.0.0/16)',
    });
    return z.NEVER;
  }
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined) {
    ctx.addIssue({
      code: 'custom',
      message: `must be false, a number of proxy hops or a comma-separated list of proxy addresses/CIDR ranges (not "${bad}")`,
    });
    return z.NEVER;
  }
  return entries;
});

/** Promotes Backline's own features where the web version would show an ad. */
export const DEFAULT_HOUSE_ADS: HouseAd[] = [
  { id: 'gigs', title: 'Gigs & Booking', text: 'Live · Stream · Hybrid · Session', href: '/gigs' },
  {
    id: 'musikersuche',
    title: 'Musikersuche',
    text: 'Bands & Musiker · Bands & musicians',
    href: '/musikersuche',
  },
  {
    id: 'marktplatz',
    title: 'Marktplatz',
    text: 'Equipment · Backline · Jobs · Workshops',
    href: '/marktplatz',
  },
];

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(NODE_ENVS).default('development'),
    PORT: portSchema.default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().default('./data').transform(fromCwd),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
    APP_URL: httpUrl.optional(),
    PUBLIC_SITE_URL: httpUrl.optional(),
    WEB_DIST_DIR: z.string().transform(fromCwd).default(path.join(repoRoot, 'packages/web/dist')),
    MIGRATIONS_DIR: z
      .string()
      .transform(fromCwd)
      .default(path.join(import.meta.dirname, 'db/migrations')),
    SEED_ON_EMPTY: z.stringbool().default(true),
    TRUST_PROXY: trustProxySchema.optional(),
    /** The browsable API documentation at /api/docs (OpenAPI at /api/docs/json). */
    API_DOCS: z.stringbool().default(true),
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    MAIL_FROM: z.string().min(3).default('Backline <no-reply@backline.test>'),
    /** SMS through Twilio's REST API when all three are set; else SMS go to DATA_DIR/outbox/sms. */
    TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
    TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
    TWILIO_FROM: z.string().min(1).optional(),
    STORAGE_DRIVER: z.enum(STORAGE_DRIVERS).default('local'),
    S3_ENDPOINT: httpUrl.optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    HOUSE_ADS: jsonHouseAds.optional(),
    /** OpenID Connect providers for external sign-in (JSON array); none when unset. */
    OIDC_PROVIDERS: jsonOidcProviders.optional(),
    /** Days between a deletion request and the purge of the account's personal data. */
    ACCOUNT_DELETION_GRACE_DAYS: z
      .string()
      .regex(/^\d{1,4}$/, 'must be a number of days (0-3650)')
      .transform(Number)
      .pipe(z.number().int().min(0).max(3650))
      .optional(),
    /** Background jobs (account purge, booking expiry); on by default, off under NODE_ENV=test. */
    BACKGROUND_JOBS: z.stringbool().optional(),
    /** When the account purge runs (cron, UTC); it also runs once at startup. */
    ACCOUNT_PURGE_CRON: z.string().min(9).max(100).default('17 3 * * *'),
    /** When offers past their end become over (cron, UTC); also once at startup. */
    BOOKING_EXPIRY_CRON: z.string().min(9).max(100).default('*/10 * * * *'),
    /** When old read notifications are deleted (cron, UTC). */
    NOTIFICATION_PRUNE_CRON: z.string().min(9).max(100).default('41 4 * * *'),
    /**
     * GEMA membership verification: `development` (a simulated society step served by this
     * server) or `disabled`. Default: `development`, except under NODE_ENV=production, where it is
     * `disabled` unless set explicitly (the society offers no public API; docs/decisions.md 21).
     */
    GEMA_PROVIDER: z.enum(GEMA_PROVIDERS).optional(),
    /**
     * Signs the realtime socket's tickets (`GET /api/user/me` → `/api/ws?ticket=`). Every server
     * behind one load balancer needs the same value. Unset: a fixed development value, except
     * under NODE_ENV=production, where each process makes a random one (fine for one server).
     */
    REALTIME_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * How long a server keeps an answer that is the same for every visitor (the public lists and
     * details), in milliseconds; any change drops it at once (docs/decisions.md 70). 0 turns the
     * cache off. Default: 10 s, except under NODE_ENV=test, where it is off unless set.
     */
    VISITOR_ANSWER_CACHE_MS: milliseconds,
    /**
     * How long a server keeps a session it looked up (the token of a signed-in request), in
     * milliseconds; a change that ends a session or changes its user drops them all at once
     * (docs/decisions.md 76). 0 turns it off. Default: 10 s, except under NODE_ENV=test, where it
     * is off unless set.
     */
    SESSION_CACHE_MS: milliseconds,
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE_DRIVER !== 's3') return;
    for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[key]) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'is required when STORAGE_DRIVER=s3',
        });
      }
    }
  });

export type Config = {
  nodeEnv: (typeof NODE_ENVS)[number];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  logLevel: (typeof LOG_LEVELS)[number];
  appUrl: string;
  publicSiteUrl: string | null;
  webDistDir: string;
  migrationsDir: string;
  seedOnEmpty: boolean;
  /**
   * Whose `X-Forwarded-For` counts (Fastify's `trustProxy`): `false` for nobody, a number of proxy
   * hops, or proxy addresses and CIDR ranges.
   */
  trustProxy: false | number | string[];
  /** Serve the API documentation at /api/docs (`API_DOCS`); off, it answers 404. */
  apiDocs: boolean;
  mail: { smtpUrl: string | null; from: string };
  /** Twilio credentials, or null: SMS are written to `DATA_DIR/outbox/sms/` (development). */
  sms: { twilio: { accountSid: string; authToken: string; from: string } | null };
  storage:
    | { driver: 'local'; localDir: string }
    | {
        driver: 's3';
        endpoint: string | null;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
      };
  houseAds: HouseAd[];
  /** External sign-in providers (OpenID Connect); an empty list turns external sign-in off. */
  oidc: { providers: OidcProviderConfig[] };
  /** Account deletion: days of grace before the purge. */
  accounts: { deletionGraceDays: number };
  /** Background jobs (pg-boss on PostgreSQL and on PGlite). */
  jobs: {
    enabled: boolean;
    accountPurgeCron: string;
    bookingExpiryCron: string;
    notificationPruneCron: string;
  };
  /** GEMA membership verification provider (`disabled`: the feature is off). */
  gema: { provider: (typeof GEMA_PROVIDERS)[number] };
  /**
   * The realtime socket: the secret its tickets are signed with; `ephemeralSecret` when it was
   * made at start because REALTIME_SECRET is unset in production (tickets then work on this
   * process only).
   */
  realtime: { secret: string; ephemeralSecret: boolean };
  /** Visitor answers kept per server (0: not kept). */
  visitorAnswers: { maxAgeMs: number };
  /** How long a looked-up session is kept (0: never; docs/decisions.md 76). */
  sessionLookups: { maxAgeMs: number };
};

/** The realtime ticket secret of development and tests (never used under NODE_ENV=production). */
const DEVELOPMENT_REALTIME_SECRET = 'backline-development-realtime-ticket-secret';

/** Thrown at startup when the environment is invalid; the message names each bad variable. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** Parses the environment once, at startup. Empty values count as unset. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = result.data;
  const storage: Config['storage'] =
    e.STORAGE_DRIVER === 's3'
      ? {
          driver: 's3',
          endpoint: e.S3_ENDPOINT ?? null,
          bucket: e.S3_BUCKET ?? '',
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
        }
      : { driver: 'local', localDir: path.join(e.DATA_DIR, 'uploads') };
  return {
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL ?? null,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    appUrl: withoutTrailingSlash(e.APP_URL ?? `http://localhost:${e.PORT}`),
    publicSiteUrl: e.PUBLIC_SITE_URL ? withoutTrailingSlash(e.PUBLIC_SITE_URL) : null,
    webDistDir: e.WEB_DIST_DIR,
    migrationsDir: e.MIGRATIONS_DIR,
    seedOnEmpty: e.SEED_ON_EMPTY,
    trustProxy: e.TRUST_PROXY ?? false,
    apiDocs: e.API_DOCS,
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM },
    sms: {
      twilio:
        e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
          ? {
              accountSid: e.TWILIO_ACCOUNT_SID,
              authToken: e.TWILIO_AUTH_TOKEN,
              from: e.TWILIO_FROM,
            }
          : null,
    },
    storage,
    houseAds: e.HOUSE_ADS ?? DEFAULT_HOUSE_ADS,
    oidc: { providers: e.OIDC_PROVIDERS ?? [] },
    accounts: {
      deletionGraceDays: e.ACCOUNT_DELETION_GRACE_DAYS ?? DEFAULT_ACCOUNT_DELETION_GRACE_DAYS,
    },
    jobs: {
      enabled: e.BACKGROUND_JOBS ?? e.NODE_ENV !== 'test',
      accountPurgeCron: e.ACCOUNT_PURGE_CRON,
      bookingExpiryCron: e.BOOKING_EXPIRY_CRON,
      notificationPruneCron: e.NOTIFICATION_PRUNE_CRON,
    },
    gema: {
      provider: e.GEMA_PROVIDER ?? (e.NODE_ENV === 'production' ? 'disabled' : 'development'),
    },
    realtime: {
      secret:
        e.REALTIME_SECRET ??
        (e.NODE_ENV === 'production'
          ? randomBytes(32).toString('base64url')
          : DEVELOPMENT_REALTIME_SECRET),
      ephemeralSecret: !e.REALTIME_SECRET && e.NODE_ENV === 'production',
    },
    visitorAnswers: {
      maxAgeMs: e.VISITOR_ANSWER_CACHE_MS ?? (e.NODE_ENV === 'test' ? 0 : 10_000),
    },
    sessionLookups: {
      maxAgeMs: e.SESSION_CACHE_MS ?? (e.NODE_ENV === 'test' ? 0 : 10_000),
    },
  };
}
