import { randomBytes } from 'node:crypto';

/**
 * A collecting society's membership check (GEMA). The flow: `startVerification` gives the URL of
 * the society's confirmation step and an opaque `state`; the browser goes there, the member
 * confirms or cancels, and the society sends the browser back to `returnUrl` with `state` and the
 * result ('back to app'). `completeVerification` then turns those parameters into the membership
 * number the society confirmed.
 *
 * The real society offers no public API, so the only implementation is the development provider
 * (`development-provider.ts`), which simulates the society's step with a page of our own server.
 * A real provider must verify the society's answer itself (server to server), never trust the
 * browser's `result`.
 */
export type GemaProvider = {
  /** Stored with memberships and verifications (`gema_memberships.provider`). */
  readonly id: string;
  /** True for the development provider, which only simulates the society (shown to users). */
  readonly simulated: boolean;
  startVerification(
    memberNumber: string,
    returnUrl: string,
  ): Promise<{ redirectUrl: string; state: string }>;
  completeVerification(params: {
    state: string;
    result: string;
    /** The member number the verification was started with. */
    requestedMemberNumber: string;
  }): Promise<{ memberNumber: string; confirmed: boolean }>;
};

/** An opaque state parameter: 256 random bits, base64url. */
export const createGemaState = (): string => randomBytes(32).toString('base64url');
