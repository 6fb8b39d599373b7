/**
 * Pure edits of the order of a user's favourites. Each returns a new array, or the very same one when nothing
 * changes, so a caller can tell "no move" (an end was reached, a drop on itself) from a move by identity.
 */

/** Anything with a service id: a favourite as myCollect answers it, or a test's stand-in. */
export interface Keyed { serviceId: string }

export function serviceIds(items: readonly Keyed[]): string[] {
  return items.map((item) => item.serviceId);
}

/** Same services in the same order. */
export function sameOrder(a: readonly Keyed[], b: readonly Keyed[]): boolean {
  return a.length === b.length && a.every((item, i) => item.serviceId === b[i]?.serviceId);
}

/** Moves the item at `from` to `to`, the others shifting to make room. */
export function moveIndex<T>(items: readonly T[], from: number, to: number): readonly T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return items;
  const next = items.slice();
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/** 上移 (-1) / 下移 (+1): one place, never past either end. */
export function moveBy<T extends Keyed>(items: readonly T[], serviceId: string, delta: -1 | 1): readonly T[] {
  const from = items.findIndex((item) => item.serviceId === serviceId);
  return from < 0 ? items : moveIndex(items, from, from + delta);
}

/**
 * A drop: the dragged item takes the place of the one it was dropped on. A drop outside the list (`overId` null)
 * or on an id no longer in the list changes nothing.
 */
export function applyDrag<T extends Keyed>(items: readonly T[], activeId: string, overId: string | null): readonly T[] {
  if (overId === null) return items;
  const ids = serviceIds(items);
  return moveIndex(items, ids.indexOf(activeId), ids.indexOf(overId));
}

/** 1-based place of a service in the list, 0 when it is not there. */
export function positionOf(items: readonly Keyed[], serviceId: string): number {
  return items.findIndex((item) => item.serviceId === serviceId) + 1;
}

/** The favourites without one service; the same array when it was not there. */
export function without<T extends Keyed>(items: readonly T[], serviceId: string): readonly T[] {
  return items.some((item) => item.serviceId === serviceId) ? items.filter((item) => item.serviceId !== serviceId) : items;
}
