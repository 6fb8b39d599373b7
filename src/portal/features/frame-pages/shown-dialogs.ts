import type { DialogEntry } from '../../../shared/state/dialogs';

/**
 * The model dialogs on screen: the open ones, and for a moment those just closed. A closed dialog's frame stays
 * (hidden) for CLOSE_GRACE_MS, so its app can still receive closeDialogEvent (DLG-01): a frame removed at once is
 * discarded with the message still queued for it.
 */
export const CLOSE_GRACE_MS = 500;

export interface ShownDialog {
  entry: DialogEntry;
  /** Set while the closed dialog waits out its grace: a number unique to this closing. */
  leaving: number | null;
}

/**
 * The next dialogs on screen for the store's new list: each keeps its place (so React keeps its frame), open ones
 * take their new state, model entries gone from the list start leaving under `token`, and new ones come last.
 */
export function mergeShown(shown: readonly ShownDialog[], list: readonly DialogEntry[], token: number): ShownDialog[] {
  const models = list.filter((entry) => entry.config.openType === 'model');
  const next: ShownDialog[] = shown.map((item) => {
    const live = models.find((entry) => entry.id === item.entry.id);
    if (live) return { entry: live, leaving: null };
    return item.leaving === null ? { entry: item.entry, leaving: token } : item;
  });
  for (const entry of models) {
    if (!next.some((item) => item.entry.id === entry.id)) next.push({ entry, leaving: null });
  }
  return next;
}

/** Drops the dialogs that started leaving under `token` (and were not opened again since). */
export function dropLeft(shown: readonly ShownDialog[], token: number): readonly ShownDialog[] {
  // The same list when nothing left, so React has nothing to redo.
  return shown.some((item) => item.leaving === token) ? shown.filter((item) => item.leaving !== token) : shown;
}
