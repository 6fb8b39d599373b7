import { dataOverview } from '../../../../shared/api/catalogue/prelogin';
import type { PreLoginColumn } from '../../../../shared/schema/prelogin';
import { useServices } from '../../../app/services';
import { useTranslation } from '../../../lib/i18n-react';
import { useCall } from '../../../lib/use-call';
import { BlockSection } from '../BlockSection';

const SKELETON_FIGURES = 4;
/** From here a figure is shown compact (3312.5万, 33.1M): eight digits do not fit a phone's half width. */
const COMPACT_FROM = 100_000;

/** The statistics overview: the configured figures, in the configured order, with their labels. */
export function DataOverviewBlock({ column }: { column: PreLoginColumn }) {
  const { t, language } = useTranslation();
  const s = useServices();
  const { state, reload } = useCall(s.blade, dataOverview, {});
  const exact = new Intl.NumberFormat(language);
  const compact = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
  return (
    <BlockSection
      blockKey="dataOverview"
      title={column.title}
      state={state}
      onRetry={reload}
      isEmpty={(figures) => figures.length === 0}
      emptyText={t('landing.overview.empty')}
      skeleton={(
        <div className="lp-figures">
          {Array.from({ length: SKELETON_FIGURES }, (_, i) => <div key={i} className="lp-figure lp-skeleton__box" />)}
        </div>
      )}
    >
      {(figures) => (
        <dl className="lp-figures">
          {figures.map((figure) => (
            <div key={figure.key} className="lp-figure">
              <dt className="lp-figure__label">{figure.label}</dt>
              <dd className="lp-figure__value" title={exact.format(figure.value)}>
                {(figure.value >= COMPACT_FROM ? compact : exact).format(figure.value)}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </BlockSection>
  );
}
