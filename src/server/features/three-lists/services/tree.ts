import type { Queryable } from '../../../db/client';
import type { DeptCategory, ThreeListTreeNode, TripleListConfig } from '../../../../shared/schema/three-lists';
import type { Viewer } from '../../../http/viewer';
import { countedDepartments, type CountedDept } from './dept-counts';

/** The categories of the catalogue in its order: each where its first department stands. */
function categoryOrder(depts: CountedDept[]): string[] {
  return [...new Set(depts.map((d) => d.category))];
}

/**
 * nobody/threeInventory/getTree: department categories, each with its departments; a department sits under its
 * parent when both share the category (考试中心 under 教务处), else directly under its category. The config decides
 * which categories show and in which order, and whether departments without duties show. A keyword keeps the
 * departments whose name or code holds it, with the parents on their way. Counts are the viewer's; a category
 * counts the departments it shows.
 */
export async function buildTree(db: Queryable, viewer: Viewer, config: TripleListConfig, keyword: string): Promise<ThreeListTreeNode[]> {
  const all = await countedDepartments(db, viewer);
  const byId = new Map(all.map((d) => [d.id, d]));
  const parentInCategory = (d: CountedDept): CountedDept | null => {
    const parent = d.parentId === null ? undefined : byId.get(d.parentId);
    return parent && parent.category === d.category ? parent : null;
  };

  const needle = keyword.trim().toLowerCase();
  const matches = (d: CountedDept) => (needle === '' || d.deptName.toLowerCase().includes(needle) || d.deptCode.toLowerCase().includes(needle))
    && (config.showEmptyDepts || d.dutyCount > 0);
  // A shown department keeps its parents in the category shown, so the tree never breaks.
  const shown = new Set<string>();
  for (const d of all) {
    if (!matches(d)) continue;
    for (let at: CountedDept | null = d; at && !shown.has(at.id); at = parentInCategory(at)) shown.add(at.id);
  }

  const childrenOf = new Map<string, CountedDept[]>();
  for (const d of all) {
    const parent = parentInCategory(d);
    if (parent && shown.has(d.id)) childrenOf.set(parent.id, [...(childrenOf.get(parent.id) ?? []), d]);
  }
  const nodeOf = (d: CountedDept): ThreeListTreeNode => ({
    id: d.id,
    label: d.deptName,
    nodeType: 'dept',
    category: d.category,
    deptCode: d.deptCode,
    dutyCount: d.dutyCount,
    serviceCount: d.serviceCount,
    children: (childrenOf.get(d.id) ?? []).map(nodeOf),
  });

  const categories = config.categories.length > 0 ? config.categories : categoryOrder(all);
  const tree: ThreeListTreeNode[] = [];
  for (const category of categories) {
    const members = all.filter((d) => d.category === category && shown.has(d.id));
    if (members.length === 0) continue;
    tree.push({
      id: `category:${category}`,
      label: category,
      nodeType: 'category',
      category,
      deptCode: '',
      dutyCount: members.reduce((sum, d) => sum + d.dutyCount, 0),
      serviceCount: members.reduce((sum, d) => sum + d.serviceCount, 0),
      children: members.filter((d) => parentInCategory(d) === null).map(nodeOf),
    });
  }
  return tree;
}

/** indexnavigationconfig/getAllDeptCategory: every category of the catalogue, in its order, with the viewer's counts. */
export async function listDeptCategories(db: Queryable, viewer: Viewer): Promise<DeptCategory[]> {
  const all = await countedDepartments(db, viewer);
  return categoryOrder(all).map((category) => {
    const members = all.filter((d) => d.category === category);
    return {
      category,
      deptCount: members.length,
      dutyCount: members.reduce((sum, d) => sum + d.dutyCount, 0),
      serviceCount: members.reduce((sum, d) => sum + d.serviceCount, 0),
    };
  });
}
