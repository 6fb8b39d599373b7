import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import type { TableColumn } from './columns';

/** A plain, accessible table over column definitions; `action` adds a last cell per row (e.g. a drill button). */
export function DataTable<R>({ caption, columns, rows, rowKey, action, footer }: {
  caption: string;
  columns: ReadonlyArray<TableColumn<R>>;
  rows: readonly R[];
  rowKey: (row: R) => string;
  action?: (row: R) => ReactNode;
  footer?: R;
}) {
  const { t } = useTranslation();
  const cell = (column: TableColumn<R>, row: R) => {
    const value = column.value(row);
    return value === null ? t('efficiency.none') : String(value);
  };
  return (
    // A wide table scrolls sideways on phones; the region takes focus so keyboard users can scroll it too.
    <div className="eff-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="eff-table">
        <caption className="sh-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => <th key={c.key} scope="col" className={c.numeric ? 'eff-num' : undefined}>{t(c.title)}</th>)}
            {action && <th scope="col"><span className="sh-visually-hidden">{t('efficiency.report.open')}</span></th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c, i) => (i === 0
                ? <th key={c.key} scope="row">{cell(c, row)}</th>
                : <td key={c.key} className={c.numeric ? 'eff-num' : undefined}>{cell(c, row)}</td>))}
              {action && <td>{action(row)}</td>}
            </tr>
          ))}
        </tbody>
        {footer && (
          <tfoot>
            <tr>
              {columns.map((c, i) => (i === 0
                ? <th key={c.key} scope="row">{t('efficiency.report.totals')}</th>
                : <td key={c.key} className={c.numeric ? 'eff-num' : undefined}>{cell(c, footer)}</td>))}
              {action && <td />}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
