import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../context';
import { deleteFile } from '../../jobs/file-store';
import type { JobRow } from '../../jobs/job-store';
import { startPruner, type Pruner } from '../../jobs/prune';
import { trackRequests } from '../../jobs/request-gate';
import { JobInterrupted, startJobRunner, type JobHandler, type JobRunner } from '../../jobs/runner';
import { efficiencyExportCalls, spreadsheetCalls, spreadsheetJobList } from '../../../shared/api/catalogue/spreadsheet-jobs';
import { EFFICIENCY_EXPORT_NAMES, SPREADSHEET_LIST_NAMES, type SpreadsheetListName } from '../../../shared/schema/spreadsheet-jobs';
import { DRAFT_EXPORT_SOURCES } from './lists/draft-export-sources';
import { departmentImport } from './lists/department-import';
import { deptDutyImport } from './lists/dept-duty-import';
import { eraseTarget, type ImportTargets } from './lists/import-target';
import { serviceImport } from './lists/service-import';
import { userImport } from './lists/user-import';
import { knowledgeImport } from './lists/knowledge-import';
import { importEnded } from './services/import-hooks';
import { registerExportRoutes } from './export-routes';
import { registerImportRoutes } from './import-routes';
import { runExportJob } from './services/export-job';
import { registerExportSource } from './services/export-registry';
import { runImportJob } from './services/import-job';
import { tenantOf } from './services/job-access';
import { withImportVersion } from './services/import-version';
import { listJobs } from './services/job-list';
import { registerCall } from '../../http/route';
import { ANY_CONFIG_MENU } from '../../http/auth-types';

/** The lists that import, each with its zod row schema and its batch writer. */
const IMPORT_TARGETS: ImportTargets = {
  deptDuty: eraseTarget(deptDutyImport),
  department: eraseTarget(departmentImport),
  service: eraseTarget(serviceImport),
  user: eraseTarget(userImport),
  knowledge: eraseTarget(knowledgeImport),
};

const isSpreadsheetList = (list: string): list is SpreadsheetListName => (SPREADSHEET_LIST_NAMES as readonly string[]).includes(list);

const listOf = (job: JobRow) => job.listName;

/**
 * What follows an import job, whether it ended well or not (its committed batches stay): a service import tells every
 * instance that the catalogue moved (each batch moved the version in its own transaction; this makes the search index
 * and the directory pages follow at once rather than at their next check), and a user import's upload, which holds
 * initial passwords in clear, is deleted. A job interrupted to resume elsewhere keeps its upload.
 */
function withAfterImport(handler: JobHandler, notifyCatalogue: (tenantId: string) => Promise<void>, db: FeatureContext['db'], app: FastifyInstance): JobHandler {
  return async (job, control) => {
    let interrupted = false;
    try {
      return await handler(job, control);
    } catch (error) {
      interrupted = error instanceof JobInterrupted;
      throw error;
    } finally {
      if (listOf(job) === 'service') await notifyCatalogue(job.tenantId);
      const list = listOf(job);
      if (isSpreadsheetList(list)) await importEnded(app, list, job.tenantId);
      // A dry run keeps the upload: the import that follows it reads the same file (the pruner removes it otherwise).
      if (listOf(job) === 'user' && !interrupted && job.fileId && (job.params as { dryRun?: unknown }).dryRun !== true) await deleteFile(db, job.fileId);
    }
  };
}

/**
 * Spreadsheet export and import for every admin list (issue 7, ADR 011): the `<base>/excel/*` family of each list,
 * and this instance's job runner, which starts when the server is ready and stops — after the running job's current
 * batch, giving the job back for another instance — when the server closes (SIGTERM closes it, main.ts).
 */
export async function registerSpreadsheetRoutes(app: FastifyInstance, feature: FeatureContext): Promise<void> {
  let runner: JobRunner | null = null;
  let pruner: Pruner | null = null;
  const search = app.searchRuntime;
  const versions = app.publishedVersions;
  // An import gives way to the requests in flight before each transaction (jobs/request-gate.ts).
  trackRequests(app.server);
  // The studio lists exported from their drafts; efficiency registers its tables in its own routes.
  for (const [list, source] of Object.entries(DRAFT_EXPORT_SOURCES)) registerExportSource(list as SpreadsheetListName, source);
  for (const list of SPREADSHEET_LIST_NAMES) {
    registerExportRoutes(app, feature, () => runner, list, spreadsheetCalls[list]);
    registerImportRoutes(app, feature, () => runner, list, spreadsheetCalls[list], IMPORT_TARGETS[list]);
  }
  // The efficiency page's tables (issue 8): export only, for signed-in users under the efficiency visibility rules.
  for (const list of EFFICIENCY_EXPORT_NAMES) registerExportRoutes(app, feature, () => runner, list, efficiencyExportCalls[list]);
  // The studio's jobs page: the caller's jobs (an administrator's: everyone's, on asking).
  registerCall(app, feature.authenticator, spreadsheetJobList, { access: { menu: ANY_CONFIG_MENU } }, async (input, { user }) => {
    tenantOf(user, input);
    return listJobs(feature.db, user, input, feature.now());
  });

  app.addHook('onReady', async () => {
    pruner = startPruner({ db: feature.db, now: feature.now, retentionDays: feature.env.SPREADSHEET_RETENTION_DAYS, log: app.log });
    void pruner.maybePrune();
    if (!feature.env.SPREADSHEET_RUN_JOBS) return;
    runner = startJobRunner({
      db: feature.db,
      log: app.log,
      now: feature.now,
      handlers: {
        export: afterJob((job, control) => runExportJob(feature.db, job, control)),
        import: afterJob(withAfterImport(
          withImportVersion((job, control) => runImportJob(feature.db, feature.dbKind, IMPORT_TARGETS, job, control), feature.db, IMPORT_TARGETS, versions, feature.now),
          (t) => search.engine.notify(t),
          feature.db,
          app,
        )),
      },
    });
  });
  app.addHook('onClose', async () => {
    await runner?.stop();
    runner = null;
    await pruner?.stop();
    pruner = null;
  });

  /** Old jobs and files are pruned at start, then after jobs (at most hourly; jobs/prune.ts). */
  function afterJob(handler: JobHandler): JobHandler {
    return async (job, control) => {
      try {
        return await handler(job, control);
      } finally {
        void pruner?.maybePrune();
      }
    };
  }
}
