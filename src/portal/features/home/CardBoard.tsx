import { useCallback, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import {
  closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { LayoutCard } from '../../../shared/schema/cards';
import { useContentText, useTranslation } from '../../lib/i18n-react';
import { CataloguePanel } from './CataloguePanel';
import { gridLayoutFor } from './grid-layout';
import { addCard, cardIds, moveBy, moveIndex, removeCard } from './layout-order';
import { ResetDialog } from './ResetDialog';
import { SortableCard } from './SortableCard';
import { useElementWidth } from './use-element-width';
import { useLayoutEditor } from './use-layout-editor';

type Dialog = 'catalogue' | 'reset' | null;

/**
 * The user's cards in a responsive grid, and edit mode: reorder by drag (a handle per card) or by keyboard (the
 * handle with dnd-kit's keyboard sensor, or the 上移 / 下移 buttons), remove, add from the catalogue, reset to the
 * role's default. Every change saves at once (useLayoutEditor); screen readers hear each move in Chinese.
 */
export function CardBoard({ initial }: { initial: readonly LayoutCard[] }) {
  const { t } = useTranslation();
  const text = useContentText();
  const editor = useLayoutEditor(initial);
  const { cards, change } = editor;
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [measure, width, gridNode] = useElementWidth<HTMLOListElement>();
  const { columns, mode } = gridLayoutFor(width);
  const ids = useMemo(() => cardIds(cards), [cards]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // After 上移 / 下移 the card's list item moves in the DOM, which drops focus: put it back on the same control
  // (or on its twin when the card reached an end and the control is now disabled).
  const refocus = useRef<{ cardId: string; edit: 'up' | 'down' } | null>(null);
  useLayoutEffect(() => {
    const wanted = refocus.current;
    if (!wanted) return;
    refocus.current = null;
    const item = Array.from(gridNode.current?.children ?? []).find((el) => el instanceof HTMLElement && el.dataset.cardId === wanted.cardId);
    const same = item?.querySelector<HTMLButtonElement>(`[data-edit="${wanted.edit}"]`);
    const twin = item?.querySelector<HTMLButtonElement>(`[data-edit="${wanted.edit === 'up' ? 'down' : 'up'}"]`);
    (same && !same.disabled ? same : twin)?.focus();
  }, [cards, gridNode]);

  const nameOf = useCallback((id: UniqueIdentifier) => {
    const card = cards.find((c) => c.cardId === String(id));
    return card ? text(card, 'cardName') : '';
  }, [cards, text]);
  const positionOf = useCallback((id: UniqueIdentifier) => ids.indexOf(String(id)) + 1, [ids]);

  const onMove = useCallback((cardId: string, delta: -1 | 1) => {
    const next = moveBy(cards, cardId, delta);
    if (next === cards) return;
    refocus.current = { cardId, edit: delta < 0 ? 'up' : 'down' };
    const pos = next.findIndex((c) => c.cardId === cardId) + 1;
    change(next, t('homePage.edit.moved', { name: nameOf(cardId), pos }));
  }, [cards, change, nameOf, t]);

  const onRemove = useCallback((cardId: string) => {
    const next = removeCard(cards, cardId);
    if (next === cards) return;
    change(next, t('homePage.edit.removed', { name: nameOf(cardId) }));
  }, [cards, change, nameOf, t]);

  const onAdd = useCallback((card: LayoutCard) => {
    const next = addCard(cards, card);
    if (next !== cards) change(next, t('homePage.edit.added', { name: text(card, 'cardName') }));
  }, [cards, change, t, text]);

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    // dnd-kit's own announcement (onDragEnd below) has already said where the card landed.
    change(moveIndex(cards, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))), '');
  }

  // dnd-kit reports "over" at once for the card's own place, and again on every move within one place: only a
  // change of place is said, so the pick-up announcement is not drowned out straight away.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const announcements = useMemo<Announcements>(() => ({
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return t('homePage.drag.start', { name: nameOf(active.id), pos: positionOf(active.id), total: ids.length });
    },
    onDragOver: ({ active, over }) => {
      const place = over?.id ?? null;
      if (place === lastOver.current) return undefined;
      lastOver.current = place;
      return place !== null
        ? t('homePage.drag.over', { name: nameOf(active.id), pos: positionOf(place) })
        : t('homePage.drag.outside', { name: nameOf(active.id) });
    },
    onDragEnd: ({ active, over }) => (over
      ? t('homePage.drag.end', { name: nameOf(active.id), pos: positionOf(over.id) })
      : t('homePage.drag.cancel', { name: nameOf(active.id), pos: positionOf(active.id) })),
    onDragCancel: ({ active }) => t('homePage.drag.cancel', { name: nameOf(active.id), pos: positionOf(active.id) }),
  }), [t, nameOf, positionOf, ids.length]);

  return (
    <section className="hp-cards" aria-labelledby="hp-cards-title">
      <div className="hp-cards__head">
        <h2 id="hp-cards-title" className="hp-cards__title">{t('homePage.cards.title')}</h2>
        <div className="hp-cards__tools" role="group" aria-label={t('homePage.edit.toolbar')}>
          {editor.saving ? <span className="hp-muted hp-cards__saving">{t('homePage.edit.saving')}</span> : null}
          {editing ? (
            <>
              <button type="button" className="sh-button sh-button--secondary" onClick={() => setDialog('catalogue')}>
                {t('homePage.edit.add')}
              </button>
              <button type="button" className="sh-button sh-button--secondary" onClick={() => setDialog('reset')}>
                {t('homePage.edit.reset')}
              </button>
            </>
          ) : null}
          {/* One button for both states, so focus stays on it when edit mode starts or ends. */}
          <button
            type="button"
            className={`sh-button${editing ? '' : ' sh-button--secondary'}`}
            aria-describedby={editing ? 'hp-cards-hint' : undefined}
            onClick={() => setEditing((on) => !on)}
          >
            {t(editing ? 'homePage.edit.done' : 'homePage.edit.start')}
          </button>
        </div>
      </div>
      {editing ? <p id="hp-cards-hint" className="hp-cards__hint">{t('homePage.edit.hint')}</p> : null}

      {cards.length === 0 ? <p className="hp-empty hp-cards__empty">{t('homePage.cards.empty')}</p> : null}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('homePage.drag.instructions') } }}
      >
        <SortableContext items={ids} strategy={rectSortingStrategy}>
          <ol ref={measure} className="hp-grid" style={{ '--hp-columns': columns } as CSSProperties} data-mode={mode}>
            {cards.map((card, index) => (
              <SortableCard
                key={card.cardId}
                card={card}
                index={index}
                total={cards.length}
                editing={editing}
                mode={mode}
                onMove={onMove}
                onRemove={onRemove}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <p className="sh-visually-hidden" role="status">{editor.announcement}</p>

      {dialog === 'catalogue' ? <CataloguePanel cards={cards} onAdd={onAdd} onClose={() => setDialog(null)} /> : null}
      {dialog === 'reset' ? <ResetDialog onConfirm={editor.reset} onClose={() => setDialog(null)} /> : null}
    </section>
  );
}
