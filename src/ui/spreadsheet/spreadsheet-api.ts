import { spreadsheetCallsOf, spreadsheetExportCallsOf, spreadsheetJobList } from '../../shared/api/catalogue/spreadsheet-jobs';
import { ApiError, type ApiClient } from '../../shared/api/client-types';
import { STATUS_CLIENT_ERROR } from '../../shared/api/wrap-messages';
import { SESSION_KEYS } from '../../shared/rules/session-keys';
import { DEFAULT_TENANT_ID } from '../../shared/schema/auth';
import { SPREADSHEET_LISTS, type ExportListName, type SearchForm, type SpreadsheetListName } from '../../shared/schema/spreadsheet-jobs';
import { createSessionStore } from '../../shared/state/session-store';
import { saveBlob } from '../save-blob';
import type { DataRange, ExportApi, ExportSelection, ImportApi, ImportUploadResult } from './types';

/** The signed-in session's tenant (STATE-01), else the default one; every spreadsheet call carries it (doc1 §7). */
function sessionTenantId(): string {
  const stored = createSessionStore().get(SESSION_KEYS.tenantId);
  return typeof stored === 'string' && stored !== '' ? stored : DEFAULT_TENANT_ID;
}

/** A list scoped to a parent (e.g. one department's duties) or a kind (e.g. a service kind). */
export interface ListScope {
  id?: string;
  type?: string;
}

function fileNameOf(blob: Blob, fallback: string): string {
  return blob instanceof File && blob.name !== '' ? blob.name : fallback;
}

/**
 * The search form a range sends (EXP-11's formInline): range 2 the list's search, every range the list's order, so
 * the file's rows come as the list shows them.
 */
function formOf(dataRange: DataRange, selection: ExportSelection): { formInline?: SearchForm } {
  const order: SearchForm = selection.sort ? { sort: selection.sort.field, order: selection.sort.order } : {};
  if (dataRange === 2) return { formInline: { ...selection.filter, ...order } };
  return selection.sort ? { formInline: order } : {};
}

/** The export calls of one list (a studio list or an efficiency table) through the given client; every call shows its own errors (silent). */
export function createExportApi(client: ApiClient, list: ExportListName, scope: ListScope = {}, tenantId = sessionTenantId()): ExportApi {
  const calls = spreadsheetExportCallsOf(list);
  const base = { tenantId, ...(scope.id !== undefined ? { id: scope.id } : {}), ...(scope.type !== undefined ? { type: scope.type } : {}) };
  return {
    headerFields: () => client.call(calls.exportHeader, base, { silent: true }),
    count: (dataRange, selection) => client.call(calls.exportCount, {
      ...base, dataRange,
      choiceDataIds: dataRange === 3 ? [...selection.selectedIds] : [],
      ...formOf(dataRange, selection),
    }, { silent: true }),
    start: async (input) => {
      const answer = await client.call(calls.exportStart, {
        ...base,
        fileName: input.fileName,
        dataRange: input.dataRange,
        exportField: input.exportField,
        choiceDataIds: input.dataRange === 3 ? [...input.selection.selectedIds] : [],
        ...formOf(input.dataRange, input.selection),
        idempotencyKey: input.idempotencyKey,
      }, { silent: true });
      return answer.redisKey;
    },
    poll: (key) => client.call(calls.exportProgress, { tenantId, key }, { silent: true }),
    download: async (progress) => {
      const blob = await client.call(calls.exportFinal, { tenantId, key: progress.redisKey }, { silent: true });
      saveBlob(blob, fileNameOf(blob, progress.fileName));
    },
  };
}

/** The import calls of one list through the studio's client. */
export function createImportApi(client: ApiClient, list: SpreadsheetListName, scope: ListScope = {}, tenantId = sessionTenantId()): ImportApi {
  const calls = spreadsheetCallsOf(list);
  const base = { tenantId, ...(scope.id !== undefined ? { id: scope.id } : {}) };
  return {
    publishesVersion: SPREADSHEET_LISTS[list].configArea !== undefined,
    downloadTemplate: async () => {
      const blob = await client.call(calls.importTemplate, base, { silent: true });
      saveBlob(blob, fileNameOf(blob, `${list}.xlsx`));
    },
    // IMP-14: multipart through the shared client (signed, its answer checked against the call's schema).
    upload: async (file, onProgress): Promise<ImportUploadResult> => {
      if (!client.upload) throw new ApiError(STATUS_CLIENT_ERROR, '当前页面无法上传文件');
      return client.upload(calls.importUpload, base, { file }, {
        silent: true,
        ...(onProgress ? { onProgress: ({ loaded, total }) => onProgress(total > 0 ? Math.min(100, Math.floor((loaded * 100) / total)) : 0) } : {}),
      });
    },
    matchFields: (fileKey, headerLine) => client.call(calls.importMatch, { ...base, fileKey, headerLine }, { silent: true }),
    start: async (input) => {
      const answer = await client.call(calls.importStart, {
        ...base,
        fileKey: input.fileKey,
        headerLine: input.headerLine,
        ruleNum: 2,
        errorRegx: input.errorRegx,
        matrixType: 1,
        matchFieldList: input.matchFieldList,
        idempotencyKey: input.idempotencyKey,
        dryRun: input.dryRun === true,
      }, { silent: true });
      return answer.redisKey;
    },
    runningJob: async () => {
      const page = await client.call(spreadsheetJobList, { tenantId, kind: 'import', listName: list, size: 20 }, { silent: true });
      const running = page.records.find((job) => !job.finished && job.scopeId === (scope.id ?? ''));
      return running?.redisKey ?? null;
    },
    poll: (key) => client.call(calls.importProgress, { ...base, key }, { silent: true }),
    downloadErrors: async (errorKey) => {
      const blob = await client.call(calls.importErrorFile, { ...base, errorKey }, { silent: true });
      saveBlob(blob, fileNameOf(blob, `${list}-errors.xlsx`));
    },
  };
}
