import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { List, ListItemButton, ListItemText } from '@mui/material';
import type { ConfigMenuEntry } from '../../shared/schema/shell';

interface StudioMenuProps {
  entries: readonly ConfigMenuEntry[];
  currentId: string | undefined;
  titleOf(entry: ConfigMenuEntry): string;
  onNavigate(entry: ConfigMenuEntry): void;
  /** The pointer or the focus reached an entry: its page's chunk may start loading. */
  onPrefetch?(entry: ConfigMenuEntry): void;
}

/**
 * The user's configuration-menu entries in menu order, the current one marked (aria-current). Entries are links:
 * Tab reaches them, Enter opens one, and the arrow keys, Home and End move between them.
 */
export function StudioMenu({ entries, currentId, titleOf, onNavigate, onPrefetch }: StudioMenuProps) {
  const listRef = useRef<HTMLUListElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = [...(listRef.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])];
    const at = links.findIndex((link) => link === document.activeElement);
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: links.length - 1 }[event.key];
    if (next === undefined || links.length === 0) return;
    event.preventDefault();
    links[(next + links.length) % links.length]?.focus();
  };

  const onClick = (event: MouseEvent<HTMLAnchorElement>, entry: ConfigMenuEntry) => {
    // A plain click moves the portal's router; modified clicks keep the browser's own behaviour (new tab…).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(entry);
  };

  return (
    <List ref={listRef} onKeyDown={onKeyDown} disablePadding sx={{ display: 'flex', flexDirection: 'column', gap: 0.25 }}>
      {entries.map((entry) => {
        const active = entry.id === currentId;
        return (
          <li key={entry.id}>
            <ListItemButton
              component="a"
              href={entry.path}
              selected={active}
              aria-current={active ? 'page' : undefined}
              onClick={(event: MouseEvent<HTMLAnchorElement>) => onClick(event, entry)}
              onPointerEnter={() => onPrefetch?.(entry)}
              onFocus={() => onPrefetch?.(entry)}
              sx={{
                borderRadius: 1.5,
                borderLeft: '3px solid transparent',
                '&.Mui-selected': { borderLeftColor: 'primary.main', color: 'primary.dark', fontWeight: 600 },
                '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
              }}
            >
              <ListItemText primary={titleOf(entry)} slotProps={{ primary: { sx: { fontWeight: 'inherit', fontSize: 14 } } }} />
            </ListItemButton>
          </li>
        );
      })}
    </List>
  );
}
