import { z } from 'zod/mini';
import { defineCall } from './define-call';
import {
  SPREADSHEET_LISTS, SPREADSHEET_LIST_NAMES, exportCountRequestSchema, exportHeaderRequestSchema, exportHeaderResultSchema,
  exportPollRequestSchema, exportProgressSchema, exportStartRequestSchema, importErrorFileRequestSchema, importMatchRequestSchema,
  importMatchResultSchema, importPollRequestSchema, importProgressSchema, importStartRequestSchema, importTemplateRequestSchema,
  importUploadFieldsSchema, importUploadResultSchema, jobListRequestSchema, jobListResultSchema, jobStartResultSchema, EFFICIENCY_EXPORT_NAMES, type EfficiencyExportName,
  type ExportListName, type SpreadsheetListName,
} from '../../schema/spreadsheet-jobs';

/**
 * Spreadsheet export and import calls (doc1 §7 "Export and import"; the list names and paths are in
 * schema/spreadsheet-jobs.ts). The spec leaves the paths to each list page, so every list has the same family under
 * its own base: `<base>/excel/<op>`. `exportFinal` carries the marker `excel/exportFinal`, so its file is sent
 * unwrapped and streamed (WRAP-04); every other call is wrapped like the list's other calls. The upload is
 * multipart: signed, not encrypted (ADR 002).
 */

/** The export calls of any list that exports (studio lists and the efficiency tables). */
export function spreadsheetExportCallsOf(list: ExportListName) {
  const base = `${SPREADSHEET_LISTS[list].base}/excel`;
  const name = (op: string) => `${list}.${op}`;
  return {
    /** Exportable fields: key → label. */
    exportHeader: defineCall({
      name: name('exportHeader'), method: 'POST', path: `${base}/exportHeader`, request: exportHeaderRequestSchema, response: exportHeaderResultSchema,
    }),
    /** How many rows the chosen range selects (EXP-01). */
    exportCount: defineCall({ name: name('exportCount'), method: 'POST', path: `${base}/exportCount`, request: exportCountRequestSchema, response: z.number() }),
    /** Starts (or, with the same idempotency key, finds) an export job (EXP-11). */
    exportStart: defineCall({ name: name('exportStart'), method: 'POST', path: `${base}/export`, request: exportStartRequestSchema, response: jobStartResultSchema }),
    /** EXP-12 progress of an export job. */
    exportProgress: defineCall({
      name: name('exportProgress'), method: 'POST', path: `${base}/exportProgress`, request: exportPollRequestSchema, response: exportProgressSchema,
    }),
    /** The finished .xlsx (EXP-09); unwrapped and streamed. */
    exportFinal: defineCall({
      name: name('exportFinal'), method: 'GET', path: `${base}/exportFinal`, request: exportPollRequestSchema, response: z.custom<Blob>(), answer: 'blob',
    }),
  };
}

export type SpreadsheetExportCalls = ReturnType<typeof spreadsheetExportCallsOf>;

/** The calls of one studio list: export and import. */
export function spreadsheetCallsOf(list: SpreadsheetListName) {
  const base = `${SPREADSHEET_LISTS[list].base}/excel`;
  const name = (op: string) => `${list}.${op}`;
  return {
    ...spreadsheetExportCallsOf(list),
    /** The import template (IMP-17). */
    importTemplate: defineCall({
      name: name('importTemplate'), method: 'GET', path: `${base}/importTemplate`, request: importTemplateRequestSchema, response: z.custom<Blob>(),
      answer: 'blob',
    }),
    /** Multipart upload (tenantId, optional id, file); checked before anything is unpacked (IMP-05, IMP-06). */
    importUpload: defineCall({
      name: name('importUpload'), method: 'POST', path: `${base}/importUpload`, request: importUploadFieldsSchema, response: importUploadResultSchema,
    }),
    /** Title row of the upload and the proposed field match (IMP-12). */
    importMatch: defineCall({
      name: name('importMatch'), method: 'POST', path: `${base}/importMatch`, request: importMatchRequestSchema, response: importMatchResultSchema,
    }),
    /** Starts (or, with the same idempotency key, finds) an import job. */
    importStart: defineCall({ name: name('importStart'), method: 'POST', path: `${base}/import`, request: importStartRequestSchema, response: jobStartResultSchema }),
    /** IMP-14 progress of an import job. */
    importProgress: defineCall({
      name: name('importProgress'), method: 'POST', path: `${base}/importProgress`, request: importPollRequestSchema, response: importProgressSchema,
    }),
    /** The error file of an import (IMP-04, IMP-17). */
    importErrorFile: defineCall({
      name: name('importErrorFile'), method: 'GET', path: `${base}/importErrorFile`, request: importErrorFileRequestSchema, response: z.custom<Blob>(),
      answer: 'blob',
    }),
  };
}

export type SpreadsheetCalls = ReturnType<typeof spreadsheetCallsOf>;

/** Every list's calls, keyed by list name (the generic family). */
export const spreadsheetCalls = Object.fromEntries(SPREADSHEET_LIST_NAMES.map((list) => [list, spreadsheetCallsOf(list)])) as Record<
  SpreadsheetListName,
  SpreadsheetCalls
>;

/** The efficiency tables' export calls (export only), keyed by list name. */
export const efficiencyExportCalls = Object.fromEntries(EFFICIENCY_EXPORT_NAMES.map((list) => [list, spreadsheetExportCallsOf(list)])) as Record<
  EfficiencyExportName,
  SpreadsheetExportCalls
>;

/**
 * The studio's jobs page: the caller's exports and imports (an administrator's: everyone's, scope all), newest
 * first, with each job's progress. Any holder of a configuration menu may call it.
 */
export const spreadsheetJobList = defineCall({
  name: 'spreadsheetJobList', method: 'POST', path: '/api/blade-platform/spreadsheetJobs/page', request: jobListRequestSchema, response: jobListResultSchema,
});
