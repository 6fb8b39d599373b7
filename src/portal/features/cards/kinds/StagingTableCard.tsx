import { useTranslation } from '../../../lib/i18n-react';
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
  const name = t('cards.staging.table', { name: columnName });
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
            </tr>
          </thead>
          <tbody>
            {data.result.slice(0, limit).map((row, index) => (
              // Staged rows carry no id of their own; their order is the server's.
              <tr key={index}>
                {data.cardMapping.map((column) => <td key={column.field}>{cellText(row[column.field])}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
