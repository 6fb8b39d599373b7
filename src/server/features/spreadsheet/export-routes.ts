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
import type { SpreadsheetExportCalls } from '../../../shared/api/catalogue/spreadsheet-jobs';
import { exportAccessOf, isEfficiencyExport, type ExportListName, type exportCountRequestSchema } from '../../../shared/schema/spreadsheet-jobs';
import type { AuthUser } from '../../http/auth-types';
import { countRows, exportOrderOf, sqlExportSource, type ExportField, type ExportFilter, type ExportOrder } from './lists/export-sources';
import { accessibleFile, accessibleJob, tenantOf } from './services/job-access';
import { computedSourceOf, parseExportFields, type ExportJobParams } from './services/export-plan';
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

/** What one list answers for a filter: its columns, its row count, and what a job keeps to read the rows later. */
interface Selection {
  columns: readonly ExportField[];
  count(): Promise<number>;
  view?: unknown;
  /** A SQL list's order: the page's, read from the request's form. */
  order?: ExportOrder;
}

/**
 * One list's export calls: header fields, count, start, poll and the file (streamed, unwrapped). A studio list's calls
 * need its menu, and a job is seen by its owner and by other holders of that menu; an efficiency table's need a
 * signed-in user, whose visibility the table's source applies, and a job is its owner's alone (job-access.ts).
 */
export function registerExportRoutes(app: FastifyInstance, feature: FeatureContext, runner: () => JobRunner | null, list: ExportListName, calls: SpreadsheetExportCalls): void {
  const { db, authenticator, now } = feature;
  const listAccess = exportAccessOf(list);
  const admin = { access: listAccess === 'efficiency' ? 'user' : listAccess } as const;

  const select = async (user: AuthUser, filter: ExportFilter): Promise<Selection> => {
    const computed = computedSourceOf(list);
    if (computed || isEfficiencyExport(list)) {
      if (!computed) throw new Error(`no export source for ${list}`);
      const view = await computed.resolve(db, filter, user, now());
      return { columns: computed.columns(view), count: () => computed.count(db, view), view };
    }
    const source = sqlExportSource(list);
    if (!source) throw new Error(`no export source for ${list}`);
    const order = exportOrderOf(source, filter.form);
    return { columns: source.columns, count: () => countRows(db, source, filter), ...(order ? { order } : {}) };
  };

  registerCall(app, authenticator, calls.exportHeader, admin, async (input, { user }) => {
    const tenantId = tenantOf(user, input);
    const { columns } = await select(user, filterOf(tenantId, { ...input, dataRange: 1, choiceDataIds: [] }));
    return Object.fromEntries(columns.map((c) => [c.key, c.label]));
  });

  registerCall(app, authenticator, calls.exportCount, admin, async (input, { user }) => (await select(user, filterOf(tenantOf(user, input), input))).count());

  registerCall(app, authenticator, calls.exportStart, { ...admin, msg: '导出任务已开始' }, async (input, { user }) => {
    const tenantId = tenantOf(user, input);
    const filter = filterOf(tenantId, input);
    const selection = await select(user, filter);
    const fields = parseExportFields(selection.columns, input.exportField);
    if (!fields) throw new AppError('VALIDATION', { msg: '导出字段无效', errors: [{ field: 'exportField', msg: '导出字段无效' }] });
    if ((await selection.count()) === 0) throw new AppError('SPREADSHEET_EMPTY');
    const params: ExportJobParams = {
      listName: list, filter, fields, ...(selection.view !== undefined ? { view: selection.view } : {}), ...(selection.order ? { order: selection.order } : {}),
    };
    const fileName = /\.xlsx$/i.test(input.fileName) ? input.fileName : `${input.fileName}.xlsx`;
    const { id } = await createJob(
      db,
      { tenantId, kind: 'export', listName: list, ownerId: user.userId, idempotencyKey: input.idempotencyKey, params, fileName },
      { maxActive: feature.env.SPREADSHEET_MAX_EXPORTS_PER_USER },
    );
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
    if (listAccess !== 'efficiency' && !(await authenticator.hasMenu(user, listAccess.menu))) throw new AppError('FORBIDDEN');
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
