import { z } from 'zod/mini';

/** Colour scheme: follow the system (default, spec section 9), or fixed. */
export const COLOR_MODES = ['auto', 'light', 'dark'] as const;
export const ColorModeSchema = z.enum(COLOR_MODES);
export type ColorMode = z.infer<typeof ColorModeSchema>;

/** Which events may also reach the user by e-mail (in-app notifications always happen). */
export const NOTIFICATION_MAIL_KINDS = [
  'messages',
  'contactRequests',
  'booking',
  'comments',
  /** The daily digest of saved-search alerts and contact-ad matches (issue 18). */
  'searchAlerts',
  'newsletter',
] as const;
export type NotificationMailKind = (typeof NOTIFICATION_MAIL_KINDS)[number];

export const UserPreferencesSchema = z.object({
  colorMode: z.optional(ColorModeSchema),
  notificationMails: z.optional(z.partialRecord(z.enum(NOTIFICATION_MAIL_KINDS), z.boolean())),
});
/** Stored as JSON on the user; a missing entry means the default. */
export type UserPreferences = z.infer<typeof UserPreferencesSchema>;

/** A pending e-mail or phone change: where the code went and when. */
export const PendingChangeSchema = z.object({ address: z.string(), requestedAt: z.string() });
export type PendingChange = z.infer<typeof PendingChangeSchema>;

/** Spec section 3: the user's pending e-mail, phone and password reset requests. */
export const PendingRequestsSchema = z.object({
  email: z.nullable(PendingChangeSchema),
  phone: z.nullable(PendingChangeSchema),
  passwordReset: z.nullable(z.object({ requestedAt: z.string() })),
});
export type PendingRequests = z.infer<typeof PendingRequestsSchema>;

/** The e-mail kinds a user may switch off; every kind missing in the map is on. */
export const NotificationMailsSchema = z.object(
  Object.fromEntries(NOTIFICATION_MAIL_KINDS.map((kind) => [kind, z.boolean()])) as Record<
    (typeof NOTIFICATION_MAIL_KINDS)[number],
    z.ZodMiniBoolean<boolean>
  >,
);

/** The preferences as `GET /api/user/me` reports them: every default filled in. */
export const EffectivePreferencesSchema = z.object({
  colorMode: ColorModeSchema,
  notificationMails: NotificationMailsSchema,
});
export type EffectivePreferences = z.infer<typeof EffectivePreferencesSchema>;

/** Every kind is on unless switched off, except the newsletter, which needs an opt-in. */
export const NOTIFICATION_MAIL_DEFAULTS: Record<NotificationMailKind, boolean> = {
  messages: true,
  contactRequests: true,
  booking: true,
  comments: true,
  searchAlerts: true,
  newsletter: false,
};

/** The stored preferences with every default filled in (dark mode: `auto`, spec section 9). */
export function effectivePreferences(
  stored: UserPreferences | null | undefined,
): EffectivePreferences {
  const mails = { ...NOTIFICATION_MAIL_DEFAULTS };
  for (const kind of NOTIFICATION_MAIL_KINDS) {
    const value = stored?.notificationMails?.[kind];
    if (typeof value === 'boolean') mails[kind] = value;
  }
  return { colorMode: stored?.colorMode ?? 'auto', notificationMails: mails };
}
