import type { ServiceItem } from '../../../shared/schema/cards';
import { useContentText, useTranslation } from '../../lib/i18n-react';

/** A service among a duty's: its name opens the detail dialog; the way of handling beside it (OPEN-05). */
export function ServiceChip({ service, onShowDetail }: { service: ServiceItem; onShowDetail(serviceId: string): void }) {
  const { t } = useTranslation();
  const text = useContentText();
  const offline = service.processType === 'OFFLINE';
  return (
    <button
      type="button"
      className="tl-chip"
      // Named by its visible text (name and way of handling), as WCAG 2.5.3 asks; the chip's look says it opens.
      title={t('threeLists.service.detail', { name: text(service, 'serviceName') })}
      onClick={() => onShowDetail(service.serviceId)}
    >
      <span>{text(service, 'serviceName')}</span>
      <span className={`tl-badge${offline ? ' tl-badge--offline' : ''}`}>
        {offline ? t('threeLists.service.offline') : t('threeLists.service.online')}
      </span>
    </button>
  );
}

/** The duty type as a badge; shown only while a duty type is required (nobody/isDutyTypeMust). */
export function DutyTypeBadge({ name }: { name: string }) {
  return <span className="tl-badge tl-badge--type">{name}</span>;
}
