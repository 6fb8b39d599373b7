import { useTranslation } from '../../../lib/i18n-react';
import { useCardActions } from '../card-actions';
import { formatStagingCount, truncateLabel } from '../../../../shared/rules/card-display';
import type { KindProps } from './kind-props';

function cellText(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? '—' : String(value);
}

/**
 * 暂存表: the user's staged rows in a real table whose headers are the column's cardMapping names, cut at five
 * characters (CARD-11) with the full name in a tooltip and for screen readers; the count caps at 99+ (CARD-05).
 */
export function StagingTableCard({ data, columnName, limit }: KindProps<'staging'>) {
  const { t } = useTranslation();
  const { openTarget } = useCardActions();
  const name = t('cards.staging.table', { name: columnName });
  // A row resumes where its business system says (ADR 024): the column of 继续办理 shows when any row can.
  const targets = new Map((data.targets ?? []).map((target) => [target.id, target.open]));
  const resumable = targets.size > 0;
  const rowTitle = (row: Record<string, string | number | null>) =>
    data.cardMapping.map((column) => row[column.field]).filter((v) => v !== null && v !== '').join(' ') || columnName;
  return (
    <div className="sh-card-staging">
      <p className="sh-card-staging__total">
        <span className="sh-card-count">{t('cards.staging.total', { count: formatStagingCount(data.num) })}</span>
      </p>
      {/* A keyboard user scrolls a wide table sideways through this focusable region. */}
      <div className="sh-card-staging__scroll" role="region" aria-label={name} tabIndex={0}>
        <table className="sh-card-table">
          <thead>
            <tr>
              {data.cardMapping.map((column) => {
                const short = truncateLabel(column.chineseName);
                const cut = short !== column.chineseName;
                return (
                  <th key={column.field} scope="col" title={cut ? column.chineseName : undefined} aria-label={cut ? column.chineseName : undefined}>
                    {short}
                  </th>
                );
              })}
              {resumable ? <th scope="col">{t('cards.staging.action')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {data.result.slice(0, limit).map((row, index) => {
              const id = typeof row.id === 'string' ? row.id : null;
              const target = id === null ? undefined : targets.get(id);
              return (
                // Rows of an external source may carry no id; their order is the source's.
                <tr key={id ?? index}>
                  {data.cardMapping.map((column) => <td key={column.field}>{cellText(row[column.field])}</td>)}
                  {resumable ? (
                    <td>
                      {target && id !== null ? (
                        <button type="button" className="sh-card-table__resume" onClick={() => openTarget(target, rowTitle(row), `draft_${id}`, { kind: 'draft', id })}>
                          {t('cards.staging.resume')}
                        </button>
                      ) : '—'}
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
