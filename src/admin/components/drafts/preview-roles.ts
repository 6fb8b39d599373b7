import { getRoleListClass } from '../../../shared/api/catalogue/studio-lists';
import type { ApiClient } from '../../../shared/api/client-types';
import { SILENT, type PreviewRole } from './types';

/** The tenant's roles, for the draft bar's preview (the server refuses a role it does not know). */
export async function loadRoles(client: ApiClient): Promise<PreviewRole[]> {
  const classes = await client.call(getRoleListClass, {}, SILENT);
  return classes.flatMap((c) => c.children.map((r) => ({ id: r.dictKey, name: r.dictValue })));
}
