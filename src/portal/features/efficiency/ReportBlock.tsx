import { useCallback, useState } from 'react';
import { reportTable, reportTableDrill } from '../../../shared/api/catalogue/efficiency';
import type { EfficiencyFilter, ReportRow } from '../../../shared/schema/efficiency';
import { useServices } from '../../app/services';
import { useCall } from '../../lib/use-call';
import { useTranslation } from '../../lib/i18n-react';
import { Block } from './Block';
import { reportColumns } from './columns';
import { DataTable } from './DataTable';
import { ExportButton } from './ExportButton';

type Level = { level: 'school' } | { level: 'service' | 'node'; key: string };

/**
 * The department report table with drill-down: school → department → service → node. The breadcrumb (the
 * server's `path`) leads back up; every level's totals row equals the row it was opened from.
 */
export function ReportBlock({ filter }: { filter: EfficiencyFilter }) {
  const { t } = useTranslation();
  const s = useServices();
  const [at, setAt] = useState<Level>({ level: 'school' });
  const [shownFor, setShownFor] = useState(filter);
  // A new filter starts again at the school.
  if (shownFor !== filter) {
    setShownFor(filter);
    setAt({ level: 'school' });
  }
  const load = useCallback(() => (at.level === 'school'
    ? s.osp.call(reportTable, filter, { silent: true })
    : s.osp.call(reportTableDrill, { ...filter, level: at.level, key: at.key }, { silent: true })), [s, filter, at]);
  const { state, reload } = useCall(load);
  const drill = (row: ReportRow) => setAt(row.level === 'dept' ? { level: 'service', key: row.key } : { level: 'node', key: row.key });
  const title = t('efficiency.blocks.reportTable');
  // The export follows the drill: the level shown and the department or service opened.
  const scope = at.level === 'school' ? undefined : { type: at.level, id: at.key };
  return (
    <Block id="reportTable" wide title={title} tools={<ExportButton list="effReport" title={title} filter={filter} scope={scope} />}
      state={state} reload={reload} isEmpty={() => false}>
      {(table) => (
        <>
          <nav className="eff-crumbs" aria-label={t('efficiency.blocks.reportTable')}>
            <ol>
              {table.path.map((p, i) => {
                const last = i === table.path.length - 1;
                const go = () => setAt(p.level === 'school' ? { level: 'school' } : { level: p.level === 'dept' ? 'service' : 'node', key: p.key });
                return (
                  <li key={`${p.level}-${p.key}`}>
                    {last ? <span aria-current="page">{p.name}</span> : <button type="button" className="eff-link" onClick={go}>{p.name}</button>}
                  </li>
                );
              })}
            </ol>
          </nav>
          {table.rows.length === 0 ? <p className="eff-empty">{t('efficiency.empty')}</p> : (
            <DataTable
              caption={table.path.map((p) => p.name).join(' / ')}
              columns={reportColumns(table.level)}
              rows={table.rows}
              rowKey={(r) => r.key}
              footer={table.totals}
              action={table.level === 'node' ? undefined : (row) => (row.drillable
                ? <button type="button" className="eff-link" onClick={() => drill(row)} aria-label={t('efficiency.report.drill', { name: row.name })}>
                    {t('efficiency.report.open')} ›
                  </button>
                : null)}
            />
          )}
        </>
      )}
    </Block>
  );
}
