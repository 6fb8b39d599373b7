import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { getTree, getTripleListConfig, isDutyTypeMust } from '../../../shared/api/catalogue/three-lists';
import {
  DUTY_TYPE_NAMES, DUTY_TYPES, type ThreeListKey, type ThreeListTreeNode, type TripleListConfig,
} from '../../../shared/schema/three-lists';
import { useServices } from '../../app/services';
import { LoadError, Loading } from '../../components/AsyncStates';
import { useCall } from '../../lib/use-call';
import { useTranslation } from '../../lib/i18n-react';
import { ServiceDetailDialog } from '../service-detail';
import { ServiceOpenerProvider } from '../../app/service-opener';
import { CountSummary } from './CountSummary';
import { DeptList } from './DeptList';
import { DeptTree } from './DeptTree';
import { DutyList } from './DutyList';
import type { ListContext } from './list-context';
import { ListTabs, panelId, tabId } from './ListTabs';
import { ServiceList } from './ServiceList';
import { pathTo, selectedNodeId } from './tree-model';
import { useThreeListsUrl, type ThreeListsUrl } from './use-three-lists-url';
import './three-lists.css';
import './texts';

/**
 * The three lists (/threelists): the department responsibility list, the service inventory and the duty list,
 * as the configuration (studio: threeListsConfig) orders and shows them, beside a tree of department categories
 * and departments. The selection (list, department, keyword, type, page) lives in the address.
 */
export function ThreeListsPage() {
  return (
    <ServiceOpenerProvider>
      <ConfiguredPage />
    </ServiceOpenerProvider>
  );
}

function ConfiguredPage() {
  const { t } = useTranslation();
  const s = useServices();
  const { state, reload } = useCall(s.blade, getTripleListConfig, {});
  const url = useThreeListsUrl();
  if (state.status === 'loading') return <div className="tl"><Loading className="tl-page-state" label={t('threeLists.loading')} /></div>;
  if (state.status === 'error') {
    return <div className="tl"><LoadError className="tl-page-state" title={t('threeLists.failed')} detail={state.error.message} onRetry={reload} /></div>;
  }
  return <ListsPage config={state.data} url={url} />;
}

/** The lists the configuration shows, in its order. */
function shownLists(config: TripleListConfig) {
  return config.lists.filter((list) => list.visible).sort((a, b) => a.sort - b.sort);
}

