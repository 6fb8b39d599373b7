import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { users } from '../../../db/schema/auth';
import { departments } from '../../../db/schema/catalogue';
import type { DeptTreeNode } from '../../../../shared/schema/studio-lists';

interface DeptRow {
  id: string;
  parentId: string | null;
  deptCode: string;
  deptName: string;
  deptCategory: string;
}

async function loadDepartments(db: Queryable, tenantId: string): Promise<DeptRow[]> {
  return db
    .select({
      id: departments.id, parentId: departments.parentId, deptCode: departments.deptCode,
      deptName: departments.deptName, deptCategory: departments.deptCategory,
    })
    .from(departments)
    .where(eq(departments.tenantId, tenantId))
    .orderBy(asc(departments.sort), asc(departments.id));
}

/**
 * Builds the tree of `rows` from `roots` down. A search term keeps the departments whose name or code holds it,
 * with their parents on the way up (so the tree never breaks) and without their unmatched children.
 */
function buildTree(rows: DeptRow[], roots: DeptRow[], deptName: string): DeptTreeNode[] {
  const childrenOf = new Map<string, DeptRow[]>();
  for (const row of rows) {
    if (row.parentId !== null) childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row]);
  }
  const needle = deptName.trim().toLowerCase();
  const matches = (row: DeptRow) =>
    needle === '' || row.deptName.toLowerCase().includes(needle) || row.deptCode.toLowerCase().includes(needle);

  // A cycle in imported data (a parent naming its own child) must not loop forever: each department shows once.
  const seen = new Set<string>();
  const toNode = (row: DeptRow): DeptTreeNode | null => {
    if (seen.has(row.id)) return null;
    seen.add(row.id);
    const children = (childrenOf.get(row.id) ?? []).map(toNode).filter((n): n is DeptTreeNode => n !== null);
    if (!matches(row) && children.length === 0) return null;
    return {
      dictKey: row.id, dictValue: row.deptName, parentId: row.parentId, deptCode: row.deptCode, deptCategory: row.deptCategory,
      children,
    };
  };
  return roots.map(toNode).filter((n): n is DeptTreeNode => n !== null);
}

/** getDeptTree: every department of the tenant; an orphan (its parent gone or not imported yet) shows as a root. */
export async function loadDeptTree(db: Queryable, tenantId: string, deptName: string): Promise<DeptTreeNode[]> {
  const rows = await loadDepartments(db, tenantId);
  const ids = new Set(rows.map((r) => r.id));
  return buildTree(rows, rows.filter((r) => r.parentId === null || !ids.has(r.parentId)), deptName);
}

/** Whom getDeptTreePower answers for. */
export interface DeptManager {
  tenantId: string;
  userId: string;
  /** The caller's configuration menu holds the tenant-wide department menu. */
  managesAllDepts: boolean;
}

/**
 * getDeptTreePower: the departments the caller may manage. With the tenant-wide department menu that is every
 * department (the whole tree). Otherwise it is the caller's own department — the one whose name is exactly the
 * user's deptName — with every department under it, rooted there; a user whose deptName names no department
 * (a class such as "… 2023级", or none) manages none.
 */
export async function loadManagedDeptTree(db: Queryable, manager: DeptManager, deptName: string): Promise<DeptTreeNode[]> {
  if (manager.managesAllDepts) return loadDeptTree(db, manager.tenantId, deptName);
  const [me] = await db
    .select({ deptName: users.deptName })
    .from(users)
    .where(and(eq(users.id, manager.userId), eq(users.tenantId, manager.tenantId)));
  const own = me?.deptName.trim() ?? '';
  if (own === '') return [];
  const rows = await loadDepartments(db, manager.tenantId);
  return buildTree(rows, rows.filter((r) => r.deptName === own), deptName);
}
