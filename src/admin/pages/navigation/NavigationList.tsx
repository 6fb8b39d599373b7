import { useId, useMemo } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Checkbox, Chip, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import { BUILT_IN_NAVIGATION, type NavigationConfigItem } from '../../../shared/schema/navigation-config';
import { SortableList, SortableRow, useDragAnnouncements } from '../../components/sortable';
import './texts';
import { dragTexts } from '../../i18n/drag-texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

export interface NavigationListProps {
  items: readonly NavigationConfigItem[];
  selectedId: string | null;
  /** SHELL-08: six custom navigations exist, so + is off and says why. */
  atLimit: boolean;
  orderFailure: string | null;
  onDismissOrderFailure(): void;
  onSelect(id: string): void;
  onAdd(): void;
  onReorder(activeId: string, overId: string): void;
  /** The ticked entries, exported as range 3 (EXP-02); without it the rows have no checkbox. */
  checked?: ReadonlySet<string>;
  onCheck?(id: string, checked: boolean): void;
}

/** SHELL-07's left list: entries in order (drag or keyboard to reorder), the 已启用 marker, and + to add one. */
export function NavigationList(props: NavigationListProps) {
  const { items, selectedId, atLimit, orderFailure, onDismissOrderFailure, onSelect, onAdd, onReorder, checked, onCheck } = props;
  const { t } = useStudioTranslation();
  const headingId = useId();
  const limitId = useId();
  const named = useMemo(() => items.map((item) => ({ id: item.id, name: item.navigationName })), [items]);
  const accessibility = useDragAnnouncements(named, useMemo(() => dragTexts(t, 'navigation.drag'), [t]));

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ alignSelf: 'start', overflow: 'hidden' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={headingId} component="h2" sx={{ fontSize: 16, fontWeight: 600 }}>{t('navigation.listLabel')}</Typography>
        <Button
          color="secondary"
          size="small"
          variant="contained"
          onClick={onAdd}
          disabled={atLimit}
          aria-describedby={atLimit ? limitId : undefined}
          aria-label={t('navigation.add')}
          title={atLimit ? t('navigation.limit') : t('navigation.add')}
          sx={{ minWidth: 40, px: 1 }}
        >
          <AddIcon fontSize="small" />
        </Button>
      </Box>
      {atLimit ? <Typography id={limitId} sx={{ px: 1.5, py: 0.75, fontSize: 13, color: 'text.primary', bgcolor: '#fff4e5' }}>{t('navigation.limit')}</Typography> : null}
      {orderFailure !== null ? <Alert severity="error" onClose={onDismissOrderFailure} sx={{ m: 1 }}>{orderFailure}</Alert> : null}
      <SortableList ids={items.map((item) => item.id)} onMove={onReorder} accessibility={accessibility} disablePadding aria-labelledby={headingId}>
        {items.map((item) => {
          const selected = item.id === selectedId;
          return (
            <SortableRow key={item.id} id={item.id} handleLabel={t('navigation.drag.handle', { name: item.navigationName })} roleDescription={t('navigation.drag.roleDescription')}
              disablePadding data-navigation-id={item.id}>
              {checked && onCheck ? (
                <Checkbox size="small" checked={checked.has(item.id)} onChange={(e) => { onCheck(item.id, e.target.checked); }}
                  slotProps={{ input: { 'aria-label': t('navigation.check', { name: item.navigationName }) } }} sx={{ p: 0.5 }} />
              ) : null}
              <ListItemButton selected={selected} aria-current={selected ? 'true' : undefined} onClick={() => { onSelect(item.id); }} sx={{ pl: 0.5 }}>
                <ListItemText
                  primary={item.navigationName}
                  secondary={item.isBuilt === BUILT_IN_NAVIGATION ? t('navigation.builtIn') : t('navigation.custom')}
                  slotProps={{ primary: { noWrap: true }, secondary: { sx: { color: 'text.secondary' } } }}
                />
                {/* The 已启用 marker: isAuto is 1. */}
                {item.isAuto === 1 ? (
                  <Box component="span" sx={{ ml: 1, flexShrink: 0 }}>
                    <Chip size="small" color="success" variant="outlined" label={t('navigation.enabled')} sx={{ color: 'success.dark', borderColor: 'success.dark' }} />
                  </Box>
                ) : null}
              </ListItemButton>
            </SortableRow>
          );
        })}
      </SortableList>
    </Paper>
  );
}
