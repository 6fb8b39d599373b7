import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { DirectoryItem } from '../../../shared/schema/directory';
import { useButtonGuard } from '../../../ui/use-button-guard';
import { useTranslation } from '../../lib/i18n-react';
import { serviceIds } from './favourite-order';
import { FavouriteRow } from './FavouriteRow';
import { RemoveDialog } from './RemoveDialog';
import { useDragAnnouncements } from './use-drag-announcements';
import { useFavouritesEditor } from './use-favourites-editor';

export interface FavouritesListProps {
  initial: readonly DirectoryItem[];
  onOpenService(item: DirectoryItem): void;
  onShowDetail(serviceId: string): void;
  onChanged?(): void;
  /** Loads the favourites again (after a refused save, whose usual cause is a list changed elsewhere). */
  onReload(): void;
}

/** Where focus goes after the list changed under it. */
type FocusWish =
  | { kind: 'move'; serviceId: string; control: 'up' | 'down' }
  | { kind: 'row'; serviceId: string }
  | { kind: 'hint' | 'toolbar' | 'empty' };

/**
 * The loaded favourites: the list with its actions, the 调整顺序 mode (drag, keyboard drag, 上移 / 下移, then
 * 保存 or 取消), the empty state, the confirmation of 取消收藏 and a live region that says what changed.
 */
export function FavouritesList({ initial, onOpenService, onShowDetail, onChanged, onReload }: FavouritesListProps) {
  const { t } = useTranslation();
  const editor = useFavouritesEditor(initial, onChanged);
  const { items, reordering } = editor;
  const [removing, setRemoving] = useState<DirectoryItem | null>(null);
  const ids = useMemo(() => serviceIds(items), [items]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useDragAnnouncements(items);
  const hintId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const hintRef = useRef<HTMLParagraphElement>(null);
  const toolbarRef = useRef<HTMLButtonElement>(null);
  const emptyRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<FocusWish | null>(null);
  const save = useButtonGuard(async () => {
    // Saved, unchanged or refused, reordering ends and 调整顺序 comes back: focus waits for it there.
    focusNext.current = { kind: 'toolbar' };
    await editor.save();
  });

  // Controls come and go with the mode, and rows move or leave: put focus where the user expects it next rather
  // than let it fall to <body>. A wish whose target is not on screen yet (the save still on its way) waits.
  useLayoutEffect(() => {
    const wish = focusNext.current;
    if (!wish) return;
    const row = (id: string) => Array.from(listRef.current?.children ?? [])
      .find((el): el is HTMLElement => el instanceof HTMLElement && el.dataset.serviceId === id);
    let target: HTMLElement | null | undefined;
    if (wish.kind === 'move') {
      const item = row(wish.serviceId);
      const same = item?.querySelector<HTMLButtonElement>(`[data-move="${wish.control}"]`);
      const twin = item?.querySelector<HTMLButtonElement>(`[data-move="${wish.control === 'up' ? 'down' : 'up'}"]`);
      target = same && !same.disabled ? same : twin;
    } else if (wish.kind === 'row') {
      target = row(wish.serviceId)?.querySelector<HTMLButtonElement>('button');
    } else {
      target = { hint: hintRef, toolbar: toolbarRef, empty: emptyRef }[wish.kind].current;
    }
    if (!target) return;
    focusNext.current = null;
    target.focus();
  });

  function onMove(serviceId: string, delta: -1 | 1) {
    focusNext.current = { kind: 'move', serviceId, control: delta < 0 ? 'up' : 'down' };
    editor.move(serviceId, delta);
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    editor.drop(String(active.id), over ? String(over.id) : null);
  }

  function onRemoved(item: DirectoryItem) {
    const at = ids.indexOf(item.serviceId);
    // The next favourite takes the removed one's place; after the last, the one before it.
    const neighbour = ids[at + 1] ?? ids[at - 1];
    focusNext.current = neighbour ? { kind: 'row', serviceId: neighbour } : { kind: 'empty' };
    setRemoving(null);
    editor.removed(item);
  }

  const count = items.length;
  return (
    <div className="fav-list">
      {editor.failure !== null ? (
        <div className="fav-notice" role="alert">
          <span className="fav-notice__text">{editor.failure}</span>
          <span className="fav-notice__actions">
            <button type="button" className="sh-link-button" onClick={onReload}>{t('favourites.reorder.reload')}</button>
            <button type="button" className="sh-link-button" onClick={editor.dismissFailure}>{t('favourites.reorder.dismiss')}</button>
          </span>
        </div>
      ) : null}

      {count === 0 ? (
        <div ref={emptyRef} className="fav-empty" tabIndex={-1}>
          <p className="fav-empty__title">{t('favourites.empty')}</p>
          <p className="fav-empty__hint">{t('favourites.emptyHint')}</p>
        </div>
      ) : (
        <>
          <div className="fav-toolbar">
            <span className="fav-toolbar__count">{t('favourites.count', { n: count })}</span>
            {count > 1 ? (
              <div className="fav-toolbar__actions" role="group" aria-label={t('favourites.reorder.toolbar')}>
                {reordering ? (
                  <>
                    {save.disabled ? <span className="fav-toolbar__saving" role="status">{t('favourites.reorder.saving')}</span> : null}
                    <button
                      type="button"
                      className="sh-button sh-button--secondary fav-toolbar__button"
                      disabled={save.disabled}
                      onClick={() => { focusNext.current = { kind: 'toolbar' }; editor.cancel(); }}
                    >
                      {t('favourites.reorder.cancel')}
                    </button>
                    <button type="button" className="sh-button fav-toolbar__button" disabled={save.disabled} onClick={save.onClick}>
                      {t('favourites.reorder.save')}
                    </button>
                  </>
                ) : (
                  <button
                    ref={toolbarRef}
                    type="button"
                    className="sh-button sh-button--secondary fav-toolbar__button"
                    onClick={() => { focusNext.current = { kind: 'hint' }; editor.start(); }}
                  >
                    {t('favourites.reorder.start')}
                  </button>
                )}
              </div>
            ) : null}
          </div>
          {reordering ? <p ref={hintRef} id={hintId} className="fav-hint" tabIndex={-1}>{t('favourites.reorder.hint')}</p> : null}
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
            <SortableContext items={ids} strategy={verticalListSortingStrategy}>
              <ol ref={listRef} className="fav-rows" aria-describedby={reordering ? hintId : undefined}>
                {items.map((item, index) => (
                  <FavouriteRow
                    key={item.serviceId}
                    item={item}
                    index={index}
                    total={count}
                    reordering={reordering}
                    onMove={onMove}
                    onOpen={onOpenService}
                    onDetail={onShowDetail}
                    onRemove={setRemoving}
                  />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        </>
      )}
      <p className="sh-visually-hidden" role="status">{editor.announcement}</p>

      {removing ? <RemoveDialog item={removing} onRemoved={onRemoved} onClose={() => setRemoving(null)} /> : null}
    </div>
  );
}
