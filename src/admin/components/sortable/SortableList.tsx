import type { ReactNode } from 'react';
import {
  closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DndContextProps, type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { List, type ListProps } from '@mui/material';

export interface SortableListProps extends Omit<ListProps, 'children'> {
  /** The rows' ids in their shown order. */
  ids: readonly string[];
  /** A row was dropped on another's place (never called for a drop on its own place). */
  onMove(activeId: string, overId: string): void;
  /** What is said to screen readers (useDragAnnouncements). */
  accessibility?: DndContextProps['accessibility'];
  /** SortableRow elements, one per id. */
  children: ReactNode;
}

/**
 * A vertical list ordered by drag, pointer or keyboard; a pointer must move 4px first, so a click on the row is
 * still a click.
 */
export function SortableList({ ids, onMove, accessibility, children, ...list }: SortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        <List {...list}>{children}</List>
      </SortableContext>
    </DndContext>
  );
}
