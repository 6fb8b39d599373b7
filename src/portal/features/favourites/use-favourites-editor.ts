import { useCallback, useState } from 'react';
import { changeOrder } from '../../../shared/api/catalogue/directory';
import type { DirectoryItem } from '../../../shared/schema/directory';
import { useServices } from '../../app/services';
import { useTranslation } from '../../lib/i18n-react';
import { useServerMessage } from '../../lib/use-server-message';
import { applyDrag, moveBy, positionOf, sameOrder, serviceIds, without } from './favourite-order';
import { errorMessage } from '../../../shared/api/error-message';

export interface FavouritesEditor {
  /** What the list shows: the draft while reordering, else the order the server last accepted. */
  items: readonly DirectoryItem[];
  reordering: boolean;
  /** Why the last save was refused, in the reader's language; null when there is nothing to show. */
  failure: string | null;
  /** The latest text for the polite live region. */
  announcement: string;
  start(): void;
  /** 上移 / 下移; announced. */
  move(serviceId: string, delta: -1 | 1): void;
  /** A drop; dnd-kit has announced it already. */
  drop(activeId: string, overId: string | null): void;
  /** 取消: the draft is dropped, the saved order is back. */
  cancel(): void;
  /** 保存: sends the draft; on refusal the last accepted order is back and `failure` says why. */
  save(): Promise<void>;
  /** After the server took a favourite away (cancelCollect). */
  removed(item: DirectoryItem): void;
  dismissFailure(): void;
}

/**
 * The favourites and their reordering. Unlike the home page's cards, a reorder is a draft that only 保存 sends
 * (changeOrder takes the whole list at once), so 取消 can put everything back without a call. The server's
 * answer to a save is the truth from then on; a refusal (say FAVORITES_ORDER_MISMATCH after another tab changed
 * the favourites) leaves the last accepted order on screen and the reason beside it.
 */
export function useFavouritesEditor(initial: readonly DirectoryItem[], onChanged?: () => void): FavouritesEditor {
  const s = useServices();
  const { t } = useTranslation();
  const localise = useServerMessage();
  const [saved, setSaved] = useState<readonly DirectoryItem[]>(initial);
  const [draft, setDraft] = useState<readonly DirectoryItem[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A live region repeats a text only when it changes: a no-break space alternates on repeats.
  const [spoken, setSpoken] = useState({ text: '', n: 0 });
  const announce = useCallback((text: string) => setSpoken((prev) => ({ text, n: prev.n + 1 })), []);

  const start = useCallback(() => {
    setFailure(null);
    setDraft(saved);
  }, [saved]);

  const move = useCallback((serviceId: string, delta: -1 | 1) => {
    if (!draft) return;
    const next = moveBy(draft, serviceId, delta);
    if (next === draft) return;
    setDraft(next);
    const name = next.find((item) => item.serviceId === serviceId)?.serviceName ?? '';
    announce(t('favourites.reorder.moved', { name, pos: positionOf(next, serviceId) }));
  }, [draft, announce, t]);

  const drop = useCallback((activeId: string, overId: string | null) => {
    setDraft((current) => (current ? applyDrag(current, activeId, overId) : current));
  }, []);

  const cancel = useCallback(() => {
    setDraft(null);
    announce(t('favourites.reorder.cancelled'));
  }, [announce, t]);

  const save = useCallback(async () => {
    if (!draft) return;
    if (sameOrder(draft, saved)) {
      setDraft(null);
      announce(t('favourites.reorder.unchanged'));
      return;
    }
    try {
      // silent: the refusal is shown beside the list, with a way to reload, rather than as a passing toast.
      const list = await s.blade.call(changeOrder, { serviceIds: serviceIds(draft) }, { silent: true });
      setSaved(list);
      setDraft(null);
      announce(t('favourites.reorder.saved'));
      onChanged?.();
    } catch (error) {
      setDraft(null);
      setFailure(errorMessage(error));
      // The failure notice is an alert of its own; the live region is not used twice for one event.
    }
  }, [draft, saved, s, announce, t, onChanged]);

  const removed = useCallback((item: DirectoryItem) => {
    setSaved((list) => without(list, item.serviceId));
    setDraft((list) => (list ? without(list, item.serviceId) : list));
    announce(t('favourites.removed', { name: item.serviceName }));
    onChanged?.();
  }, [announce, t, onChanged]);

  const dismissFailure = useCallback(() => setFailure(null), []);

  return {
    items: draft ?? saved,
    reordering: draft !== null,
    failure: failure === null ? null : t('favourites.reorder.saveFailed', { msg: localise(failure) }),
    announcement: spoken.n % 2 === 0 ? spoken.text : `${spoken.text}\u00a0`,
    start, move, drop, cancel, save, removed, dismissFailure,
  };
}
