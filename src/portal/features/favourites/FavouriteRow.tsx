import type { CSSProperties } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { DirectoryItem } from '../../../shared/schema/directory';
import { useContentText, useTranslation } from '../../lib/i18n-react';
import { ItemIcon } from '../home/ItemIcon';

export interface FavouriteRowProps {
  item: DirectoryItem;
  /** 0-based place in the list, and the list's length (the ends cannot move further). */
  index: number;
  total: number;
  reordering: boolean;
  onMove(serviceId: string, delta: -1 | 1): void;
  onOpen(item: DirectoryItem): void;
  onDetail(serviceId: string): void;
  onRemove(item: DirectoryItem): void;
}

/**
 * One favourite as a sortable list item: icon, name, department and way of handling (OPEN-05). Normally it offers
 * 办理, 详情 and 取消收藏; while reordering, a drag handle (pointer or keyboard, through dnd-kit) and 上移 / 下移
 * for those who do not drag.
 */
export function FavouriteRow({ item, index, total, reordering, onMove, onOpen, onDetail, onRemove }: FavouriteRowProps) {
  const { t } = useTranslation();
  const text = useContentText();
  const sortable = useSortable({
    id: item.serviceId,
    disabled: !reordering,
    attributes: { roleDescription: t('favourites.reorder.roleDescription') },
  });
  const style: CSSProperties = { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition };
  const name = text(item, 'serviceName');
  // OPEN-05: OFFLINE is handled at a counter; anything else online.
  const offline = item.processType === 'OFFLINE';

  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      className={`fav-row${reordering ? ' fav-row--reordering' : ''}${sortable.isDragging ? ' fav-row--dragging' : ''}`}
      data-service-id={item.serviceId}
    >
      {reordering ? (
        <button
          ref={sortable.setActivatorNodeRef}
          type="button"
          className="fav-row__handle"
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={t('favourites.reorder.handle', { name })}
        >
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
            {[5, 10, 15].map((y) => [7, 13].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" fill="currentColor" />))}
          </svg>
        </button>
      ) : null}
      <ItemIcon icon={item.serviceIcon} name={name} />
      <div className="fav-row__main">
        <span className="fav-row__name">{name}</span>
        <span className="fav-row__meta">
          {item.serviceDeptName ? <span className="fav-row__dept">{text(item, 'serviceDeptName')}</span> : null}
          <span className={`fav-row__way fav-row__way--${offline ? 'offline' : 'online'}`}>
            {t(offline ? 'favourites.offline' : 'favourites.online')}
          </span>
        </span>
      </div>
      <div className="fav-row__actions">
        {reordering ? (
          <>
            <button
              type="button"
              className="fav-button"
              data-move="up"
              disabled={index === 0}
              aria-label={t('favourites.reorder.upLabel', { name })}
              onClick={() => onMove(item.serviceId, -1)}
            >
              {t('favourites.reorder.up')}
            </button>
            <button
              type="button"
              className="fav-button"
              data-move="down"
              disabled={index === total - 1}
              aria-label={t('favourites.reorder.downLabel', { name })}
              onClick={() => onMove(item.serviceId, 1)}
            >
              {t('favourites.reorder.down')}
            </button>
          </>
        ) : (
          <>
            <button type="button" className="fav-button fav-button--primary" aria-label={t('favourites.openLabel', { name })} onClick={() => onOpen(item)}>
              {t('favourites.open')}
            </button>
            <button type="button" className="fav-button" aria-label={t('favourites.detailLabel', { name })} onClick={() => onDetail(item.serviceId)}>
              {t('favourites.detail')}
            </button>
            <button
              type="button"
              className="fav-button fav-button--danger"
              aria-label={t('favourites.removeLabel', { name })}
              onClick={() => onRemove(item)}
            >
              {t('favourites.remove')}
            </button>
          </>
        )}
      </div>
    </li>
  );
}
