import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { queryAllServiceByType } from '../../../../shared/api/catalogue/prelogin';
import type { PreLoginColumn } from '../../../../shared/schema/prelogin';
import { useServices } from '../../../app/services';
import { useContentText, useTranslation } from '../../../lib/i18n-react';
import { useCall } from '../../../lib/use-call';
import { BlockSection } from '../BlockSection';
import { ServiceGroupPanel, type ServiceGroup } from './ServiceGroupPanel';

const SKELETON_TABS = 4;
const SKELETON_SERVICES = 6;

/** The service column: every group (by the config's groupBy) as a tab, each with its first services. */
export function ServiceColumnBlock({ column, onOpenService }: { column: PreLoginColumn; onOpenService: (serviceId: string) => void }) {
  const { t } = useTranslation();
  const s = useServices();
  const { state, reload } = useCall(s.blade, queryAllServiceByType, {}, { transition: true });
  return (
    <BlockSection
      blockKey="serviceColumn"
      title={column.title}
      state={state}
      onRetry={reload}
      isEmpty={(data) => data.groups.length === 0}
      emptyText={t('landing.services.empty')}
      skeleton={(
        <>
          <div className="lp-tabs">{Array.from({ length: SKELETON_TABS }, (_, i) => <span key={i} className="lp-tab lp-skeleton__box" />)}</div>
          <div className="lp-services">
            {Array.from({ length: SKELETON_SERVICES }, (_, i) => <span key={i} className="lp-service lp-skeleton__box" />)}
          </div>
        </>
      )}
    >
      {(data) => <ServiceTabs groups={data.groups} onOpen={onOpenService} />}
    </BlockSection>
  );
}

/**
 * The groups as an ARIA tablist: ←/→ (and Home/End) move between the tabs and show the group at once; Tab leaves
 * the list for the panel. Only the selected tab is in the tab order (roving tabindex).
 */
function ServiceTabs({ groups, onOpen }: { groups: readonly ServiceGroup[]; onOpen: (serviceId: string) => void }) {
  const { t } = useTranslation();
  const text = useContentText();
  const base = useId();
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.min(selected, groups.length - 1);
  const group = groups[current];

  function select(index: number) {
    const next = (index + groups.length) % groups.length;
    setSelected(next);
    tabs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowRight') select(current + 1);
    else if (event.key === 'ArrowLeft') select(current - 1);
    else if (event.key === 'Home') select(0);
    else if (event.key === 'End') select(groups.length - 1);
    else return;
    event.preventDefault();
  }

  return (
    <>
      <div className="lp-tabs" role="tablist" aria-label={t('landing.services.tabs')} onKeyDown={onKeyDown}>
        {groups.map((g, i) => (
          <button
            key={g.groupId}
            ref={(el) => { tabs.current[i] = el; }}
            type="button"
            role="tab"
            id={`${base}-tab-${i}`}
            className="lp-tab"
            aria-selected={i === current}
            aria-controls={`${base}-panel`}
            tabIndex={i === current ? 0 : -1}
            onClick={() => setSelected(i)}
          >
            {text(g, 'groupName')}
            <span className="lp-tab__count" aria-hidden="true">{g.total}</span>
            <span className="sh-visually-hidden">{t('landing.services.tabCount', { n: g.total })}</span>
          </button>
        ))}
      </div>
      {group ? (
        <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${current}`} className="lp-tabpanel" tabIndex={0}>
          {/* Keyed: another group starts folded, with its own pages. */}
          <ServiceGroupPanel key={group.groupId} group={group} onOpen={onOpen} />
        </div>
      ) : null}
    </>
  );
}
