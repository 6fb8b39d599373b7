import { useContentText } from '../../../lib/i18n-react';
import { isNew, ITEMS_PER_ROW, type CardLayoutMode } from '../../../../shared/rules/card-display';
import type { ServiceItem } from '../../../../shared/schema/cards';
import { useCardActions } from '../card-actions';
import { cssVars } from '../parts/css-vars';
import { IconTile } from '../parts/IconTile';
import { NewBadge } from '../parts/NewBadge';
import { useNow } from '../parts/use-now';

/**
 * An icon grid of services, as many per row as CARD-04 says for the layout and at most `limit` of them; a
 * service released within 24 hours wears the 'NEW' badge (CARD-09). Business express and my favourites use it.
 */
export function ServiceGrid({ items, limit, mode, label }: {
  items: readonly ServiceItem[];
  limit: number;
  mode: CardLayoutMode;
  label: string;
}) {
  const { openService } = useCardActions();
  const text = useContentText();
  const now = useNow();
  return (
    <ul className="sh-card-grid" aria-label={label} style={cssVars({ '--sh-card-per-row': ITEMS_PER_ROW[mode] })}>
      {items.slice(0, limit).map((item) => (
        <li key={item.serviceId}>
          <button
            type="button"
            className="sh-card-grid__item"
            title={item.serviceDeptName ? `${text(item, 'serviceName')} · ${text(item, 'serviceDeptName')}` : text(item, 'serviceName')}
            onClick={() => openService(item)}
          >
            <IconTile icon={item.serviceIcon} name={text(item, 'serviceName')} />
            <span className="sh-card-grid__name">{text(item, 'serviceName')}</span>
            {' '}
            {isNew(item.releaseTime, now) ? <NewBadge /> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