function ListsPage({ config, url }: { config: TripleListConfig; url: ThreeListsUrl }) {
  const { t } = useTranslation();
  const s = useServices();
  const prefix = useId();
  const sideId = `${prefix}-side`;
  const { state, update } = url;
  const tabs = useMemo(() => shownLists(config), [config]);
  const firstKey = tabs[0]?.key ?? 'dept';
  // A list the configuration hides (an old link) shows the first one instead.
  const active: ThreeListKey = tabs.some((tab) => tab.key === state.list) ? (state.list as ThreeListKey) : firstKey;
  const tree = useCall(s.blade, getTree, { keyword: '' });
  const { state: typesState } = useCall(s.blade, isDutyTypeMust, {});
  // isDutyTypeMust answers the configuration's dutyTypeRequired; until (or unless) it answers, the config says it.
  const showDutyTypes = typesState.status === 'success' ? typesState.data.isDutyTypeMust : config.dutyTypeRequired;
  const dutyTypes = useMemo(() => (typesState.status === 'success' ? typesState.data.dutyTypes
    : DUTY_TYPES.map((value) => ({ value, label: DUTY_TYPE_NAMES[value] }))), [typesState]);

  const [detailId, setDetailId] = useState<string | null>(null);
  const [sideOpen, setSideOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const selectedId = selectedNodeId(state);
  const nodes = tree.state.status === 'success' ? tree.state.data : [];
  const path = pathTo(nodes, selectedId);
  const scopeName = path.length > 0 ? path[path.length - 1]!.label : state.category !== '' ? state.category : '';

  const onSelect = useCallback((node: ThreeListTreeNode | null) => {
    if (!node) update({ deptId: '', category: '' });
    else if (node.nodeType === 'category') update({ category: node.category, deptId: '' });
    else update({ deptId: node.id, category: '' });
    // On a phone the tree covers the list: close it, and give the keyboard back to its button.
    if (sideOpen) {
      setSideOpen(false);
      toggleRef.current?.focus();
    }
  }, [update, sideOpen]);

  const ctx: ListContext = useMemo(() => ({
    state,
    pageSize: config.pageSize,
    showCounts: config.showCounts,
    showDutyTypes,
    dutyTypes,
    dutyListShown: tabs.some((tab) => tab.key === 'duty'),
    update,
    onShowDetail: setDetailId,
  }), [state, config.pageSize, config.showCounts, showDutyTypes, dutyTypes, tabs, update]);

  return (
    <div className="tl">
      <header className="tl-head">
        <h1 className="tl-title">{config.pageTitle}</h1>
        {config.intro ? <p className="tl-intro">{config.intro}</p> : null}
      </header>

      <div className="tl-layout">
        <button
          ref={toggleRef}
          type="button"
          className="tl-button tl-side-toggle"
          aria-expanded={sideOpen}
          aria-controls={sideId}
          onClick={() => setSideOpen((open) => !open)}
        >
          {sideOpen ? t('threeLists.tree.close') : scopeName ? t('threeLists.tree.openWith', { name: scopeName }) : t('threeLists.tree.open')}
        </button>
        <aside id={sideId} className={`tl-side${sideOpen ? ' tl-side--open' : ''}`} aria-labelledby={`${prefix}-side-title`}>
          <h2 id={`${prefix}-side-title`} className="tl-side__title">{t('threeLists.tree.title')}</h2>
          {tree.state.status === 'loading' ? (
            <div aria-busy="true">
              <Loading label={t('threeLists.tree.loading')} />
              {Array.from({ length: 6 }, (_, i) => <div key={i} className="tl-ghost tl-ghost--node" aria-hidden="true" />)}
            </div>
          ) : null}
          {tree.state.status === 'error' ? (
            <LoadError title={t('threeLists.tree.failed')} detail={tree.state.error.message} onRetry={tree.reload} />
          ) : null}
          {tree.state.status === 'success' ? (
            <DeptTree nodes={tree.state.data} selectedId={selectedId} showCounts={config.showCounts} onSelect={onSelect} />
          ) : null}
        </aside>

        <section className="tl-main" aria-labelledby={`${prefix}-scope`}>
          <div className="tl-scope">
            {path.length > 1 ? (
              <p className="tl-crumbs tl-muted">{path.slice(0, -1).map((node) => node.label).join(' › ')}</p>
            ) : null}
            <h2 id={`${prefix}-scope`} className="tl-scope__title">
              {scopeName === '' ? t('threeLists.scope.all')
                : state.deptId === '' ? t('threeLists.scope.category', { name: scopeName }) : scopeName}
            </h2>
          </div>
          {config.showCounts ? <CountSummary category={state.category} deptId={state.deptId} /> : null}
          <ListTabs prefix={prefix} tabs={tabs} active={active} onSelect={(key) => update({ list: key === firstKey ? '' : key })} />
          <div id={panelId(prefix)} role="tabpanel" className="tl-panel" aria-labelledby={tabId(prefix, active)}>
            {active === 'dept' ? <DeptList ctx={ctx} /> : null}
            {active === 'service' ? <ServiceList ctx={ctx} /> : null}
            {active === 'duty' ? <DutyList ctx={ctx} /> : null}
          </div>
        </section>
      </div>

      {detailId ? <ServiceDetailDialog serviceId={detailId} visitor={false} onClose={() => setDetailId(null)} /> : null}
    </div>
  );
}
