import { z } from 'zod/mini';
import { CurrentPasswordSchema } from './account-settings.schema.ts';
import { EmailSchema, TokenResponseSchema } from './user.schema.ts';

/** Days between a deletion request and the purge of the account's personal data (default). */
export const DEFAULT_ACCOUNT_DELETION_GRACE_DAYS = 30;
/** How long a mailed reactivation link works. */
export const REACTIVATION_LINK_TTL_DAYS = 30;

/**
 * `POST /api/user/deactivate` and `POST /api/user/delete`: the current password confirms that the
 * owner, not someone at an unlocked device, ends the account.
 */
export const AccountPasswordConfirmationSchema = z.object({ password: CurrentPasswordSchema });
export type AccountPasswordConfirmation = z.infer<typeof AccountPasswordConfirmationSchema>;

/** The long random token of a mailed reactivation or cancel-deletion link. */
export const LifecycleTokenSchema = z.string().check(z.minLength(20), z.maxLength(200));

/**
 * `POST /api/account/reactivate` and `POST /api/account/restore`: the token from the mailed link;
 * the account is back (`LifecycleLinkResultSchema` says whether it is signed in too).
 */
export const LifecycleLinkInputSchema = z.object({ token: LifecycleTokenSchema });
export type LifecycleLinkInput = z.infer<typeof LifecycleLinkInputSchema>;

/**
 * The answer to a used lifecycle link: the account is back in both cases. Without two-factor
 * sign-in the link signs in on this device (`{ token }`); with it, a mailed link is no second
 * factor, so the owner signs in as always, with password and code (`sign_in_required`).
 */
export const LifecycleLinkResultSchema = z.union([
  TokenResponseSchema,
  z.object({ status: z.literal('sign_in_required') }),
]);
export type LifecycleLinkResult = z.infer<typeof LifecycleLinkResultSchema>;

/** `POST /api/account/reactivation-mail`: a new link; same answer whether the account exists. */
export const ReactivationMailInputSchema = z.object({ email: EmailSchema });
export const ReactivationMailResponseSchema = z.object({ status: z.literal('accepted') });

/** The answer to a deactivation: every session, this one included, has ended. */
export const AccountDeactivatedSchema = z.object({ status: z.literal('deactivated') });
export type AccountDeactivated = z.infer<typeof AccountDeactivatedSchema>;

/**
 * The answer to a deletion request: every session has ended; the personal data is purged at
 * `purgeAt` (ISO 8601) unless the owner cancels through the mailed link before.
 */
export const AccountDeletionRequestedSchema = z.object({
  status: z.literal('deletion_requested'),
  purgeAt: z.string(),
});
export type AccountDeletionRequested = z.infer<typeof AccountDeletionRequestedSchema>;

/** The moment an account whose deletion was requested at `requestedAt` is purged. */
export function accountPurgeDate(requestedAt: Date, graceDays: number): Date {
  return new Date(requestedAt.getTime() + graceDays * 24 * 60 * 60 * 1000);
}
