import { createGemaState, type GemaProvider } from './gema-provider.ts';

/** The path of the simulated society step (served by the gema module's development routes). */
export const DEV_SOCIETY_PATH = '/api/gema/dev-society';

/**
 * DEVELOPMENT ONLY: simulates the society's confirmation step with a page of our own server
 * (`GET /api/gema/dev-society?state=…`), where anyone holding the state can confirm any member
 * number. It proves nothing about a real membership; production turns the feature off unless
 * `GEMA_PROVIDER=development` is set on purpose (docs/decisions.md 21).
 */
export function createDevelopmentGemaProvider({ appUrl }: { appUrl: string }): GemaProvider {
  return {
    id: 'development',
    simulated: true,
    async startVerification(_memberNumber, returnUrl) {
      const state = createGemaState();
      const url = new URL(`${appUrl}${DEV_SOCIETY_PATH}`);
      url.searchParams.set('state', state);
      url.searchParams.set('return', returnUrl);
      return { redirectUrl: url.toString(), state };
    },
    async completeVerification({ result, requestedMemberNumber }) {
      return { memberNumber: requestedMemberNumber, confirmed: result === 'confirmed' };
    },
  };
}
