import { useMemo, useRef } from 'react';
import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

/** The words said while a row is dragged; each page passes its own (navigation, scene, service, card …). */
export interface DragTexts {
  instructions: string;
  start(name: string, pos: number, total: number): string;
  over(name: string, pos: number, total: number): string;
  /** Said when the row leaves the list; a page without it says nothing then. */
  outside?(name: string): string;
  end(name: string, pos: number, total: number): string;
  cancel(name: string, pos: number): string;
}

/** A row as the announcements name it. */
export interface NamedRow {
  id: string;
  name: string;
}

/**
 * What dnd-kit says to screen readers while a row is dragged, in the studio's language. Positions are 1-based, of
 * the list as it was when the drag began, which is where the row lands on drop.
 *
 * @example
 * const accessibility = useDragAnnouncements(scenes.map((s) => ({ id: s.id, name: s.sceneName })), dragTexts(t, 'helpConfig.drag'));
 * <DndContext accessibility={accessibility} …>
 */
export function useDragAnnouncements(rows: readonly NamedRow[], texts: DragTexts): {
  announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions;
} {
  // dnd-kit reports "over" for the row's own place at once and on every move within one place: only a change of
  // place is said, so the pick-up announcement is not drowned out.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  return useMemo(() => {
    const nameOf = (id: UniqueIdentifier) => rows.find((row) => row.id === String(id))?.name ?? '';
    const pos = (id: UniqueIdentifier) => rows.findIndex((row) => row.id === String(id)) + 1;
    const total = rows.length;
    const announcements: Announcements = {
      onDragStart: ({ active }) => {
        lastOver.current = active.id;
        return texts.start(nameOf(active.id), pos(active.id), total);
      },
      onDragOver: ({ active, over }) => {
        const place = over?.id ?? null;
        if (place === lastOver.current) return undefined;
        if (place === null) {
          if (!texts.outside) return undefined;
          lastOver.current = null;
          return texts.outside(nameOf(active.id));
        }
        lastOver.current = place;
        return texts.over(nameOf(active.id), pos(place), total);
      },
      onDragEnd: ({ active, over }) => (over
        ? texts.end(nameOf(active.id), pos(over.id), total)
        : texts.cancel(nameOf(active.id), pos(active.id))),
      onDragCancel: ({ active }) => texts.cancel(nameOf(active.id), pos(active.id)),
    };
    return { announcements, screenReaderInstructions: { draggable: texts.instructions } };
  }, [rows, texts]);
}
