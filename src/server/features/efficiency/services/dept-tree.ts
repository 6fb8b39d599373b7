import type { EffDeptNode } from '../../../../shared/schema/efficiency';
import { canViewDept, type DeptRow, type EffScope } from './scope';

/** The departments under the school (the root row), in catalogue order, each saying whether the caller may open it. */
export function deptTreeOf(rows: readonly DeptRow[], scope: EffScope): EffDeptNode[] {
  const childrenOf = new Map<string | null, DeptRow[]>();
  for (const row of rows) childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row]);
  const build = (parentId: string | null): EffDeptNode[] => (childrenOf.get(parentId) ?? [])
    .sort((a, b) => a.sort - b.sort || a.id.localeCompare(b.id))
    .map((d) => ({ id: d.id, deptName: d.deptName, canView: scope.userId !== null && canViewDept(scope, d.id), children: build(d.id) }));
  const roots = childrenOf.get(null) ?? [];
  // The school itself is the page's "全校" level, not a department to pick.
  return roots.flatMap((root) => build(root.id));
}
