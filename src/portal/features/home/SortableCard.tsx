import { useCallback, type CSSProperties } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { getCardData } from '../../../shared/api/catalogue/home';
import type { CardLayoutMode } from '../../../shared/rules/card-display';
import type { LayoutCard } from '../../../shared/schema/cards';
import { useServices } from '../../app/services';
import { useContentText, useTranslation } from '../../lib/i18n-react';
import { HomeCard } from '../cards';
import { useInboxReload } from './use-inbox-reload';

export interface SortableCardProps {
  card: LayoutCard;
  /** 0-based place in the layout, and how many cards there are (the ends cannot move further). */
  index: number;
  total: number;
  editing: boolean;
  mode: CardLayoutMode;
  onMove(cardId: string, delta: -1 | 1): void;
  onRemove(cardId: string): void;
}

/**
 * One card of the layout as a sortable list item. The card loads its own data (so a slow or failing card never
 * holds up the others); in edit mode its header carries the drag handle, 上移 / 下移, and 移除 or, for a
 * mandatory card, a lock and the reason it stays.
 */
export function SortableCard({ card, index, total, editing, mode, onMove, onRemove }: SortableCardProps) {
  const { t } = useTranslation();
  const text = useContentText();
  const s = useServices();
  const load = useCallback(() => s.blade.call(getCardData, { cardId: card.cardId }, { silent: true }), [s, card.cardId]);
  const reloadKey = useInboxReload(card.cardKind);
  const sortable = useSortable({
    id: card.cardId,
    disabled: !editing,
    attributes: { roleDescription: t('homePage.edit.roleDescription') },
  });
  const style: CSSProperties = { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition };
  const name = text(card, 'cardName');

  const editBar = editing ? (
    <div className="hp-edit-bar">
      <button
        ref={sortable.setActivatorNodeRef}
        type="button"
        className="hp-edit-bar__handle"
        {...sortable.attributes}
        {...sortable.listeners}
        aria-label={t('homePage.edit.handle', { name })}
      >
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          {[5, 10, 15].map((y) => [7, 13].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" fill="currentColor" />))}
        </svg>
      </button>
      <button
        type="button"
        className="hp-edit-bar__button"
        data-edit="up"
        disabled={index === 0}
        aria-label={t('homePage.edit.upLabel', { name })}
        onClick={() => onMove(card.cardId, -1)}
      >
        {t('homePage.edit.up')}
      </button>
      <button
        type="button"
        className="hp-edit-bar__button"
        data-edit="down"
        disabled={index === total - 1}
        aria-label={t('homePage.edit.downLabel', { name })}
        onClick={() => onMove(card.cardId, 1)}
      >
        {t('homePage.edit.down')}
      </button>
      {card.mandatory ? (
        <span className="hp-edit-bar__lock">
          <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M6 8V6a4 4 0 1 1 8 0v2h1a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1h1Zm2 0h4V6a2 2 0 1 0-4 0v2Z" />
          </svg>
          {t('homePage.edit.locked')}
        </span>
      ) : (
        <button
          type="button"
          className="hp-edit-bar__button hp-edit-bar__button--danger"
          data-edit="remove"
          aria-label={t('homePage.edit.removeLabel', { name })}
          onClick={() => onRemove(card.cardId)}
        >
          {t('homePage.edit.remove')}
        </button>
      )}
    </div>
  ) : undefined;

  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      className={`hp-grid__item${editing ? ' hp-grid__item--editing' : ''}${sortable.isDragging ? ' hp-grid__item--dragging' : ''}`}
      data-card-id={card.cardId}
    >
      <HomeCard entry={card} load={load} mode={mode} headerExtra={editBar} reloadKey={reloadKey} />
    </li>
  );
}
