import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '../errors/error-catalogue.ts';
import { LOCALES } from '../constants/limits.ts';

/** Error wire format of every rejection: `{ code, message, field? }`. */
export const ApiErrorSchema = z
  .object({
    code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    field: z.string().optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Request headers of spec section 7 (names are case-insensitive on the wire). */
export const API_HEADERS = {
  clientId: 'x-client-id',
  clientName: 'x-client-name',
  clientVersion: 'x-client-version',
  authorization: 'authorization',
  objectUser: 'x-object-user',
  deviceInfo: 'x-device-info',
  deviceState: 'x-device-state',
  language: 'accept-language',
} as const;

/** Response headers that a 200 answer carries (spec section 7). */
export const API_RESPONSE_HEADERS = {
  clientVersion: 'x-client-version',
  renderMode: 'x-render-mode',
  irFlag: 'x-ir-flag',
} as const;

export const RENDER_MODES = ['spa', 'native'] as const;
export type RenderMode = (typeof RENDER_MODES)[number];

/** Device info sent as JSON in the device-info header and with sign-in. */
export const DeviceInfoSchema = z
  .object({
    platform: z.string().max(40).optional(),
    model: z.string().max(120).optional(),
    osVersion: z.string().max(40).optional(),
    appVersion: z.string().max(40).optional(),
    userAgent: z.string().max(400).optional(),
    language: z.string().max(20).optional(),
  })
  .strip()
  .meta({ id: 'DeviceInfo' });
export type DeviceInfo = z.infer<typeof DeviceInfoSchema>;

export const DEVICE_STATES = ['active', 'inactive', 'background'] as const;
export const DeviceStateSchema = z.enum(DEVICE_STATES);
export type DeviceState = z.infer<typeof DeviceStateSchema>;

export const LocaleSchema = z.enum(LOCALES);

export const HealthSchema = z
  .object({ status: z.literal('ok'), database: z.literal('ok'), version: z.string() })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof HealthSchema>;

/** `POST /api/resource/counter`: form field `counter` names the counters wanted (comma separated). */
export const CounterRequestSchema = z.object({
  counter: z
    .string()
    .max(500)
    .regex(/^[a-z][a-z0-9_-]*(,[a-z][a-z0-9_-]*)*$/)
    .optional(),
});
export const CountersResponseSchema = z
  .object({ counters: z.record(z.string(), z.number().int().nonnegative()) })
  .meta({ id: 'Counters' });
export type Counters = z.infer<typeof CountersResponseSchema>['counters'];

/** Public configuration the web needs before sign-in. */
export const HouseAdSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  href: z.string(),
  imageUrl: z.string().optional(),
});
export type HouseAd = z.infer<typeof HouseAdSchema>;

export const PublicConfigSchema = z
  .object({
    clientVersion: z.string(),
    publicSiteUrl: z.string().nullable(),
    houseAds: z.array(HouseAdSchema),
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

/** Generic entity endpoints `GET|DELETE /api/{type}/{id}`. */
export const EntityParamsSchema = z.object({
  type: z.string().regex(/^[a-z][a-z-]{1,30}$/),
  id: z.string().regex(/^[A-Za-z0-9]{5,12}$/),
});
export const EntityQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export const DeletedSchema = z.object({ deleted: z.literal(true) }).meta({ id: 'Deleted' });

/**
 * What every entity answer of `GET /api/{type}/{id}` has in common; each registered type
 * answers its own schema (e.g. `PublicUser`) on top of this.
 */
export const EntitySchema = z
  .looseObject({ id: z.string(), type: z.string(), resource: z.string() })
  .meta({ id: 'Entity' });
export type Entity = z.infer<typeof EntitySchema>;
