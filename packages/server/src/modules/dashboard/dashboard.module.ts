import type { BacklineModule } from '../../platform/module.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import {
  createDashboardService,
  type DashboardDeps,
  type DashboardService,
} from './dashboard.service.ts';

/**
 * The dashboard (`/home`, `GET /api/user/dashboard`): reads only, each section through the api
 * of the module that owns its tables (messaging, contacts, booking); no tables of its own.
 */
export function createDashboardModule(deps: DashboardDeps): BacklineModule<DashboardService> {
  const dashboard = createDashboardService(deps);
  return {
    name: 'dashboard',
    routes: async (app) => {
      await app.register(dashboardRoutes, { dashboard });
    },
    api: dashboard,
  };
}
