import type { EfficiencyIndicator, EfficiencyOverview } from '../../../shared/schema/efficiency';
import { useTranslation } from '../../lib/i18n-react';

/** The overview's figures, the ones the published configuration names, in its order. */
export function OverviewFigures({ data, indicators }: { data: EfficiencyOverview; indicators: readonly EfficiencyIndicator[] }) {
  const { t } = useTranslation();
  const shown = (key: EfficiencyIndicator): string => {
    const value = data[key];
    if (value === null) return t('efficiency.none');
    if (key === 'timeoutRate') return `${(value * 100).toFixed(1)}%`;
    if (key === 'avgHandleHours') return t('efficiency.hours', { n: value });
    return value.toLocaleString('zh-CN');
  };
  return (
    <dl className="eff-figures">
      {indicators.map((key) => (
        <div key={key} className="eff-figure" data-indicator={key}>
          <dt>{t(`efficiency.indicators.${key}`)}</dt>
          <dd>{shown(key)}</dd>
        </div>
      ))}
    </dl>
  );
}
