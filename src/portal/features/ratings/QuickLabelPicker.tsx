import { useId } from 'react';
import { RATING_LABELS_MAX, type QuickLabel } from '../../../shared/schema/ratings';
import { LoadError, Loading } from '../../components/AsyncStates';
import { useTranslation } from '../../lib/i18n-react';
import type { CallState } from '../../lib/use-call';

export interface QuickLabelPickerProps {
  /** The chosen score; nothing is offered before one is chosen. */
  score: number | null;
  labels: CallState<QuickLabel[]>;
  onRetry(): void;
  /** The ids picked among the labels offered now. */
  chosen: readonly string[];
  onToggle(label: QuickLabel): void;
}

/**
 * The quick labels of the chosen score as toggle chips (aria-pressed). At most RATING_LABELS_MAX: once that many
 * are picked the others are unavailable until one is released.
 */
export function QuickLabelPicker({ score, labels, onRetry, chosen, onToggle }: QuickLabelPickerProps) {
  const { t } = useTranslation();
  const legendId = useId();
  const list = labels.status === 'success' ? labels.data : [];
  const full = chosen.length >= RATING_LABELS_MAX;

  return (
    <div className="rt-labels" role="group" aria-labelledby={legendId}>
      <div className="rt-labels__head">
        <span id={legendId} className="rt-field-label">{t('ratings.rate.labelsLegend', { max: RATING_LABELS_MAX })}</span>
        {list.length > 0 ? (
          <span className="rt-labels__count">{t('ratings.rate.labelsChosen', { count: chosen.length, max: RATING_LABELS_MAX })}</span>
        ) : null}
      </div>
      {score === null ? <p className="rt-muted">{t('ratings.rate.labelsPick')}</p> : null}
      {score !== null && labels.status === 'loading' ? <Loading label={t('ratings.rate.labelsLoading')} /> : null}
      {labels.status === 'error' ? <LoadError title={t('ratings.rate.labelsFailed')} detail={labels.error.message} onRetry={onRetry} /> : null}
      {score !== null && labels.status === 'success' && list.length === 0 ? <p className="rt-muted">{t('ratings.rate.labelsEmpty')}</p> : null}
      {list.length > 0 ? (
        <ul className="rt-chips">
          {list.map((label) => {
            const on = chosen.includes(label.id);
            return (
              <li key={label.id}>
                <button
                  type="button"
                  className={`rt-chip rt-chip--${label.kind}`}
                  aria-pressed={on}
                  disabled={!on && full}
                  onClick={() => onToggle(label)}
                >
                  {label.labelName}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
