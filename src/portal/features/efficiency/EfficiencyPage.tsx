import { useCallback, useState } from 'react';
import * as eff from '../../../shared/api/catalogue/efficiency';
import { serviceScene } from '../../../shared/api/catalogue/directory';
import type { EfficiencyBlock, EfficiencyFilter, ReportConfig, TrendUnit } from '../../../shared/schema/efficiency';
import { DEFAULT_REPORT_CONFIG, TREND_UNITS } from '../../../shared/schema/efficiency';
import { useServices } from '../../app/services';
import { LoadError, Loading } from '../../components/AsyncStates';
import { useCall } from '../../lib/use-call';
import { useTranslation } from '../../lib/i18n-react';
import { Block } from './Block';
import { ServiceBars, TrendChart } from './Charts';
import { flowColumns, heatColumns, likesColumns, timeoutNodeColumns, timeoutProcessColumns } from './columns';
import { DataTable } from './DataTable';
import { Deferred } from './Deferred';
import { ExportButton } from './ExportButton';
import { EMPTY_FILTER, FilterBar } from './FilterBar';
import { OverviewFigures } from './Overview';
import { PersonalBlock } from './PersonalBlock';
import { ReportBlock } from './ReportBlock';
import { filteredDepartment, ScopeProvider, viewableDepartments } from './scope';
import { localTime } from './columns';
import './efficiency.css';
import './texts';

/**
 * Efficiency supervision (/effectivenessSupervision): the blocks the published configuration shows (studio:
 * effectivenessMonitoringConfig), over one filter. Department-level blocks appear only when the server says the
 * user may open some department (deptTree), and the server checks every call again.
 */
export default function EfficiencyPage() {
  const { t } = useTranslation();
  const s = useServices();
  const loadSetup = useCallback(async () => {
    const [config, semesters, depts, scenes] = await Promise.all([
      s.osp.call(eff.getReportConfig, {}, { silent: true }),
      s.osp.call(eff.semesterList, {}, { silent: true }),
      s.osp.call(eff.deptTree, {}, { silent: true }),
      s.blade.call(serviceScene, {}, { silent: true }),
    ]);
    return { config, semesters, depts, scenes };
  }, [s]);
  const { state, reload } = useCall(loadSetup);
  const [filter, setFilter] = useState<EfficiencyFilter>(EMPTY_FILTER);
  // The heading and the definitions show with the chunk, before the setup calls answer (the first paint).
  const header = (
    <header className="eff-head">
      <h1 className="eff-title">{state.status === 'success' ? state.data.config.title : DEFAULT_REPORT_CONFIG.title}</h1>
      <p className="eff-muted">{t('efficiency.definitions')}</p>
    </header>
  );
  if (state.status === 'loading') return <div className="eff">{header}<Loading label={t('efficiency.loading')} /></div>;
  if (state.status === 'error') return <div className="eff">{header}<LoadError title={t('efficiency.failed')} detail={state.error.message} onRetry={reload} /></div>;
  const { config, semesters, depts, scenes } = state.data;
  const deptLevel = JSON.stringify(depts).includes('"canView":true');
  return (
    <div className="eff">
      {header}
      <FilterBar value={filter} semesters={semesters} depts={depts} scenes={scenes} onApply={setFilter} />
      <ScopeProvider facts={{ viewable: viewableDepartments(depts), filtered: filteredDepartment(depts, filter) }}>
        <Blocks config={config} filter={filter} deptLevel={deptLevel} />
      </ScopeProvider>
    </div>
  );
}

const DEPT_LEVEL: ReadonlySet<EfficiencyBlock> = new Set(['timeoutProcess', 'timeoutNode', 'oa', 'reportTable']);

/** Blocks drawn at once; the others mount when scrolled near (Deferred). */
const FIRST_SCREEN = 2;
const WIDE: ReadonlySet<EfficiencyBlock> = new Set(['overview', 'trend', 'reportTable', 'personal']);

function Blocks({ config, filter, deptLevel }: { config: ReportConfig; filter: EfficiencyFilter; deptLevel: boolean }) {
  const { t } = useTranslation();
  const shown = config.blocks.filter((b) => b.visible && (deptLevel || !DEPT_LEVEL.has(b.key)));
  return (
    <div className="eff-grid">
      {shown.map(({ key }, index) => (index < FIRST_SCREEN
        ? <BlockFor key={key} block={key} config={config} filter={filter} />
        : (
          <Deferred key={key} id={key} title={t(`efficiency.blocks.${key}`)} wide={WIDE.has(key)}>
            <BlockFor block={key} config={config} filter={filter} />
          </Deferred>
        )))}
    </div>
  );
}

function BlockFor({ block, config, filter }: { block: EfficiencyBlock; config: ReportConfig; filter: EfficiencyFilter }) {
  switch (block) {
    case 'overview': return <OverviewBlock config={config} filter={filter} />;
    case 'trend': return <TrendBlock config={config} filter={filter} />;
    case 'heat': return <RankBlock kind="heat" config={config} filter={filter} />;
    case 'likes': return <RankBlock kind="likes" config={config} filter={filter} />;
    case 'timeoutProcess': return <RankBlock kind="timeoutProcess" config={config} filter={filter} />;
    case 'timeoutNode': return <TimeoutNodeBlock config={config} filter={filter} />;
    case 'oa': return <FlowBlock filter={filter} />;
    case 'reportTable': return <ReportBlock filter={filter} />;
    case 'personal': return <PersonalBlock filter={filter} />;
  }
}

