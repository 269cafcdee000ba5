import type { BacklineModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import { directoryRoutes } from './directory.routes.ts';
import { createDirectoryService, type DirectoryService } from './directory.service.ts';

export type DirectoryApi = DirectoryService;

/**
 * The directory (issue 17; docs/decisions.md §59): four read-only lists over the profiles
 * and pages, put together from the owning modules' SQL pieces. It owns no table.
 */
export function createDirectoryModule(platform: Platform): BacklineModule<DirectoryApi> {
  const directory = createDirectoryService(platform.db);
  return {
    name: 'directory',
    routes: async (app) => {
      await app.register(directoryRoutes, {
        directory,
        visitorAnswers: platform.visitorAnswers,
      });
    },
    api: directory,
  };
}
