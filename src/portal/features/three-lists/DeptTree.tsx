import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { ThreeListTreeNode } from '../../../shared/schema/three-lists';
import { useTranslation } from '../../lib/i18n-react';
import { filterTree, parentIds, pathTo, visibleRows, type TreeRow } from './tree-model';

export interface DeptTreeProps {
  nodes: readonly ThreeListTreeNode[];
  /** The selected node's id ('' for all departments). */
  selectedId: string;
  showCounts: boolean;
  onSelect(node: ThreeListTreeNode | null): void;
}

/**
 * The department categories and their departments as an ARIA tree (one tab stop; arrows move and open or close,
 * Home / End jump, Enter or Space selects), with a filter box over names and codes. Filtering opens every branch
 * that holds a match.
 */
export function DeptTree({ nodes, selectedId, showCounts, onSelect }: DeptTreeProps) {
  const { t } = useTranslation();
  const prefix = useId();
  const treeRef = useRef<HTMLUListElement>(null);
  const [filter, setFilter] = useState('');
  // Categories start open, and so does the way to a selection the address brought.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set([
    ...nodes.map((n) => n.id), ...pathTo(nodes, selectedId).slice(0, -1).map((n) => n.id),
  ]));
  const [filterExpanded, setFilterExpanded] = useState<ReadonlySet<string>>(new Set());
  const [focusedId, setFocusedId] = useState<string | null>(null);

  const shown = useMemo(() => filterTree(nodes, filter), [nodes, filter]);
  const open = filter.trim() === '' ? expanded : filterExpanded;
  const rows = useMemo(() => visibleRows(shown, open), [shown, open]);
  const tabStop = rows.find((r) => r.node.id === focusedId) ?? rows.find((r) => r.node.id === selectedId) ?? rows[0];

  function changeFilter(value: string): void {
    setFilter(value);
    setFilterExpanded(new Set(parentIds(filterTree(nodes, value))));
  }

  function setOpen(id: string, isOpen: boolean): void {
    const update = (set: ReadonlySet<string>) => {
      const next = new Set(set);
      if (isOpen) next.add(id); else next.delete(id);
      return next;
    };
    if (filter.trim() === '') setExpanded(update); else setFilterExpanded(update);
  }

  function focusRow(row: TreeRow | undefined): void {
    if (!row) return;
    setFocusedId(row.node.id);
    const items = treeRef.current?.querySelectorAll<HTMLElement>('[role="treeitem"]') ?? [];
    for (const item of items) if (item.dataset.nodeId === row.node.id) item.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>, row: TreeRow, index: number): void {
    const hasChildren = row.node.children.length > 0;
    const isOpen = open.has(row.node.id);
    let handled = true;
    switch (event.key) {
      case 'ArrowDown': focusRow(rows[index + 1]); break;
      case 'ArrowUp': focusRow(rows[index - 1]); break;
      case 'Home': focusRow(rows[0]); break;
      case 'End': focusRow(rows[rows.length - 1]); break;
      case 'ArrowRight':
        if (hasChildren && !isOpen) setOpen(row.node.id, true);
        else if (hasChildren) focusRow(rows[index + 1]);
        break;
      case 'ArrowLeft':
        if (hasChildren && isOpen) setOpen(row.node.id, false);
        else focusRow(rows.find((r) => r.node.id === row.parentId));
        break;
      case 'Enter':
      case ' ':
        onSelect(row.node);
        break;
      default: handled = false;
    }
    if (handled) event.preventDefault();
  }

  return (
    <div className="tl-tree">
      <div className="tl-tree__filter">
        <label htmlFor={`${prefix}-filter`} className="sh-visually-hidden">{t('threeLists.tree.filter')}</label>
        <input
          id={`${prefix}-filter`}
          type="search"
          className="tl-input"
          value={filter}
          maxLength={50}
          placeholder={t('threeLists.tree.filterPlaceholder')}
          onChange={(event) => changeFilter(event.target.value)}
          onKeyDown={(event) => { if (event.key === 'Escape' && filter !== '') { event.preventDefault(); changeFilter(''); } }}
        />
      </div>
      <button
        type="button"
        className={`tl-tree__all${selectedId === '' ? ' tl-tree__all--on' : ''}`}
        aria-pressed={selectedId === ''}
        onClick={() => onSelect(null)}
      >
        {t('threeLists.tree.all')}
      </button>
      {rows.length === 0 ? (
        <p className="tl-muted tl-tree__empty" role="status">
          {filter.trim() === '' ? t('threeLists.tree.empty') : t('threeLists.tree.noMatch', { keyword: filter.trim() })}
        </p>
      ) : (
        <ul ref={treeRef} role="tree" className="tl-tree__list" aria-label={t('threeLists.tree.label')}>
          {rows.map((row, index) => {
            const { node } = row;
            const hasChildren = node.children.length > 0;
            const isOpen = open.has(node.id);
            const labelId = `${prefix}-l${index}`;
            const countId = `${prefix}-c${index}`;
            return (
              <li
                key={node.id}
                role="treeitem"
                data-node-id={node.id}
                className={`tl-node tl-node--${node.nodeType}${node.id === selectedId ? ' tl-node--on' : ''}`}
                style={{ paddingInlineStart: `${8 + (row.level - 1) * 16}px` }}
                aria-level={row.level}
                aria-posinset={row.posInSet}
                aria-setsize={row.setSize}
                aria-expanded={hasChildren ? isOpen : undefined}
                aria-selected={node.id === selectedId}
                // Named by its content (label, then the spoken counts): a name that left out the visible counts
                // would fail WCAG 2.5.3 (label in name).
                tabIndex={node.id === tabStop?.node.id ? 0 : -1}
                onFocus={() => setFocusedId(node.id)}
                onClick={() => onSelect(node)}
                onKeyDown={(event) => onKeyDown(event, row, index)}
              >
                <span
                  className={`tl-node__twisty${hasChildren ? '' : ' tl-node__twisty--leaf'}${isOpen ? ' tl-node__twisty--open' : ''}`}
                  aria-hidden="true"
                  // The arrow keys do this for the keyboard; a click on the arrow opens without selecting.
                  onClick={(event) => { if (hasChildren) { event.stopPropagation(); setOpen(node.id, !isOpen); } }}
                />
                <span className="tl-node__text">
                  <span id={labelId} className="tl-node__label">{node.label}</span>
                  {showCounts ? (
                    <span id={countId} className="tl-node__counts">
                      <span aria-hidden="true">{t('threeLists.tree.counts', { duties: node.dutyCount, services: node.serviceCount })}</span>
                      <span className="sh-visually-hidden">{t('threeLists.tree.countsLabel', { duties: node.dutyCount, services: node.serviceCount })}</span>
                    </span>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
