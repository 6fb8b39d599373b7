import { useMemo, useRef } from 'react';
import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

/** The words said while dragging; each page passes its own (scene, service …). */
export interface DragTexts {
  instructions: string;
  start(name: string, pos: number, total: number): string;
  over(name: string, pos: number): string;
  outside(name: string): string;
  end(name: string, pos: number): string;
  cancel(name: string, pos: number): string;
}

export interface Named {
  id: string;
  name: string;
}

/**
 * What dnd-kit says to screen readers while a row is dragged, in the studio's language. Positions are of the list
 * as it was when the drag began, which is where the row lands on drop; only a change of place is announced.
 */
export function useSortableAnnouncements(items: readonly Named[], drag: DragTexts): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const lastOver = useRef<UniqueIdentifier | null>(null);
  return useMemo(() => {
    const nameOf = (id: UniqueIdentifier) => items.find((item) => item.id === String(id))?.name ?? '';
    const pos = (id: UniqueIdentifier) => items.findIndex((item) => item.id === String(id)) + 1;
    const announcements: Announcements = {
      onDragStart: ({ active }) => {
        lastOver.current = active.id;
        return drag.start(nameOf(active.id), pos(active.id), items.length);
      },
      onDragOver: ({ active, over }) => {
        const place = over?.id ?? null;
        if (place === lastOver.current) return undefined;
        lastOver.current = place;
        return place !== null ? drag.over(nameOf(active.id), pos(place)) : drag.outside(nameOf(active.id));
      },
      onDragEnd: ({ active, over }) => (over ? drag.end(nameOf(active.id), pos(over.id)) : drag.cancel(nameOf(active.id), pos(active.id))),
      onDragCancel: ({ active }) => drag.cancel(nameOf(active.id), pos(active.id)),
    };
    return { announcements, screenReaderInstructions: { draggable: drag.instructions } };
  }, [items, drag]);
}
