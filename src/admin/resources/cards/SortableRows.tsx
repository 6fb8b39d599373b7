import { useMemo, useRef, type ReactNode } from 'react';
import {
  closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements,
  type DragEndEvent, type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, IconButton, List, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface SortableRow {
  id: string;
  name: string;
}

function Row({ row, children, disabled }: { row: SortableRow; children: ReactNode; disabled: boolean }) {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: row.id, disabled });
  return (
    <ListItem
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      sx={{ gap: 1, bgcolor: isDragging ? 'action.selected' : 'background.paper', borderBottom: 1, borderColor: 'divider' }}
      data-row-id={row.id}
    >
      <IconButton
        ref={setActivatorNodeRef}
        size="small"
        aria-label={translate('cardStudio.order.handle', { name: row.name })}
        sx={{ cursor: 'grab', touchAction: 'none' }}
        disabled={disabled}
        {...attributes}
        {...listeners}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
    </ListItem>
  );
}

/** What is said to screen readers while a row moves, with 1-based positions in the list as it stood. */
function useAnnouncements(rows: readonly SortableRow[]): Announcements {
  const translate = useTranslate();
  const lastOver = useRef<UniqueIdentifier | null>(null);
  return useMemo(() => {
    const name = (id: UniqueIdentifier) => rows.find((r) => r.id === String(id))?.name ?? '';
    const position = (id: UniqueIdentifier) => rows.findIndex((r) => r.id === String(id)) + 1;
    const total = rows.length;
    return {
      onDragStart: ({ active }) => {
        lastOver.current = active.id;
        return translate('cardStudio.order.picked', { name: name(active.id), position: position(active.id), total });
      },
      onDragOver: ({ active, over }) => {
        // Only a change of place is said, so the pick-up announcement is not drowned out at once.
        if (!over || over.id === lastOver.current) return undefined;
        lastOver.current = over.id;
        return translate('cardStudio.order.moved', { name: name(active.id), position: position(over.id), total });
      },
      onDragEnd: ({ active, over }) => (over
        ? translate('cardStudio.order.dropped', { name: name(active.id), position: position(over.id), total })
        : translate('cardStudio.order.cancelled', { name: name(active.id) })),
      onDragCancel: ({ active }) => translate('cardStudio.order.cancelled', { name: name(active.id) }),
    };
  }, [rows, translate]);
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
  const translate = useTranslate();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements = useAnnouncements(rows);
  const ids = rows.map((r) => r.id);

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  }

  return (
    <Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>{translate('cardStudio.order.help')}</Typography>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: translate('cardStudio.order.help') } }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <List aria-label={label} disablePadding>
            {rows.map((row) => <Row key={row.id} row={row} disabled={disabled}>{render(row)}</Row>)}
          </List>
        </SortableContext>
      </DndContext>
    </Box>
  );
}