interface BlockProps { config: ReportConfig; filter: EfficiencyFilter }

function OverviewBlock({ config, filter }: BlockProps) {
  const { t } = useTranslation();
  const s = useServices();
  const { state, reload } = useCall(useCallback(() => s.osp.call(eff.overView, filter, { silent: true }), [s, filter]));
  return (
    <Block id="overview" wide title={t('efficiency.blocks.overview')} state={state} reload={reload} isEmpty={() => false}>
      {(o) => (
        <>
          <p className="eff-muted">
            {t('efficiency.range', { start: o.range.startDate, end: o.range.endDate })}
            {o.range.refreshedAt && ` · ${t('efficiency.refreshedAt', { time: localTime(o.range.refreshedAt) })}`}
          </p>
          <OverviewFigures data={o} indicators={config.indicators} />
        </>
      )}
    </Block>
  );
}

function TrendBlock({ config, filter }: BlockProps) {
  const { t } = useTranslation();
  const s = useServices();
  const [unit, setUnit] = useState<TrendUnit>(config.defaultTrendUnit);
  const { state, reload } = useCall(useCallback(() => s.osp.call(eff.processTrending, { ...filter, unit }, { silent: true }), [s, filter, unit]));
  const tools = (
    <div className="eff-segmented" role="group" aria-label={t('efficiency.unit.label')}>
      {TREND_UNITS.map((u) => (
        <button key={u} type="button" className="eff-button" aria-pressed={u === unit} onClick={() => setUnit(u)}>{t(`efficiency.unit.${u}`)}</button>
      ))}
    </div>
  );
  return (
    <Block id="trend" wide title={t('efficiency.blocks.trend')} tools={tools} state={state} reload={reload}
      isEmpty={(d) => d.points.every((p) => p.applications === 0)}>
      {(d) => <TrendChart trend={d} />}
    </Block>
  );
}

function RankBlock({ kind, config, filter }: BlockProps & { kind: 'heat' | 'likes' | 'timeoutProcess' }) {
  const { t } = useTranslation();
  const s = useServices();
  const call = kind === 'heat' ? eff.serviceHeatRate : kind === 'likes' ? eff.topLikesBoard : eff.timeoutProcess;
  const { state, reload } = useCall(useCallback(() => s.osp.call(call, { ...filter, size: config.topSize }, { silent: true }), [s, call, filter, config.topSize]));
  const title = t(`efficiency.blocks.${kind}`);
  const columns = kind === 'heat' ? heatColumns : kind === 'likes' ? likesColumns : timeoutProcessColumns;
  const list = kind === 'heat' ? 'effHeat' : kind === 'likes' ? 'effLikes' : 'effTimeoutProcess';
  return (
    <Block id={kind} title={title} tools={<ExportButton list={list} title={title} filter={filter} />} state={state} reload={reload}
      isEmpty={(d) => d.rows.length === 0}>
      {(d) => (
        <>
          {kind !== 'timeoutProcess' && <ServiceBars rows={d.rows} value={kind === 'heat' ? 'applications' : 'likes'} label={title} />}
          <DataTable caption={title} columns={columns} rows={d.rows} rowKey={(r) => r.serviceId} />
        </>
      )}
    </Block>
  );
}

function TimeoutNodeBlock({ config, filter }: BlockProps) {
  const { t } = useTranslation();
  const s = useServices();
  const { state, reload } = useCall(useCallback(() => s.osp.call(eff.timeoutNode, { ...filter, size: config.topSize }, { silent: true }), [s, filter, config.topSize]));
  const title = t('efficiency.blocks.timeoutNode');
  return (
    <Block id="timeoutNode" title={title} tools={<ExportButton list="effTimeoutNode" title={title} filter={filter} />} state={state} reload={reload}
      isEmpty={(d) => d.rows.length === 0}>
      {(d) => <DataTable caption={title} columns={timeoutNodeColumns} rows={d.rows} rowKey={(r) => `${r.serviceId}-${r.nodeName}-${r.deptName}`} />}
    </Block>
  );
}

function FlowBlock({ filter }: { filter: EfficiencyFilter }) {
  const { t } = useTranslation();
  const s = useServices();
  const { state, reload } = useCall(useCallback(() => s.osp.call(eff.oaOverview, filter, { silent: true }), [s, filter]));
  const title = t('efficiency.blocks.oa');
  return (
    <Block id="oa" title={title} tools={<ExportButton list="effOa" title={title} filter={filter} />} state={state} reload={reload}
      isEmpty={(d) => d.rows.length === 0}>
      {(d) => <DataTable caption={title} columns={flowColumns} rows={d.rows} rowKey={(r) => r.flowType} />}
    </Block>
  );
}
