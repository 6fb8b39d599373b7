import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../context';
import { AppError } from '../../http/app-error';
import { recordCallAccess, registerBlobCall, registerCall } from '../../http/route';
import { readFileChunks } from '../../jobs/file-store';
import { createJob } from '../../jobs/job-store';
import { JobFailure, JobInterrupted, type JobRunner } from '../../jobs/runner';
import { STATUS_OK } from '../../../shared/api/envelope';
import type { SpreadsheetCalls } from '../../../shared/api/catalogue/spreadsheet-jobs';
import { SPREADSHEET_LISTS, type SpreadsheetListName } from '../../../shared/schema/spreadsheet-jobs';
import type { AnyImportTarget } from './lists/import-target';
import { ARCHIVE_LIMITS } from './services/archive-check';
import { accessibleFile, accessibleJob, tenantOf } from './services/job-access';
import { columnMap, type ImportJobParams } from './services/import-job';
import { progressOf } from './services/progress';
import { readSheet } from './services/sheet-reader';
import { receiveUpload } from './services/upload';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function bytesOf(chunks: AsyncGenerator<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const c of chunks) parts.push(c);
  return Buffer.concat(parts);
}

/** One list's import calls; a list without an import target answers each with a clear refusal. */
export function registerImportRoutes(
  app: FastifyInstance,
  feature: FeatureContext,
  runner: () => JobRunner | null,
  list: SpreadsheetListName,
  calls: SpreadsheetCalls,
  target: AnyImportTarget | undefined,
): void {
  const { db, authenticator, now } = feature;
  const menu = SPREADSHEET_LISTS[list].menu;
  const admin = { access: { menu } } as const;
  const importable = () => {
    if (!target) throw new AppError('VALIDATION', { msg: `${SPREADSHEET_LISTS[list].title}暂不支持导入` });
    return target;
  };

  registerBlobCall(app, authenticator, calls.importTemplate, admin, async (input, { user }) => {
    tenantOf(user, input);
    const fields = importable().fields;
    // Loaded when first needed: exceljs takes ~0.4 s of CPU to load, which every server start would pay.
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(SPREADSHEET_LISTS[list].title.slice(0, 31));
    sheet.addRow(fields.map((f) => (f.isMust ? `${f.label}*` : f.label)));
    sheet.columns.forEach((c) => {
      c.width = 18;
    });
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    return { fileName: `${SPREADSHEET_LISTS[list].title}导入模板.xlsx`, mime: XLSX_MIME, bytes };
  });

  // Multipart: its own body parser in its own scope, so no other route accepts multipart by accident.
  recordCallAccess(app, calls.importUpload, admin.access);
  void app.register(async (scope) => {
    scope.addContentTypeParser('multipart/form-data', (_request, payload, done) => done(null, payload));
    scope.post(calls.importUpload.path, async (request, reply) => {
      const user = await authenticator.authenticate(request);
      if (!(await authenticator.hasMenu(user, menu))) throw new AppError('FORBIDDEN');
      importable();
      const result = await receiveUpload(db, { headers: request.headers, body: request.body as Readable }, user, list);
      tenantOf(user, { tenantId: result.fields.tenantId });
      const { fields: _fields, ...answer } = result;
      return reply.code(200).send({ status: STATUS_OK, msg: '上传成功', result: answer });
    });
  });

  registerCall(app, authenticator, calls.importMatch, admin, async (input, { user }) => {
    tenantOf(user, input);
    const t = importable();
    const file = await accessibleFile(db, authenticator, user, list, 'upload', input.fileKey);
    let header: string[] = [];
    const stop = new AbortController();
    await readSheet(
      db,
      file.id,
      { headerLine: input.headerLine, skipThrough: Number.MAX_SAFE_INTEGER, batchRows: 1, maxRow: ARCHIVE_LIMITS.maxRows, maxColumns: 200 },
      {
        onHeader: (cells) => {
          header = cells.map((c) => c.trim());
          stop.abort();
        },
        onRows: async () => undefined,
      },
      stop.signal,
    ).catch((error: unknown) => {
      if (error instanceof JobInterrupted) return;
      // The reader's refusals name what is wrong with the file (it cannot be parsed, it is too long): the caller's
      // file, so a 400 with that reason, not a server error.
      if (error instanceof JobFailure) throw new AppError('VALIDATION', { msg: error.message, errors: [{ field: 'fileKey', msg: error.message }] });
      throw error;
    });
    let proposal = new Map<string, number>();
    try {
      proposal = columnMap(t, header, { matrixType: 1 });
    } catch {
      // Unmatched required fields are the dialog's to resolve (IMP-12); the proposal just leaves them empty.
      for (const [i, title] of header.entries()) {
        const field = t.fields.find((f) => f.label === title.replace(/\*$/, ''));
        if (field) proposal.set(field.key, i);
      }
    }
    return {
      matchFieldList: t.fields.map((f) => ({ column: f.key, configure: proposal.has(f.key) ? (header[proposal.get(f.key) ?? -1] ?? '') : '' })),
      dbFieldList: t.fields.map((f) => ({ column: f.key, columnName: f.label, is_must: f.isMust ? (1 as const) : (0 as const) })),
      excelField: header,
      checkFieldList: t.checkFields,
    };
  });

  registerCall(app, authenticator, calls.importStart, { ...admin, msg: '导入任务已开始' }, async (input, { user }) => {
    const tenantId = tenantOf(user, input);
    importable();
    const file = await accessibleFile(db, authenticator, user, list, 'upload', input.fileKey);
    if (file.ownerId !== user.userId) throw new AppError('NOT_FOUND', { msg: '文件不存在或已过期' });
    const params: ImportJobParams = {
      listName: list,
      headerLine: input.headerLine,
      errorRule: input.errorRegx,
      matrixType: input.matrixType,
      ...(input.matchFieldList ? { matchFieldList: input.matchFieldList } : {}),
      ...(input.dryRun ? { dryRun: true } : {}),
      ...(input.id ? { scopeId: input.id } : {}),
    };
    const { id } = await createJob(db, {
      tenantId, kind: 'import', listName: list, ownerId: user.userId, idempotencyKey: input.idempotencyKey, params, fileName: file.fileName, fileId: file.id,
    });
    runner()?.wake();
    return { redisKey: id };
  });

  registerCall(app, authenticator, calls.importProgress, admin, async (input, { user }) => {
    tenantOf(user, input);
    return progressOf(await accessibleJob(db, authenticator, user, list, 'import', input.key), now());
  });

  registerBlobCall(app, authenticator, calls.importErrorFile, admin, async (input, { user }) => {
    tenantOf(user, input);
    const file = await accessibleFile(db, authenticator, user, list, 'errors', input.errorKey);
    return { fileName: file.fileName, mime: XLSX_MIME, bytes: await bytesOf(readFileChunks(db, file.id)) };
  });
}
