import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { LoadError } from '../../components/AsyncStates';
import { Dialog } from '../../components/dialog';
import { cardHeight, type CardLayoutMode } from '../../../shared/rules/card-display';
import type { CardView, DisplayRows } from '../../../shared/schema/cards';
import { CardContent } from './CardContent';
import { CardFrame } from './CardFrame';
import { CardSkeleton } from './CardSkeleton';
import { panelId, tabId, Tabs } from './parts/Tabs';
import { useCall } from '../../lib/use-call';
import './texts';

type PreviewTab = 'samePage' | 'otherPage';
const ROWS: readonly DisplayRows[] = [1, 2, 3];

/** One display-row variant of the card, in the layout the tab stands for. */
function PreviewSlot({ view, cardName, rows, mode }: { view: CardView; cardName: string; rows: DisplayRows; mode: CardLayoutMode }) {
  const { t } = useTranslation();
  const rowsId = useId();
  const sized: CardView = { ...view, basicConfig: { ...view.basicConfig, displayRows: rows } };
  return (
    <div className="sh-card-preview__slot">
      <h3 id={rowsId} className="sh-card-preview__rows">
        {t('cards.preview.rows', { rows })}
        {' '}
        <span className="sh-card-preview__height">{t('cards.preview.height', { height: cardHeight(rows) })}</span>
      </h3>
      <div className={`sh-card-preview__row sh-card-preview__row--${mode}`}>
        {/* Named by its rows too: three regions with one name could not be told apart. */}
        <CardFrame title={cardName} displayRows={rows} headingLevel={4} labelledBy={rowsId}>
          <CardContent view={sized} mode={mode} />
        </CardFrame>
        {/* Where the message card stands beside a narrow card, so the administrator sees the width it leaves. */}
        {mode === 'narrow' ? (
          <div className="sh-card-preview__message" style={{ height: cardHeight(rows) }}>{t('cards.preview.messageCard')}</div>
        ) : null}
      </div>
    </div>
  );
}

function PreviewBody({ onClose, cardName, load }: { onClose(): void; cardName: string; load: () => Promise<CardView> }) {
  const { t } = useTranslation();
  const titleId = useId();
  const prefix = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const [tab, setTab] = useState<PreviewTab>('samePage');
  const { state, reload: retry } = useCall(load, { key: 'preview' });

  const mode: CardLayoutMode = tab === 'samePage' ? 'narrow' : 'normal';
  return (
    <Dialog labelledBy={titleId} size="large" className="sh-card-preview" onClose={onClose} initialFocus={closeRef}>
      <header className="sh-card-preview__header">
        <h2 id={titleId} className="sh-card-preview__title">{t('cards.preview.title', { name: cardName })}</h2>
        <button ref={closeRef} type="button" className="sh-card-preview__close" aria-label={t('cards.preview.close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <Tabs
        label={t('cards.preview.modes')}
        prefix={prefix}
        active={tab}
        onChange={(id) => setTab(id === 'otherPage' ? 'otherPage' : 'samePage')}
        tabs={[
          { id: 'samePage', label: t('cards.preview.samePage') },
          { id: 'otherPage', label: t('cards.preview.otherPage') },
        ]}
        className="sh-card-preview__tabs"
      />
      <div
        role="tabpanel"
        id={panelId(prefix, tab)}
        aria-labelledby={tabId(prefix, tab)}
        className="sh-card-preview__panel"
        aria-busy={state.status === 'loading'}
      >
        {state.status === 'loading' ? <CardSkeleton /> : null}
        {state.status === 'error'
          ? <LoadError className="sh-card-error" title={t('cards.preview.loadFailed')} detail={state.message} onRetry={retry} />
          : null}
        {state.status === 'success'
          ? ROWS.map((rows) => <PreviewSlot key={rows} view={state.data} cardName={cardName} rows={rows} mode={mode} />)
          : null}
      </div>
    </Dialog>
  );
}

/**
 * CARD-01: the card preview the studio opens. Titled '{card name}-预览', with two tabs — on the same page as the
 * message card (the card at the narrow width it has beside it) and not on that page (full width) — each showing
 * the card at 1, 2 and 3 display rows, so the administrator sees every display rule at once. Modal: focus stays
 * inside, Esc closes, and focus returns to the opener.
 */
export function CardPreviewDialog({ open, onClose, cardName, load }: {
  open: boolean;
  onClose(): void;
  cardName: string;
  load: () => Promise<CardView>;
}) {
  if (!open) return null;
  return <PreviewBody onClose={onClose} cardName={cardName} load={load} />;
}
