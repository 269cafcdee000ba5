import { z } from 'zod/mini';
import { ERROR_CODES, type ErrorCode } from '../errors/error-codes.ts';
import { LOCALES } from '../constants/limits.ts';

const ErrorCodeSchema = z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]);

/** One invalid input of a rejection: its code, the text in the request's language, the field. */
export const ApiFieldErrorSchema = z.object({
  code: ErrorCodeSchema,
  message: z.string(),
  field: z.optional(z.string()),
});
export type ApiFieldError = z.infer<typeof ApiFieldErrorSchema>;

/**
 * Error wire format of every rejection: `{ code, message, field?, params?, errors? }`. `params`
 * fill the `{name}` placeholders of the code's text (a date, a size), so that a client can show
 * the text in its own language. `errors` lists every invalid field of invalid input (one entry
 * per field; the first is `code` and `field`), so a form can mark them all at once.
 */
export const ApiErrorSchema = z.object({
  code: ErrorCodeSchema,
  message: z.string(),
  field: z.optional(z.string()),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  errors: z.optional(z.array(ApiFieldErrorSchema)),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const RENDER_MODES = ['spa', 'native'] as const;
export type RenderMode = (typeof RENDER_MODES)[number];

/** Device info sent as JSON in the device-info header and with sign-in. */
const maxString = (max: number) => z.optional(z.string().check(z.maxLength(max)));
export const DeviceInfoSchema = z.object({
  platform: maxString(40),
  model: maxString(120),
  osVersion: maxString(40),
  appVersion: maxString(40),
  userAgent: maxString(400),
  language: maxString(20),
});
export type DeviceInfo = z.infer<typeof DeviceInfoSchema>;

export const DEVICE_STATES = ['active', 'inactive', 'background'] as const;
export const DeviceStateSchema = z.enum(DEVICE_STATES);
export type DeviceState = z.infer<typeof DeviceStateSchema>;

export const LocaleSchema = z.enum(LOCALES);

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  version: z.string(),
});
export type Health = z.infer<typeof HealthSchema>;

/** `POST /api/resource/counter`: form field `counter` names the counters wanted (comma separated). */
export const CounterRequestSchema = z.object({
  counter: z.optional(
    z.string().check(z.maxLength(500), z.regex(/^[a-z][a-z0-9_-]*(,[a-z][a-z0-9_-]*)*$/)),
  ),
});
export const CountersResponseSchema = z.object({
  counters: z.record(z.string(), z.int().check(z.nonnegative())),
});
export type Counters = z.infer<typeof CountersResponseSchema>['counters'];

/** Public configuration the web needs before sign-in. */
export const HouseAdSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  href: z.string(),
  imageUrl: z.optional(z.string()),
});
export type HouseAd = z.infer<typeof HouseAdSchema>;

export const PublicConfigSchema = z.object({
  clientVersion: z.string(),
  publicSiteUrl: z.nullable(z.string()),
  houseAds: z.array(HouseAdSchema),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

/** Generic entity endpoints `GET|DELETE /api/{type}/{id}`. */
export const EntityParamsSchema = z.object({
  type: z.string().check(z.regex(/^[a-z][a-z-]{1,30}$/)),
  id: z.string().check(z.regex(/^[A-Za-z0-9]{5,12}$/)),
});
export const EntityQuerySchema = z.object({
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
});
export const DeletedSchema = z.object({ deleted: z.literal(true) });

/**
 * What every entity answer of `GET /api/{type}/{id}` has in common; each registered type
 * answers its own schema (e.g. `PublicUser`) on top of this.
 */
export const EntitySchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  resource: z.string(),
});
export type Entity = z.infer<typeof EntitySchema>;
