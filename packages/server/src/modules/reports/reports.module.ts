import type { BacklineModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import { createReportSubjectRegistry, type ReportSubjectRegistry } from './report-subjects.ts';

export type { FoundSubject, ReportSubjectType } from './report-subjects.ts';
import { purgeReports } from './reports.repository.ts';
import { reportsRoutes } from './reports.routes.ts';
import { createReportsService, type ReportsService } from './reports.service.ts';

/**
 * What the composition root and later modules use: the subject registry (each module that owns a
 * kind of subject registers it, through its `reportSubjects`) and the use cases.
 */
export type ReportsApi = Pick<ReportSubjectRegistry, 'registerSubjectKind' | 'assertComplete'> & {
  reports: ReportsService;
};

/**
 * Reports (issue 16 item 3): members report what others publish; the moderation queue that
 * decides them comes with the forum (issue 16). A purged reporter's decided reports go, open ones
 * stay without the reporter.
 */
export function createReportsModule(platform: Platform): BacklineModule<ReportsApi> {
  const subjects = createReportSubjectRegistry();
  const reports = createReportsService(platform.db, {
    rateLimiter: platform.rateLimiter,
    subjects,
  });
  return {
    name: 'reports',
    routes: async (app) => {
      await app.register(reportsRoutes, { reports });
    },
    purgeSteps: [purgeReports],
    api: {
      registerSubjectKind: subjects.registerSubjectKind,
      assertComplete: subjects.assertComplete,
      reports,
    },
  };
}
