import type { FastifyInstance } from 'fastify';
import type { SpreadsheetListName } from '../../../../shared/schema/spreadsheet-jobs';

/**
 * What an area does when an import into its list ends (well or not; its committed slices stay): e.g. the knowledge
 * base tells every instance that the robot's index moved. Kept per app, since each app has its own runtimes (the
 * tests start several in one process), and registered by the area with its routes, so the spreadsheet feature
 * imports none of them.
 */
type ImportEndHook = (tenantId: string) => Promise<void>;

const hooksByApp = new WeakMap<FastifyInstance, Map<SpreadsheetListName, ImportEndHook[]>>();

export function onImportEnd(app: FastifyInstance, list: SpreadsheetListName, hook: ImportEndHook): void {
  const hooks = hooksByApp.get(app) ?? new Map<SpreadsheetListName, ImportEndHook[]>();
  hooksByApp.set(app, hooks);
  hooks.set(list, [...(hooks.get(list) ?? []), hook]);
}

export async function importEnded(app: FastifyInstance, list: SpreadsheetListName, tenantId: string): Promise<void> {
  for (const hook of hooksByApp.get(app)?.get(list) ?? []) await hook(tenantId);
}
