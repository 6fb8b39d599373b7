import { getRoleListClass } from '../../../shared/api/catalogue/studio-lists';
import { useCallQuery } from '../../data-provider/use-call';
import type { PreviewRole } from './types';

const NONE: readonly PreviewRole[] = [];

/**
 * The tenant's roles, for the draft bar's preview (the server refuses a role it does not know). A failed read only
 * loses the role picker: the page works without it, so it answers no roles.
 */
export function usePreviewRoles(): readonly PreviewRole[] {
  const { data } = useCallQuery(getRoleListClass, {});
  return data?.flatMap((c) => c.children.map((r) => ({ id: r.dictKey, name: r.dictValue }))) ?? NONE;
}
