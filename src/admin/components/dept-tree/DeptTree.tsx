import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Alert, Box, Button, CircularProgress, TextField, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { getDeptTree, getDeptTreePower } from '../../../shared/api/catalogue/studio-lists';
import type { DeptTreeNode } from '../../../shared/schema/studio-lists';
import { messageOf } from '../drafts/errors';
import { useCallQuery } from '../../data-provider/use-call';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

export interface DeptTreeProps {
  /** getDeptTreePower (the departments the caller manages) or getDeptTree (all of them). */
  scope: 'managed' | 'all';
  selectedId: string | null;
  onSelect(node: DeptTreeNode): void;
}

type Load = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; nodes: DeptTreeNode[] };

/** Every node id down from `nodes`, for expanding the whole (filtered) tree at once. */
const allIds = (nodes: readonly DeptTreeNode[]): string[] => nodes.flatMap((n) => [n.dictKey, ...allIds(n.children)]);

/** The nodes as the screen shows them, top to bottom: what ↑/↓ move between. */
function visible(nodes: readonly DeptTreeNode[], open: ReadonlySet<string>): DeptTreeNode[] {
  return nodes.flatMap((n) => [n, ...(open.has(n.dictKey) ? visible(n.children, open) : [])]);
}

/**
 * The department tree (baseService/getDeptTree, getDeptTreePower) as a WAI-ARIA tree: ↑/↓ move, → opens or goes
 * to the first child, ← closes or goes to the parent, Enter chooses. The server filters by name (deptName).
 */
export function DeptTree({ scope, selectedId, onSelect }: DeptTreeProps) {
  const { t } = useStudioTranslation();
  const labelId = useId();
  const [term, setTerm] = useState('');
  // The name the server is asked about: the search goes out after typing pauses, like the dictionary selects (DICT-01).
  const [searched, setSearched] = useState('');
  const [open, setOpen] = useState<Set<string>>(new Set());
  const [focused, setFocused] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => { setSearched(term.trim()); }, term === '' ? 0 : 300);
    return () => { clearTimeout(timer); };
  }, [term]);

  const tree = useCallQuery(scope === 'managed' ? getDeptTreePower : getDeptTree, { deptName: searched });
  const load: Load = tree.isFetching || (!tree.isError && tree.data === undefined) ? { kind: 'loading' }
    : tree.isError ? { kind: 'failed', message: messageOf(tree.error) }
    : { kind: 'ready', nodes: tree.data };

  // Each answer opens the root at first; a search's answer opens every branch so the matches show.
  const [openedFor, setOpenedFor] = useState<readonly DeptTreeNode[] | null>(null);
  if (load.kind === 'ready' && load.nodes !== openedFor) {
    setOpenedFor(load.nodes);
    setOpen(new Set(searched === '' ? load.nodes.map((n) => n.dictKey) : allIds(load.nodes)));
  }

  const toggle = (id: string) => setOpen((was) => {
    const next = new Set(was);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  });

  function onKeyDown(event: KeyboardEvent, node: DeptTreeNode, parent: DeptTreeNode | null) {
    if (load.kind !== 'ready') return;
    const rows = visible(load.nodes, open);
    const at = rows.findIndex((n) => n.dictKey === node.dictKey);
    const focus = (target: DeptTreeNode | undefined) => {
      if (!target) return;
      setFocused(target.dictKey);
      document.getElementById(`${labelId}-${target.dictKey}`)?.focus();
    };
    const handled = ({
      ArrowDown: () => focus(rows[at + 1]),
      ArrowUp: () => focus(rows[at - 1]),
      ArrowRight: () => (open.has(node.dictKey) ? focus(node.children[0]) : node.children.length > 0 && toggle(node.dictKey)),
      ArrowLeft: () => (open.has(node.dictKey) ? toggle(node.dictKey) : focus(parent ?? undefined)),
      Enter: () => onSelect(node),
      ' ': () => onSelect(node),
    } as Record<string, () => unknown>)[event.key];
    if (handled) {
      event.preventDefault();
      handled();
    }
  }

  function renderNodes(nodes: readonly DeptTreeNode[], parent: DeptTreeNode | null, level: number) {
    return nodes.map((node) => {
      const expanded = open.has(node.dictKey);
      const hasChildren = node.children.length > 0;
      const first = load.kind === 'ready' ? load.nodes[0]?.dictKey : undefined;
      const tabbable = (focused ?? selectedId ?? first) === node.dictKey;
      return (
        <Box component="li" key={node.dictKey} role="treeitem" aria-level={level} aria-selected={node.dictKey === selectedId}
          aria-expanded={hasChildren ? expanded : undefined} sx={{ listStyle: 'none' }}>
          <Box id={`${labelId}-${node.dictKey}`} tabIndex={tabbable ? 0 : -1} onKeyDown={(e) => onKeyDown(e, node, parent)}
            onClick={() => { setFocused(node.dictKey); onSelect(node); }} onFocus={() => setFocused(node.dictKey)}
            sx={{
              display: 'flex', alignItems: 'center', gap: 0.5, pl: level * 1.5, py: 0.5, borderRadius: 1, cursor: 'pointer',
              bgcolor: node.dictKey === selectedId ? 'action.selected' : undefined, '&:hover': { bgcolor: 'action.hover' },
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
            }}>
            {hasChildren ? (
              <Box component="span" aria-hidden onClick={(e) => { e.stopPropagation(); toggle(node.dictKey); }} sx={{ display: 'inline-flex' }}>
                {expanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
              </Box>
            ) : <Box component="span" sx={{ width: 20 }} />}
            <span>{node.dictValue}</span>
            <Typography component="span" sx={{ color: 'text.secondary', fontSize: 12 }}>{node.deptCode}</Typography>
          </Box>
          {hasChildren && expanded ? <Box component="ul" role="group" sx={{ m: 0, p: 0 }}>{renderNodes(node.children, node, level + 1)}</Box> : null}
        </Box>
      );
    });
  }

  return (
    <Box>
      <TextField size="small" fullWidth label={t('deptTree.filter')} value={term} onChange={(e) => setTerm(e.target.value)} sx={{ mb: 1 }}
        slotProps={{ htmlInput: { maxLength: 50 } }} />
      <Typography id={labelId} sx={{ color: 'text.secondary', fontSize: 13, mb: 0.5 }}>{t('deptTree.label')}</Typography>
      {load.kind === 'loading' ? <CircularProgress size={20} aria-label={t('deptTree.loading')} /> : null}
      {load.kind === 'failed' ? <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => { void tree.refetch(); }}>{t('deptTree.retry')}</Button>}>{load.message}</Alert> : null}
      {load.kind === 'ready' && load.nodes.length === 0 ? <Typography sx={{ color: 'text.secondary' }}>{t('deptTree.empty')}</Typography> : null}
      {load.kind === 'ready' && load.nodes.length > 0 ? (
        <Box component="ul" role="tree" aria-labelledby={labelId} sx={{ m: 0, p: 0, maxHeight: 480, overflowY: 'auto' }}>
          {renderNodes(load.nodes, null, 1)}
        </Box>
      ) : null}
    </Box>
  );
}
