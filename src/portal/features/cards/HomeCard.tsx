import type { ReactNode } from 'react';
import { useContentText, useTranslation } from '../../lib/i18n-react';
import { LoadError } from '../../components/AsyncStates';
import type { CardLayoutMode } from '../../../shared/rules/card-display';
import { parseCardUrl } from '../../../shared/rules/card-url';
import type { CardView, LayoutCard } from '../../../shared/schema/cards';
import { CardContent } from './CardContent';
import { CardFrame } from './CardFrame';
import { useCardActions } from './card-actions';
import { CardSkeleton } from './CardSkeleton';
import { useCall } from '../../lib/use-call';
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
  const text = useContentText();
  const { openCardUrl } = useCardActions();
  // A live reload (reloadKey) keeps the figures on screen until the new ones come.
  const { state, reload: retry } = useCall(load, { key: `${entry.cardId}:${reloadKey}`, keepData: true });
  // CARD-13: a card with a url offers its own page ('更多'); an empty or unsafe url offers nothing.
  const target = parseCardUrl(entry.url);
  const more = target.kind === 'none' ? null : (
    <button
      type="button"
      className="sh-card__more"
      aria-label={t('cards.moreLabel', { name: text(entry, 'cardName') })}
      onClick={() => openCardUrl(target, text(entry, 'cardName'))}
    >
      {t('cards.more')}
    </button>
  );
  return (
    <CardFrame
      title={text(entry, 'cardName')}
      displayRows={entry.displayRows}
      headerExtra={more || headerExtra ? <>{more}{headerExtra}</> : undefined}
      busy={state.status === 'loading'}
      className={`sh-card--${entry.cardKind.toLowerCase()}`}
    >
      {state.status === 'loading' ? <CardSkeleton /> : null}
      {state.status === 'error'
        ? <LoadError className="sh-card-error" title={t('cards.loadFailed')} detail={state.message} onRetry={retry} />
        : null}
      {state.status === 'success' ? <CardContent view={state.data} mode={mode} /> : null}
    </CardFrame>
  );
}
