import { z } from 'zod/mini';
import { defineCall } from './define-call';
import { defineStudioCalls } from './studio-config';
import {
  directorySyncDocumentSchema, directorySyncSettingsSchema, directorySyncSettingsViewSchema, directoryTestRequestSchema,
  directoryTestResultSchema, syncRunSchema, syncRunsRequestSchema, syncRunsSchema, syncStartResultSchema, syncStatusRequestSchema,
} from '../../schema/directory-sync';

/**
 * LDAP directory sync (ADR 023), granted by the configuration menu deptResponsibilityListConfig (the menu of the
 * studio's departments and users). The settings are a draft area: detail/submit edit the draft, a run reads what is
 * published. The bind password goes in, never out.
 */

const BASE = '/api/blade-platform/directorysync';

/** The draft settings, with `hasBindPassword` in place of the password. */
export const directorySyncDetail = defineCall({
  name: 'directorySyncDetail', method: 'POST', path: `${BASE}/detail`, request: z.object({}), response: directorySyncSettingsViewSchema,
});

/** Replaces the draft settings; a typed password is sealed on the server, '' keeps the stored one. */
export const directorySyncSubmit = defineCall({
  name: 'directorySyncSubmit', method: 'POST', path: `${BASE}/submit`, request: directorySyncSettingsSchema, response: directorySyncSettingsViewSchema,
});

/** Binds and reads one entry with the given settings; a failure is an answer (ok false) with a Chinese message. */
export const directorySyncTest = defineCall({
  name: 'directorySyncTest', method: 'POST', path: `${BASE}/test`, request: directoryTestRequestSchema, response: directoryTestResultSchema,
});

/** Starts a sync with the published settings, or answers the tenant's sync already queued or running. */
export const directorySyncStart = defineCall({
  name: 'directorySyncStart', method: 'POST', path: `${BASE}/start`, request: z.object({}), response: syncStartResultSchema,
});

/** One run (the latest when no jobId): state, progress and report. */
export const directorySyncStatus = defineCall({
  name: 'directorySyncStatus', method: 'POST', path: `${BASE}/status`, request: syncStatusRequestSchema, response: z.nullable(syncRunSchema),
});

/** The latest runs, newest first. */
export const directorySyncRuns = defineCall({
  name: 'directorySyncRuns', method: 'POST', path: `${BASE}/runs`, request: syncRunsRequestSchema, response: syncRunsSchema,
});

/** Draft status, publish, history, versions, compare, rollback, preview (the settings view) and audit. */
export const directorySyncStudio = defineStudioCalls('directorySync', directorySyncDocumentSchema, directorySyncSettingsViewSchema);
