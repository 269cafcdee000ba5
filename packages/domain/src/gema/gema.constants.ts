/** A GEMA verification runs pending → confirmed, or ends cancelled or expired. */
export const GEMA_VERIFICATION_STATES = ['pending', 'confirmed', 'cancelled', 'expired'] as const;
export type GemaVerificationState = (typeof GEMA_VERIFICATION_STATES)[number];
