import type { CSSProperties } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, Chip, IconButton, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { BUILT_IN_NAVIGATION, type NavigationConfigItem } from '../../../shared/schema/navigation-config';
import { useNavigationTexts } from './texts';

export interface NavigationRowProps {
  item: NavigationConfigItem;
  selected: boolean;
  onSelect(id: string): void;
}

/** One entry of the left list: a drag handle (pointer or keyboard), its name, and the 已启用 marker when isAuto is 1. */
export function NavigationRow({ item, selected, onSelect }: NavigationRowProps) {
  const t = useNavigationTexts();
  const sortable = useSortable({ id: item.id, attributes: { roleDescription: t.drag.roleDescription } });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
    position: 'relative',
    zIndex: sortable.isDragging ? 1 : undefined,
  };
  return (
    <ListItem ref={sortable.setNodeRef} style={style} disablePadding data-navigation-id={item.id}
      sx={{ bgcolor: sortable.isDragging ? 'action.hover' : undefined, borderBottom: 1, borderColor: 'divider' }}>
      <IconButton
        ref={sortable.setActivatorNodeRef}
        size="small"
        {...sortable.attributes}
        {...sortable.listeners}
        aria-label={t.drag.handle(item.navigationName)}
        sx={{ cursor: 'grab', touchAction: 'none', mx: 0.5 }}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      <ListItemButton selected={selected} aria-current={selected ? 'true' : undefined} onClick={() => { onSelect(item.id); }} sx={{ pl: 0.5 }}>
        <ListItemText
          primary={item.navigationName}
          secondary={item.isBuilt === BUILT_IN_NAVIGATION ? t.builtIn : t.custom}
          slotProps={{ primary: { noWrap: true }, secondary: { sx: { color: 'text.secondary' } } }}
        />
        {item.isAuto === 1 ? (
          <Box component="span" sx={{ ml: 1, flexShrink: 0 }}>
            <Chip size="small" color="success" variant="outlined" label={t.enabled} sx={{ color: 'success.dark', borderColor: 'success.dark' }} />
          </Box>
        ) : null}
      </ListItemButton>
    </ListItem>
  );
}
