import { useCallback, useRef, useState } from 'react';
import { getCardData, getNavigationUserApplyCardList } from '../../../shared/api/catalogue/home';
import type { CatalogueType, LayoutCard } from '../../../shared/schema/cards';
import { useServices } from '../../app/services';
import { LoadError, Loading } from '../../components/AsyncStates';
import { useCall } from '../../lib/use-call';
import { useButtonGuard } from '../../../ui/use-button-guard';
import { useContentText, useTranslation } from '../../lib/i18n-react';
import { CardPreviewDialog } from '../cards';
import { Dialog } from '../../components/dialog';

type CatalogueCard = CatalogueType['cardConfigs'][number];

/** The layout entry a catalogue card becomes; the server's answer to the save fills in the rest (its url). */
function layoutEntryOf(type: CatalogueType, card: CatalogueCard, sort: number): LayoutCard {
  return {
    cardId: card.cardId, typeId: type.id, cardKind: card.cardKind, cardName: card.cardName, cardNameEn: card.cardNameEn,
    cardIntroduction: card.cardIntroduction, cardIntroductionEn: card.cardIntroductionEn, displayRows: card.displayRows, url: '', mandatory: card.mandatory, sort,
  };
}

export interface CataloguePanelProps {
  /** The cards on the page now: whether a card is added follows the page, not the catalogue's first answer. */
  cards: readonly LayoutCard[];
  onAdd(card: LayoutCard): void;
  onClose(): void;
}

/** The catalogue of cards the user's roles may add, by type, each with its introduction, a preview and add. */
export function CataloguePanel({ cards, onAdd, onClose }: CataloguePanelProps) {
  const { t } = useTranslation();
  const text = useContentText();
  const s = useServices();
  const load = useCallback(() => s.blade.call(getNavigationUserApplyCardList, {}, { silent: true }), [s]);
  const { state, reload } = useCall(load);
  const [preview, setPreview] = useState<CatalogueCard | null>(null);
  const added = new Set(cards.map((c) => c.cardId));
  const types = state.status === 'success' ? state.data.filter((type) => type.cardConfigs.length > 0) : [];

  return (
    <Dialog
      title={t('homePage.catalogue.title')}
      onClose={onClose}
      size="large"
      footer={<button type="button" className="sh-button" onClick={onClose}>{t('homePage.catalogue.close')}</button>}
    >
      {state.status === 'loading' ? <Loading label={t('homePage.catalogue.loading')} /> : null}
      {state.status === 'error' ? <LoadError title={t('homePage.catalogue.failed')} detail={state.error.message} onRetry={reload} /> : null}
      {state.status === 'success' && types.length === 0 ? <p className="hp-empty">{t('homePage.catalogue.empty')}</p> : null}
      {types.map((type) => (
        <section key={type.id} className="hp-catalogue__type" aria-labelledby={`hp-catalogue-${type.id}`}>
          <h3 id={`hp-catalogue-${type.id}`} className="hp-catalogue__type-name">{text(type, 'typeName')}</h3>
          <ul className="hp-catalogue__list">
            {type.cardConfigs.map((card) => (
              <CatalogueEntry
                key={card.cardId}
                card={card}
                isAdded={added.has(card.cardId)}
                onAdd={() => onAdd(layoutEntryOf(type, card, cards.length + 1))}
                onPreview={() => setPreview(card)}
              />
            ))}
          </ul>
        </section>
      ))}
      {preview ? <CataloguePreview card={preview} onClose={() => setPreview(null)} /> : null}
    </Dialog>
  );
}

function CatalogueEntry({ card, isAdded, onAdd, onPreview }: {
  card: CatalogueCard; isAdded: boolean; onAdd: () => void; onPreview: () => void;
}) {
  const { t } = useTranslation();
  const text = useContentText();
  const previewRef = useRef<HTMLButtonElement>(null);
  const add = useButtonGuard(() => {
    onAdd();
    // The add button turns into a disabled "已添加": keep the keyboard user in the dialog, next to it.
    previewRef.current?.focus();
  });
  return (
    <li className="hp-catalogue__card">
      <div className="hp-catalogue__text">
        <h4 className="hp-catalogue__name">
          {text(card, 'cardName')}
          {card.mandatory ? <span className="hp-tag hp-tag--mandatory">{t('homePage.catalogue.mandatory')}</span> : null}
        </h4>
        <p className="hp-catalogue__intro">{text(card, 'cardIntroduction') || t('homePage.catalogue.noIntro')}</p>
        <p className="hp-muted">{t('homePage.catalogue.rows', { n: card.displayRows })}</p>
      </div>
      <div className="hp-catalogue__actions">
        <button
          ref={previewRef}
          type="button"
          className="sh-button sh-button--secondary"
          aria-label={t('homePage.catalogue.previewLabel', { name: text(card, 'cardName') })}
          onClick={onPreview}
        >
          {t('homePage.catalogue.preview')}
        </button>
        {isAdded ? (
          <button type="button" className="sh-button hp-catalogue__added" disabled>{t('homePage.catalogue.added')}</button>
        ) : (
          <button
            type="button"
            className="sh-button"
            aria-label={t('homePage.catalogue.addLabel', { name: text(card, 'cardName') })}
            disabled={add.disabled}
            onClick={add.onClick}
          >
            {t('homePage.catalogue.add')}
          </button>
        )}
      </div>
    </li>
  );
}

function CataloguePreview({ card, onClose }: { card: CatalogueCard; onClose: () => void }) {
  const s = useServices();
  const text = useContentText();
  const load = useCallback(() => s.blade.call(getCardData, { cardId: card.cardId }, { silent: true }), [s, card.cardId]);
  return <CardPreviewDialog open onClose={onClose} cardName={text(card, 'cardName')} load={load} />;
}
