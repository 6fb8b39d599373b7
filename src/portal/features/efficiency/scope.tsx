import { createContext, useContext, type ReactNode } from 'react';
import type { EffDeptNode, EfficiencyBlock, EfficiencyFilter } from '../../../shared/schema/efficiency';
import { useTranslation } from '../../lib/i18n-react';

/**
 * Whose figures a block counts (ADR 010): the school-wide blocks count the whole school for anyone; the
 * department-level ones only the departments the viewer may see (a teacher's own college, every department for an
 * administrator); 我的效能 only the viewer's own records. A department chosen in the filter narrows both of the first.
 */
type ScopeKind = 'school' | 'dept' | 'personal';

const KIND: Record<EfficiencyBlock, ScopeKind> = {
  overview: 'school', trend: 'school', heat: 'school', likes: 'school',
  timeoutProcess: 'dept', timeoutNode: 'dept', oa: 'dept', reportTable: 'dept',
  personal: 'personal',
};

/** What the page knows to name a scope: the departments the viewer may see, and the filter's department. */
export interface ScopeFacts {
  /** The viewer's departments at their highest level, or 'all' (every department: an administrator). */
  viewable: 'all' | readonly string[];
  /** The department chosen in the filter, by name; empty for the whole school. */
  filtered: string;
}

/** The highest departments of the tree the viewer may see; 'all' when every top-level department is one. */
export function viewableDepartments(tree: readonly EffDeptNode[]): 'all' | string[] {
  if (tree.length > 0 && tree.every((node) => node.canView)) return 'all';
  const names: string[] = [];
  const walk = (nodes: readonly EffDeptNode[]) => {
    for (const node of nodes) {
      if (node.canView) names.push(node.deptName);
      else walk(node.children);
    }
  };
  walk(tree);
  return names;
}

/** The name of the filter's department, found in the tree; empty when none is chosen. */
export function filteredDepartment(tree: readonly EffDeptNode[], filter: EfficiencyFilter): string {
  if (!filter.deptId) return '';
  const find = (nodes: readonly EffDeptNode[]): string | undefined => {
    for (const node of nodes) {
      if (node.id === filter.deptId) return node.deptName;
      const below = find(node.children);
      if (below !== undefined) return below;
    }
    return undefined;
  };
  return find(tree) ?? '';
}

const ScopeContext = createContext<ScopeFacts>({ viewable: [], filtered: '' });

export function ScopeProvider({ facts, children }: { facts: ScopeFacts; children: ReactNode }) {
  return <ScopeContext.Provider value={facts}>{children}</ScopeContext.Provider>;
}

/** The line under a block's title: whose figures it counts, and why. */
export function BlockScope({ block }: { block: EfficiencyBlock }) {
  const { t } = useTranslation();
  const { viewable, filtered } = useContext(ScopeContext);
  const kind = KIND[block];
  let name: string;
  let why: string;
  if (kind === 'personal') {
    name = t('efficiency.scope.own');
    why = t('efficiency.scope.ownWhy');
  } else if (filtered) {
    name = filtered;
    why = t('efficiency.scope.filteredWhy');
  } else if (kind === 'school') {
    name = t('efficiency.scope.school');
    why = t('efficiency.scope.schoolWhy');
  } else if (viewable === 'all') {
    name = t('efficiency.scope.allDepts');
    why = t('efficiency.scope.allDeptsWhy');
  } else {
    name = viewable.join('、');
    why = t('efficiency.scope.deptWhy');
  }
  return (
    <p className="eff-scope">
      <span className="eff-scope__name">{t('efficiency.scope.label', { name })}</span>
      <span className="eff-scope__why">{why}</span>
    </p>
  );
}
