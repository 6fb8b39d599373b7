import type { ThreeListTreeNode } from '../../../shared/schema/three-lists';

/** A node of the tree as one row on screen: where it stands among its siblings, for the ARIA tree. */
export interface TreeRow {
  node: ThreeListTreeNode;
  /** 1-based, as aria-level. */
  level: number;
  parentId: string | null;
  posInSet: number;
  setSize: number;
}

/** The tree node id of a selection: a department's id, else its category's node. */
export function selectedNodeId(selection: { deptId: string; category: string }): string {
  if (selection.deptId !== '') return selection.deptId;
  return selection.category !== '' ? categoryNodeId(selection.category) : '';
}

function categoryNodeId(category: string): string {
  return `category:${category}`;
}

/**
 * The nodes whose name or code holds `keyword` (case-insensitive), with the nodes on their way kept for the
 * shape of the tree. A matching node keeps everything under it: 教务处 brings 考试中心 along.
 */
export function filterTree(nodes: readonly ThreeListTreeNode[], keyword: string): ThreeListTreeNode[] {
  const needle = keyword.trim().toLowerCase();
  if (needle === '') return [...nodes];
  const matches = (node: ThreeListTreeNode) => node.label.toLowerCase().includes(needle)
    || (node.deptCode !== '' && node.deptCode.toLowerCase().includes(needle));
  const out: ThreeListTreeNode[] = [];
  for (const node of nodes) {
    if (matches(node)) { out.push(node); continue; }
    const children = filterTree(node.children, needle);
    if (children.length > 0) out.push({ ...node, children });
  }
  return out;
}

/** The rows shown: every root, and the children of each expanded node, depth first. */
export function visibleRows(nodes: readonly ThreeListTreeNode[], expanded: ReadonlySet<string>): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (list: readonly ThreeListTreeNode[], level: number, parentId: string | null) => {
    list.forEach((node, index) => {
      rows.push({ node, level, parentId, posInSet: index + 1, setSize: list.length });
      if (node.children.length > 0 && expanded.has(node.id)) walk(node.children, level + 1, node.id);
    });
  };
  walk(nodes, 1, null);
  return rows;
}

/** Every node id with children (to expand the whole of a filtered tree). */
export function parentIds(nodes: readonly ThreeListTreeNode[]): string[] {
  return nodes.flatMap((node) => (node.children.length > 0 ? [node.id, ...parentIds(node.children)] : []));
}

/** The node `id` and the ids of its ancestors, root first; [] when it is not in the tree. */
export function pathTo(nodes: readonly ThreeListTreeNode[], id: string): ThreeListTreeNode[] {
  for (const node of nodes) {
    if (node.id === id) return [node];
    const below = pathTo(node.children, id);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}
