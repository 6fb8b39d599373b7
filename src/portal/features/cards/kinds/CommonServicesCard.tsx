import { useContentText } from '../../../lib/i18n-react';
import { commonServiceSplit } from '../../../../shared/rules/card-display';
import { useCardActions } from '../card-actions';
import { IconTile } from '../parts/IconTile';
import { useNow } from '../parts/use-now';
import type { KindProps } from './kind-props';
import { ServiceFacts } from './ServiceFacts';

/** 常用服务: the first services large (3, or 2 on the narrow layout — CARD-07), the rest as a list. */
export function CommonServicesCard({ data, columnName, mode, limit }: KindProps<'services'>) {
  const { openService } = useCardActions();
  const text = useContentText();
  const now = useNow();
  const { large, rest } = commonServiceSplit(data.items.slice(0, limit), mode);
  return (
    <div className="sh-card-common">
      <ul className={`sh-card-common__large sh-card-common__large--${large.length}`} aria-label={columnName}>
        {large.map((item) => (
          <li key={item.serviceId}>
            <button type="button" className="sh-card-common__big" onClick={() => openService(item)}>
              <IconTile icon={item.serviceIcon} name={text(item, 'serviceName')} size="lg" />
              <span className="sh-card-common__text">
                <span className="sh-card-common__name">{text(item, 'serviceName')}</span>
                {' '}
                {item.serviceDeptName ? <span className="sh-card-common__dept">{text(item, 'serviceDeptName')}</span> : null}
                {' '}
                <span className="sh-card-common__facts"><ServiceFacts item={item} now={now} /></span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {rest.length > 0 ? (
        <ul className="sh-card-list sh-card-common__rest" aria-label={columnName}>
          {rest.map((item) => (
            <li key={item.serviceId}>
              <button type="button" className="sh-card-list__item" onClick={() => openService(item)}>
                <span className="sh-card-list__title">{text(item, 'serviceName')}</span>
                {' '}
                <span className="sh-card-list__meta"><ServiceFacts item={item} now={now} /></span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
