import { useMemo, useRef } from 'react';
import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { useTranslation } from '../../lib/i18n-react';
import { positionOf } from './favourite-order';

interface Named { serviceId: string; serviceName: string }

/**
 * What dnd-kit says to screen readers while a favourite is dragged, in the reader's language. Positions are of
 * the list as it was when the drag began (dnd-kit's own list), which is where the item lands on drop.
 */
export function useDragAnnouncements(items: readonly Named[]): {
  announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions;
} {
  const { t } = useTranslation();
  // dnd-kit reports "over" at once for the item's own place, and again on every move within one place: only a
  // change of place is said, so the pick-up announcement is not drowned out straight away.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  return useMemo(() => {
    const nameOf = (id: UniqueIdentifier) => items.find((item) => item.serviceId === String(id))?.serviceName ?? '';
    const pos = (id: UniqueIdentifier) => positionOf(items, String(id));
    const announcements: Announcements = {
      onDragStart: ({ active }) => {
        lastOver.current = active.id;
        return t('favourites.drag.start', { name: nameOf(active.id), pos: pos(active.id), total: items.length });
      },
      onDragOver: ({ active, over }) => {
        const place = over?.id ?? null;
        if (place === lastOver.current) return undefined;
        lastOver.current = place;
        return place !== null
          ? t('favourites.drag.over', { name: nameOf(active.id), pos: pos(place) })
          : t('favourites.drag.outside', { name: nameOf(active.id) });
      },
      onDragEnd: ({ active, over }) => (over
        ? t('favourites.drag.end', { name: nameOf(active.id), pos: pos(over.id) })
        : t('favourites.drag.cancel', { name: nameOf(active.id), pos: pos(active.id) })),
      onDragCancel: ({ active }) => t('favourites.drag.cancel', { name: nameOf(active.id), pos: pos(active.id) }),
    };
    return { announcements, screenReaderInstructions: { draggable: t('favourites.drag.instructions') } };
  }, [items, t]);
}
