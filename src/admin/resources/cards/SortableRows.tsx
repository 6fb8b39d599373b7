import { useMemo, type ReactNode } from 'react';
import { arrayMove } from '@dnd-kit/sortable';
import { Box, Typography } from '@mui/material';
import { SortableList, SortableRow as Row, useDragAnnouncements } from '../../components/sortable';
import { dragTexts } from '../../i18n/drag-texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

export interface SortableRow {
  id: string;
  name: string;
}

/**
 * A list ordered by drag: pointer, or keyboard (Space picks a handle up, arrows move it, Space drops, Esc
 * cancels), each move announced. `onReorder` gets the new order of ids; the caller saves it.
 * @example <SortableRows rows={cards} onReorder={save} render={(row) => row.name} />
 */
export function SortableRows<R extends SortableRow>({ rows, onReorder, render, disabled = false, label }: {
  rows: readonly R[];
  onReorder(ids: string[]): void;
  render(row: R): ReactNode;
  disabled?: boolean;
  label: string;
}) {
  const { t } = useStudioTranslation();
  const accessibility = useDragAnnouncements(rows, useMemo(() => dragTexts(t, 'cardStudio.drag'), [t]));
  const ids = rows.map((r) => r.id);

  function onMove(activeId: string, overId: string) {
    const from = ids.indexOf(activeId);
    const to = ids.indexOf(overId);
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  }

  return (
    <Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>{t('cardStudio.drag.instructions')}</Typography>
      <SortableList ids={ids} onMove={onMove} accessibility={accessibility} aria-label={label} disablePadding>
        {rows.map((row) => (
          <Row key={row.id} id={row.id} handleLabel={t('cardStudio.order.handle', { name: row.name })} disabled={disabled}
            data-row-id={row.id} sx={{ gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>{render(row)}</Box>
          </Row>
        ))}
      </SortableList>
    </Box>
  );
}
