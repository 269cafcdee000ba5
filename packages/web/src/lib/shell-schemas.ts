/**
 * The response schemas of the requests the app shell makes on every start (session, public
 * config, unread counter, one-time key sign-in). The shell names them through `lazySchema`, so
 * this module (and zod with it) loads beside the first such request instead of being part of the
 * entry bundle that every page, prerendered or not, has to evaluate before it is interactive.
 */
export {
  CountersResponseSchema,
  MeResponseSchema,
  PublicConfigSchema,
  TokenResponseSchema,
} from '@backline/domain';
