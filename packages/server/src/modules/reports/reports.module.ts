import type { BacklineModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import { createReportSubjectRegistry, type ReportSubjectRegistry } from './report-subjects.ts';

export type {
  FoundSubject,
  ModeratedContent,
  ModerationSubjectType,
  ReportSubjectType,
} from './report-subjects.ts';
export type { QueueKeyset, SubjectRef } from './reports-moderation.service.ts';
import { purgeReports } from './reports.repository.ts';
import {
  createReportsModerationService,
  type ReportsModerationService,
} from './reports-moderation.service.ts';
import { reportsRoutes } from './reports.routes.ts';
import { createReportsService, type ReportsService } from './reports.service.ts';

/**
 * What the composition root and later modules use: the subject registry (each module that owns a
 * kind of subject registers it, through its `reportSubjects`) and the use cases.
 */
export type ReportsApi = Pick<
  ReportSubjectRegistry,
  'registerSubjectKind' | 'assertComplete' | 'subjectKind'
> & {
  reports: ReportsService;
  /** The moderation queue's reads and decisions (the moderation module). */
  moderation: ReportsModerationService;
};

/**
 * Reports (issue 16 item 3): members report what others publish; the moderation module
 * decides them through `api.moderation`. A purged reporter's decided reports go, open ones
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
      subjectKind: subjects.subjectKind,
      reports,
      moderation: createReportsModerationService(platform.db),
    },
  };
}
