import { z } from 'zod';
import { DeviceInfoSchema, LocaleSchema } from '../api/api.schema.ts';

export const ACCOUNT_TYPES = ['private', 'musician'] as const;
export const AccountTypeSchema = z.enum(ACCOUNT_TYPES);
export type AccountType = z.infer<typeof AccountTypeSchema>;

export const SITE_ROLES = ['user', 'moderator', 'admin'] as const;
export const SiteRoleSchema = z.enum(SITE_ROLES);
export type SiteRole = z.infer<typeof SiteRoleSchema>;

export const PICTURE_SIZES = ['thumb', 'normal', 'large', 'full', 'xtralarge'] as const;
export const PictureSchema = z.object(
  Object.fromEntries(PICTURE_SIZES.map((size) => [size, z.string()])) as Record<
    (typeof PICTURE_SIZES)[number],
    z.ZodString
  >,
);
export type Picture = z.infer<typeof PictureSchema>;

export const EmailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

/** Spec section 5: at least 8 characters with a digit, a lowercase and an uppercase letter. */
export const PasswordSchema = z
  .string()
  .min(8)
  .max(128)
  .regex(/[0-9]/)
  .regex(/[a-z]/)
  .regex(/[A-Z]/);

/**
 * Device info as sent with sign-in: a JSON string in a form field (spec section 7), or, in a JSON
 * body, the object itself. Both come out as `DeviceInfo`.
 */
export const DeviceFieldSchema = z.union([
  DeviceInfoSchema,
  z
    .string()
    .max(2000)
    .transform((raw, ctx) => {
      if (raw === '') return undefined;
      try {
        return DeviceInfoSchema.parse(JSON.parse(raw));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'device must be JSON device info' });
        return z.NEVER;
      }
    }),
]);

/** `POST /api/token` with e-mail and password (form fields; `device` is a JSON string). */
export const PasswordLoginSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1).max(1024),
  device: DeviceFieldSchema.optional(),
});
export type PasswordLogin = z.infer<typeof PasswordLoginSchema>;

export const TokenResponseSchema = z.object({ token: z.string() }).meta({ id: 'Token' });

export const UserPageRefSchema = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  resource: z.string(),
});

/** The signed-in user (spec section 3, User). */
export const MeSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    resource: z.string(),
    type: AccountTypeSchema,
    role: SiteRoleSchema,
    picture: PictureSchema.nullable(),
    pages: z.array(UserPageRefSchema),
    pageTypes: z.object({ artist: z.boolean(), organization: z.boolean() }),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    locale: LocaleSchema,
    notifications: z.array(z.object({ id: z.string(), context1: z.string().nullable() })),
    profiles: z.array(z.string()),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof MeSchema>;

export const MeResponseSchema = z
  .object({ user: MeSchema, clientVersion: z.string() })
  .meta({ id: 'MeResponse' });
export type MeResponse = z.infer<typeof MeResponseSchema>;

/** What anyone may see of a user (generic entity endpoint `GET /api/user/{id}`). */
export const PublicUserSchema = z
  .object({
    id: z.string(),
    type: z.literal('user'),
    name: z.string(),
    resource: z.string(),
    city: z.string().nullable(),
    instruments: z.array(z.string()),
    picture: PictureSchema.nullable(),
  })
  .meta({ id: 'PublicUser' });
export type PublicUser = z.infer<typeof PublicUserSchema>;
