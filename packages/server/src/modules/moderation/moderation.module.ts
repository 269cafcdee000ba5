import type { BacklineModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import { createModerationActionsService } from './moderation-actions.service.ts';
import { createModerationAppealsService } from './moderation-appeals.service.ts';
import { createModerationQueueService } from './moderation-queue.service.ts';
import { purgeModeration } from './moderation.repository.ts';
import { moderationRoutes } from './moderation.routes.ts';
import { createModerationContext, type ModerationDeps } from './moderation.shared.ts';

export type ModerationServices = {
  actions: ReturnType<typeof createModerationActionsService>;
  queue: ReturnType<typeof createModerationQueueService>;
  appeals: ReturnType<typeof createModerationAppealsService>;
};

/**
 * Moderation (issue 16 items 4, 6, 7; decisions §57): the queue of reported subjects,
 * measures on content (through the owning modules' `moderation` sides) and on users (through the
 * bans module), objections decided by another moderator, the user's history. Its table,
 * `moderation_measures`, is the moderation audit trail.
 */
export function createModerationModule(
  platform: Platform,
  deps: ModerationDeps,
): BacklineModule<ModerationServices> {
  const context = createModerationContext(platform.db, deps);
  const services: ModerationServices = {
    actions: createModerationActionsService(platform.db, context),
    queue: createModerationQueueService(context),
    appeals: createModerationAppealsService(platform.db, context),
  };
  return {
    name: 'moderation',
    routes: async (app) => {
      await app.register(moderationRoutes, services);
    },
    purgeSteps: [purgeModeration],
    api: services,
  };
}
