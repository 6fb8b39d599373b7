import { useCallback } from 'react';
import { formatVisitCount, isNew } from '../../../shared/rules/card-display';
import type { DirectoryItem } from '../../../shared/schema/directory';
import { useServices } from '../../app/services';
import { LoadError } from '../../components/AsyncStates';
import { useCall } from '../../lib/use-call';
import { useContentText, useTranslation } from '../../lib/i18n-react';
import { ItemIcon } from '../home/ItemIcon';
import type { CentreType } from './list-source';
import { useDirectoryCalls } from './directory-mode';

/** The side lists show the top five. */
const SIDE_LIST_SIZE = 5;

/** 热门服务 and 最新上线 of the page's centre; each entry opens the service's details. */
export function SideLists({ serviceType, onShowDetail }: { serviceType: CentreType; onShowDetail(serviceId: string): void }) {
  const s = useServices();
  const calls = useDirectoryCalls();
  const loadHot = useCallback(
    () => s.osp.call(calls.heat, { serviceType, size: SIDE_LIST_SIZE }, { silent: true }),
    [s, calls, serviceType],
  );
  const loadNew = useCallback(
    () => s.osp.call(calls.newest, { serviceType, size: SIDE_LIST_SIZE }, { silent: true }),
    [s, calls, serviceType],
  );
  return (
    <aside className="sc-side">
      <SideList kind="hot" load={loadHot} onShowDetail={onShowDetail} />
      <SideList kind="newest" load={loadNew} onShowDetail={onShowDetail} />
    </aside>
  );
}

function SideList({ kind, load, onShowDetail }: {
  kind: 'hot' | 'newest';
  load: () => Promise<DirectoryItem[]>;
  onShowDetail(serviceId: string): void;
}) {
  const { t, language } = useTranslation();
  const text = useContentText();
  const s = useServices();
  const { state, reload } = useCall(load);
  const titleId = `sc-side-${kind}`;
  const now = s.now();
  const dateOf = (iso: string): string => {
    const time = Date.parse(iso);
    return Number.isNaN(time) ? '' : new Date(time).toLocaleDateString(language, { month: 'short', day: 'numeric' });
  };

  return (
    <section className="sc-panel sc-side__list" aria-labelledby={titleId} aria-busy={state.status === 'loading'}>
      <h2 id={titleId} className="sc-panel__title">{t(`directory.side.${kind}`)}</h2>
      {state.status === 'loading' ? (
        <>
          <p className="sh-visually-hidden" role="status">{t(`directory.side.${kind}Loading`)}</p>
          <ul className="sc-side__items" aria-hidden="true">
            {Array.from({ length: SIDE_LIST_SIZE }, (_, i) => <li key={i} className="sc-ghost sc-ghost--row" />)}
          </ul>
        </>
      ) : null}
      {state.status === 'error' ? <LoadError title={t(`directory.side.${kind}Failed`)} detail={state.error.message} onRetry={reload} /> : null}
      {state.status === 'success' && state.data.length === 0 ? <p className="sc-muted">{t(`directory.side.${kind}Empty`)}</p> : null}
      {state.status === 'success' && state.data.length > 0 ? (
        <ol className="sc-side__items">
          {state.data.slice(0, SIDE_LIST_SIZE).map((item, index) => (
            <li key={item.serviceId}>
              <button type="button" className="sc-side__item" onClick={() => onShowDetail(item.serviceId)}>
                {kind === 'hot' ? (
                  <>
                    <span className={`sc-rank${index < 3 ? ' sc-rank--top' : ''}`} aria-hidden="true">{index + 1}</span>
                    <span className="sh-visually-hidden">{t('directory.side.rank', { n: index + 1 })}</span>
                  </>
                ) : <ItemIcon icon={item.serviceIcon} name={text(item, 'serviceName')} />}
                <span className="sc-side__body">
                  <span className="sc-side__name">
                    {text(item, 'serviceName')}
                    {kind === 'newest' && isNew(item.releaseTime, now) ? <span className="sc-new">{t('directory.card.newBadge')}</span> : null}
                  </span>
                  <span className="sc-muted">
                    {kind === 'hot'
                      ? t('directory.card.visits', { n: formatVisitCount(item.visitCount) })
                      : [text(item, 'serviceDeptName'), dateOf(item.releaseTime) && t('directory.side.released', { date: dateOf(item.releaseTime) })]
                        .filter(Boolean).join(' · ')}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
