import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { LoadError } from '../../components/AsyncStates';
import type { CardLayoutMode } from '../../../shared/rules/card-display';
import type { CardView, LayoutCard } from '../../../shared/schema/cards';
import { CardContent } from './CardContent';
import { CardFrame } from './CardFrame';
import { CardSkeleton } from './CardSkeleton';
import { useCardView } from './use-card-view';
import './texts';

/**
 * One card of the home page. It loads its own data (`load`), so a slow or failing card never holds up the others:
 * a skeleton while it loads, the error with a retry when it fails, then its content. A new `reloadKey` loads again.
 */
export function HomeCard({ entry, load, mode, headerExtra, reloadKey = 0 }: {
  entry: LayoutCard;
  load: () => Promise<CardView>;
  mode: CardLayoutMode;
  headerExtra?: ReactNode;
  reloadKey?: number;
}) {
  const { t } = useTranslation();
  const { state, retry } = useCardView(load, `${entry.cardId}:${reloadKey}`);
  return (
    <CardFrame
      title={entry.cardName}
      displayRows={entry.displayRows}
      headerExtra={headerExtra}
      busy={state.status === 'loading'}
      className={`sh-card--${entry.cardKind.toLowerCase()}`}
    >
      {state.status === 'loading' ? <CardSkeleton /> : null}
      {state.status === 'error'
        ? <LoadError className="sh-card-error" title={t('cards.loadFailed')} detail={state.message} onRetry={retry} />
        : null}
      {state.status === 'ready' ? <CardContent view={state.view} mode={mode} /> : null}
    </CardFrame>
  );
}
