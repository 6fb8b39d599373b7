import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod/mini';
import type { FeatureContext } from '../../context';
import { AppError } from '../../http/app-error';
import { contentDisposition, recordCallAccess, registerCall } from '../../http/route';
import { parseInput } from '../../http/validate';
import { readFileChunks } from '../../jobs/file-store';
import { createJob } from '../../jobs/job-store';
import type { JobRunner } from '../../jobs/runner';
import type { SpreadsheetCalls } from '../../../shared/api/catalogue/spreadsheet-jobs';
import { SPREADSHEET_LISTS, type SpreadsheetListName, type exportCountRequestSchema } from '../../../shared/schema/spreadsheet-jobs';
import { EXPORT_SOURCES, countRows, type ExportFilter } from './lists/export-sources';
import { accessibleFile, accessibleJob, tenantOf } from './services/job-access';
import { parseExportFields, type ExportJobParams } from './services/export-job';
import { exportProgressOf } from './services/progress';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function filterOf(tenantId: string, input: z.output<typeof exportCountRequestSchema>): ExportFilter {
  return {
    tenantId,
    dataRange: input.dataRange,
    choiceDataIds: input.choiceDataIds,
    // advancedSearch refines the inline form: its keys win.
    form: { ...(input.formInline ?? {}), ...(input.advancedSearch ?? {}) },
    ...(input.type ? { type: input.type } : {}),
    ...(input.id ? { id: input.id } : {}),
  };
}

/**
 * One list's export calls: header fields, count, start, poll and the file (streamed, unwrapped). Every one needs the
 * list's menu; a job is then seen by its owner and by other holders of that menu (job-access.ts).
 */
export function registerExportRoutes(app: FastifyInstance, feature: FeatureContext, runner: () => JobRunner | null, list: SpreadsheetListName, calls: SpreadsheetCalls): void {
  const { db, authenticator, now } = feature;
  const source = EXPORT_SOURCES[list];
  const admin = { access: { menu: SPREADSHEET_LISTS[list].menu } } as const;

  registerCall(app, authenticator, calls.exportHeader, admin, async (input, { user }) => {
    tenantOf(user, input);
    return Object.fromEntries(source.columns.map((c) => [c.key, c.label]));
  });

  registerCall(app, authenticator, calls.exportCount, admin, async (input, { user }) => countRows(db, source, filterOf(tenantOf(user, input), input)));

  registerCall(app, authenticator, calls.exportStart, { ...admin, msg: '导出任务已开始' }, async (input, { user }) => {
    const tenantId = tenantOf(user, input);
    const fields = parseExportFields(list, input.exportField);
    if (!fields) throw new AppError('VALIDATION', { msg: '导出字段无效', errors: [{ field: 'exportField', msg: '导出字段无效' }] });
    const filter = filterOf(tenantId, input);
    if ((await countRows(db, source, filter)) === 0) throw new AppError('SPREADSHEET_EMPTY');
    const params: ExportJobParams = { listName: list, filter, fields };
    const fileName = /\.xlsx$/i.test(input.fileName) ? input.fileName : `${input.fileName}.xlsx`;
    const { id } = await createJob(db, { tenantId, kind: 'export', listName: list, ownerId: user.userId, idempotencyKey: input.idempotencyKey, params, fileName });
    runner()?.wake();
    return { redisKey: id };
  });

  registerCall(app, authenticator, calls.exportProgress, admin, async (input, { user }) => {
    tenantOf(user, input);
    return exportProgressOf(await accessibleJob(db, authenticator, user, list, 'export', input.key), now());
  });

  // The file is streamed chunk by chunk from the database: not through registerBlobCall, which holds the bytes.
  recordCallAccess(app, calls.exportFinal, admin.access);
  app.get(calls.exportFinal.path, async (request, reply) => {
    const user = await authenticator.authenticate(request);
    if (!(await authenticator.hasMenu(user, admin.access.menu))) throw new AppError('FORBIDDEN');
    const input = parseInput<typeof calls.exportFinal.request>(calls.exportFinal.request, request.query, 'query');
    tenantOf(user, input);
    const job = await accessibleJob(db, authenticator, user, list, 'export', input.key);
    if (job.state !== 'succeeded' || !job.fileId) throw new AppError('JOB_NOT_FOUND', { msg: '文件尚未生成，请稍后再试' });
    const file = await accessibleFile(db, authenticator, user, list, 'export', job.fileId);
    const chunks = readFileChunks(db, file.id);
    return reply
      .code(200)
      .header('Content-Type', XLSX_MIME)
      .header('Content-Disposition', contentDisposition('attachment', job.fileName))
      .header('Content-Length', String(file.size))
      .header('Cache-Control', 'private, no-store')
      .send(Readable.from(chunks, { objectMode: false }));
  });
}
