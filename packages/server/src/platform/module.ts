import type { FastifyInstance } from 'fastify';
import type { ReportSubjectKind } from '@backline/domain';
import type { Transaction } from '../db/client.ts';
import type { Counter, EntityType } from '../modules/entities/entities.service.ts';
import type { ReportSubjectType } from '../modules/reports/report-subjects.ts';
import type { AlertSource } from './alerts/alert-source.ts';
import type { ScheduledJob } from './jobs/scheduled-jobs.ts';
import type { SearchProvider } from './search.sql.ts';

/**
 * A step of the account purge: deletes what a module keeps of a purged user, inside the purge's
 * transaction. It may answer work for after the commit (deleting stored files), which runs only
 * once the rows are gone for good.
 */
export type AfterPurge = () => Promise<void>;
export type PurgeStep = (tx: Transaction, userId: string) => Promise<void | AfterPurge>;

/**
 * What a module gives the composition root (`app.ts`). Each module folder has one
 * `<module>.module.ts` whose `create…Module(platform, deps)` builds its services from the
 * platform and the `api` of the modules it needs, and answers this. Nothing else wires anything:
 * another module sees only `api` (docs/server-guide.md).
 */
export type BacklineModule<Api = undefined> = {
  name: string;
  /** Registers the module's routes (Fastify plugins) on the app. */
  routes?: (app: FastifyInstance) => Promise<void>;
  /** `GET|DELETE /api/{type}/{id}` for the module's entity types. */
  entityTypes?: Readonly<Record<string, EntityType>>;
  /** The kinds of subject of this module that members can report (`POST /api/reports`). */
  reportSubjects?: Readonly<Partial<Record<ReportSubjectKind, ReportSubjectType>>>;
  /** What of the module's own tables the platform search finds (`GET /api/search`). */
  searchProviders?: readonly SearchProvider[];
  /**
   * The module's lists whose saved filters can alert (platform/alerts): registered with the
   * alert engine by the composition root.
   */
  alertSources?: readonly AlertSource[];
  /** Navigation counters (`POST /api/resource/counter`). */
  counters?: Readonly<Record<string, Counter>>;
  /** Recurring background jobs (pg-boss, cron in UTC). */
  jobs?: readonly ScheduledJob[];
  /** What goes when an account is purged. */
  purgeSteps?: readonly PurgeStep[];
  /** Runs when the app is ready / closing (listeners, outboxes). */
  onReady?: () => Promise<void>;
  onClose?: () => Promise<void>;
  /** The module's interface for other modules and for operators/tests (`app.modules`). */
  api: Api;
};
