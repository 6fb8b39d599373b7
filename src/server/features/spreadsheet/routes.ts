import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../context';
import { startJobRunner, type JobRunner } from '../../jobs/runner';
import { spreadsheetCalls } from '../../../shared/api/catalogue/spreadsheet-jobs';
import { SPREADSHEET_LIST_NAMES } from '../../../shared/schema/spreadsheet-jobs';
import { departmentImport } from './lists/department-import';
import { deptDutyImport } from './lists/dept-duty-import';
import { eraseTarget, type ImportTargets } from './lists/import-target';
import { registerExportRoutes } from './export-routes';
import { registerImportRoutes } from './import-routes';
import { runExportJob } from './services/export-job';
import { runImportJob } from './services/import-job';

/** The lists that import, each with its zod row schema and its batch writer. */
const IMPORT_TARGETS: ImportTargets = {
  deptDuty: eraseTarget(deptDutyImport),
  department: eraseTarget(departmentImport),
};

/**
 * Spreadsheet export and import for every admin list (issue 7, ADR 011): the `<base>/excel/*` family of each list,
 * and this instance's job runner, which starts when the server is ready and stops — after the running job's current
 * batch, giving the job back for another instance — when the server closes (SIGTERM closes it, main.ts).
 */
export async function registerSpreadsheetRoutes(app: FastifyInstance, feature: FeatureContext): Promise<void> {
  let runner: JobRunner | null = null;
  for (const list of SPREADSHEET_LIST_NAMES) {
    registerExportRoutes(app, feature, () => runner, list, spreadsheetCalls[list]);
    registerImportRoutes(app, feature, () => runner, list, spreadsheetCalls[list], IMPORT_TARGETS[list]);
  }

  app.addHook('onReady', async () => {
    runner = startJobRunner({
      db: feature.db,
      log: app.log,
      now: feature.now,
      handlers: {
        export: (job, control) => runExportJob(feature.db, job, control),
        import: (job, control) => runImportJob(feature.db, IMPORT_TARGETS, job, control),
      },
    });
  });
  app.addHook('onClose', async () => {
    await runner?.stop();
    runner = null;
  });
}
