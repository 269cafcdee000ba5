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
  'newsletter',
] as const;
export type NotificationMailKind = (typeof NOTIFICATION_MAIL_KINDS)[number];

export const UserPreferencesSchema = z.object({
  colorMode: z.optional(ColorModeSchema),
  notificationMails: z.optional(z.partialRecord(z.enum(NOTIFICATION_MAIL_KINDS), z.boolean())),
});
/** Stored as JSON on the user; a missing entry means the default. */
export type UserPreferences = z.infer<typeof UserPreferencesSchema>;
