import { useCallback, useState } from 'react';
import { personalEfficiencyReport, personalERDetail } from '../../../shared/api/catalogue/efficiency';
import type { EfficiencyFilter } from '../../../shared/schema/efficiency';
import { useServices } from '../../app/services';
import { useCall } from '../../lib/use-call';
import { useTranslation } from '../../lib/i18n-react';
import { Block } from './Block';
import { personalDetailColumns } from './columns';
import { DataTable } from './DataTable';
import { ExportButton } from './ExportButton';

const PAGE_SIZE = 8;

/** The signed-in user's own figures and handled steps (the server answers only the caller's records). */
export function PersonalBlock({ filter }: { filter: EfficiencyFilter }) {
  const { t } = useTranslation();
  const s = useServices();
  const period = { semesterId: filter.semesterId, startDate: filter.startDate, endDate: filter.endDate };
  const loadReport = useCallback(() => s.osp.call(personalEfficiencyReport, { ...period }, { silent: true }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the period's three fields are the dependency
    [s, filter.semesterId, filter.startDate, filter.endDate]);
  const report = useCall(loadReport);
  const [page, setPage] = useState(1);
  const [onlyTimeouts, setOnlyTimeouts] = useState(false);
  const loadDetail = useCallback(() => s.osp.call(personalERDetail, { ...period, current: page, size: PAGE_SIZE, onlyTimeouts }, { silent: true }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
    [s, filter.semesterId, filter.startDate, filter.endDate, page, onlyTimeouts]);
  const detail = useCall(loadDetail);
  const hours = (v: number | null) => (v === null ? t('efficiency.none') : t('efficiency.hours', { n: v }));
  return (
    <Block id="personal" wide title={t('efficiency.blocks.personal')} state={report.state} reload={report.reload} isEmpty={() => false}>
      {(r) => (
        <>
          <dl className="eff-figures">
            <div className="eff-figure"><dt>{t('efficiency.personal.handled')}</dt><dd>{r.handled}</dd></div>
            <div className="eff-figure"><dt>{t('efficiency.personal.pending')}</dt><dd>{r.pending}<small> · {t('efficiency.personal.pendingOverdue')} {r.pendingOverdue}</small></dd></div>
            <div className="eff-figure"><dt>{t('efficiency.personal.timeouts')}</dt><dd>{r.timeouts}</dd></div>
            <div className="eff-figure"><dt>{t('efficiency.personal.avg')}</dt><dd>{hours(r.avgHandleHours)}<small> · {t('efficiency.personal.schoolAvg')} {hours(r.schoolAvgHandleHours)}</small></dd></div>
            <div className="eff-figure"><dt>{t('efficiency.personal.applied')}</dt><dd>{r.applied}</dd></div>
            <div className="eff-figure"><dt>{t('efficiency.personal.appliedAvg')}</dt><dd>{hours(r.appliedAvgHours)}</dd></div>
          </dl>
          <div className="eff-block__head">
            <h3 className="eff-subtitle">{t('efficiency.personal.detail')}</h3>
            <div className="eff-segmented">
              <label className="eff-check">
                <input type="checkbox" checked={onlyTimeouts} onChange={(e) => { setOnlyTimeouts(e.target.checked); setPage(1); }} />
                {t('efficiency.personal.onlyTimeouts')}
              </label>
              {/* Every page of the table, under the period and the 只看超时 choice (data range 2). */}
              <ExportButton list="effPersonal" title={t('efficiency.personal.detail')} filter={{ ...period, onlyTimeouts }} />
            </div>
          </div>
          {detail.state.status === 'success' && (detail.state.data.records.length === 0
            ? <p className="eff-empty">{t('efficiency.empty')}</p>
            : (
              <>
                <DataTable caption={t('efficiency.personal.detail')} columns={personalDetailColumns} rows={detail.state.data.records} rowKey={(row) => row.nodeId} />
                <Pager page={page} pages={Math.max(1, Math.ceil(detail.state.data.total / PAGE_SIZE))} onPage={setPage} />
              </>
            ))}
          {detail.state.status === 'error' && <p className="eff-empty" role="alert">{t('efficiency.failed')}</p>}
        </>
      )}
    </Block>
  );
}

function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  return (
    <div className="eff-pager">
      <button type="button" className="eff-button" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('efficiency.personal.prev')}</button>
      <span>{t('efficiency.personal.page', { page, pages })}</span>
      <button type="button" className="eff-button" disabled={page >= pages} onClick={() => onPage(page + 1)}>{t('efficiency.personal.next')}</button>
    </div>
  );
}
