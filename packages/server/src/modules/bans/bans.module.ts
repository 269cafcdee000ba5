import type { BacklineModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import { createBansService, type BansService } from './bans.service.ts';

/** What other modules call before they write what a user posts (the posting guard). */
export type BansApi = BansService;

/**
 * Bans (spec section 4: shadow ban, community ban until a date): the posting guard. Site admins
 * set and lift bans in the admin module; this module only enforces them.
 */
export function createBansModule(platform: Platform): BacklineModule<BansApi> {
  return { name: 'bans', api: createBansService(platform.db) };
}
