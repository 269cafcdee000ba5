import type { Database } from '../../db/client.ts';
import { createAccountsContext, type AccountsServiceOptions } from './accounts.shared.ts';
import { createPasswordResetService } from './password-reset.service.ts';
import { createRegistrationService } from './registration.service.ts';
import { createSessionsService } from './sessions.service.ts';
import { createSignInService } from './sign-in.service.ts';

// Other modules may import only this file and accounts.module.ts (ESLint): what they need of
// the use-case files is handed on from here.
export type { AccountsServiceOptions } from './accounts.shared.ts';
export {
  SIGN_IN_LIMIT_PER_ACCOUNT,
  SIGN_IN_LIMIT_PER_ADDRESS,
  type SignInCheck,
  type SignInMethod,
  type SignInSubject,
} from './sign-in.service.ts';

/**
 * The accounts use cases as one service (the module's api and the routes): registration and
 * activation, password reset, sign-in, and the signed-in session. Each lives in its own file.
 */
export function createAccountsService(db: Database, options: AccountsServiceOptions) {
  const context = createAccountsContext(db, options);
  return {
    ...createSignInService(context),
    ...createRegistrationService(context),
    ...createPasswordResetService(context),
    ...createSessionsService(context),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
