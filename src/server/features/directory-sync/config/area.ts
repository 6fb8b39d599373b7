import { DEFAULT_DIRECTORY_SYNC, directorySyncDocumentSchema, type DirectorySyncDocument, type DirectorySyncSettingsView } from '../../../../shared/schema/directory-sync';
import type { ConfigAreaDef } from '../../../drafts/area';

/** The menu of the studio's departments and users: whoever manages them manages where they come from. */
const DIRECTORY_SYNC_MENU = 'deptResponsibilityListConfig';

export const viewOf = (doc: DirectorySyncDocument): DirectorySyncSettingsView => ({ ...doc, hasBindPassword: doc.bindPasswordId !== '' });

/**
 * The directory sync's settings (ADR 009 area `directorySync`, ADR 023). The published version is the live state:
 * a sync and the schedule read it, so there is no table to materialise into. Before the first publish the live
 * state is the default (no server, no schedule).
 */
export const directorySyncArea: ConfigAreaDef<DirectorySyncDocument, DirectorySyncSettingsView> = {
  area: 'directorySync',
  menu: DIRECTORY_SYNC_MENU,
  schema: directorySyncDocumentSchema,
  readLive: () => Promise.resolve(structuredClone(DEFAULT_DIRECTORY_SYNC)),
  materialise: () => Promise.resolve(),
  preview: (_db, _tenantId, body) => Promise.resolve(viewOf(body)),
};
