import type { CardBasicConfig, CardConfig, CardKind } from '../../../../shared/schema/cards';
import type { HomeCard, HomePageDocument } from '../../../../shared/schema/home-config';
import { CARD_URL_REFUSED, isCardUrlAccepted } from '../../../../shared/rules/card-url';
import { randomId } from '../../../../shared/rules/ids';
import { findCardType } from './card-types';
import { fieldError, notFound } from '../../../http/field-errors';

/** indexcardconfig and cardbasicconfig over the home page draft. */

export type StoredCard = Omit<HomeCard, 'roles' | 'columns'>;

function stored(card: HomeCard): StoredCard {
  const { roles: _roles, columns: _columns, ...rest } = card;
  return rest;
}

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** In catalogue order: the type's sort, then the card's. */
export function listCards(doc: HomePageDocument, typeId: string | undefined): StoredCard[] {
  const typeSort = new Map(doc.types.map((t) => [t.id, t.sort]));
  return doc.cards
    .filter((card) => typeSort.has(card.typeId) && (typeId === undefined || card.typeId === typeId))
    .sort((a, b) => (typeSort.get(a.typeId) ?? 0) - (typeSort.get(b.typeId) ?? 0) || a.sort - b.sort || compareIds(a.id, b.id))
    .map(stored);
}

export function findCard(doc: HomePageDocument, id: string): HomeCard {
  const card = doc.cards.find((c) => c.id === id);
  if (!card) throw notFound('卡片');
  return card;
}

const replaceCard = (doc: HomePageDocument, card: HomeCard): HomePageDocument =>
  ({ ...doc, cards: doc.cards.map((c) => (c.id === card.id ? card : c)) });

/** CARD-13: '' or a frame config or an http(s) / site address (isCardUrlAccepted); anything else is refused. */
function checkCardUrl(url: string): void {
  if (!isCardUrlAccepted(url)) throw fieldError('url', CARD_URL_REFUSED);
}

/** Creates or updates a card. Its type must exist in the draft; a card that has columns keeps its kind. */
export function submitCard(doc: HomePageDocument, input: CardConfig): { doc: HomePageDocument; id: string } {
  checkCardUrl(input.url);
  if (!doc.types.some((t) => t.id === input.typeId)) throw fieldError('typeId', '卡片类型不存在');
  const { id, ...values } = input;
  const fields = { ...values, url: input.url.trim() };
  if (id === undefined) {
    const newId = randomId();
    return { doc: { ...doc, cards: [...doc.cards, { id: newId, ...fields, roles: {}, columns: [] }] }, id: newId };
  }
  const current = findCard(doc, id);
  if (current.cardKind !== input.cardKind && current.columns.length > 0) {
    throw fieldError('cardKind', '已配置栏目的卡片不能更改卡片种类，请先删除其栏目');
  }
  return { doc: replaceCard(doc, { ...current, ...fields }), id };
}

/** Removes a card with its columns and role settings; publishing takes it out of every user's layout. */
export function removeCard(doc: HomePageDocument, id: string): HomePageDocument {
  findCard(doc, id);
  return { ...doc, cards: doc.cards.filter((c) => c.id !== id) };
}

export function getCardBasic(doc: HomePageDocument, cardId: string): CardBasicConfig & { cardId: string; cardKind: CardKind } {
  const card = findCard(doc, cardId);
  return {
    cardId: card.id, cardKind: card.cardKind, cardName: card.cardName, cardIntroduction: card.cardIntroduction, displayRows: card.displayRows,
    cardNameEn: card.cardNameEn ?? '', cardIntroductionEn: card.cardIntroductionEn ?? '',
  };
}

export function submitCardBasic(doc: HomePageDocument, input: CardBasicConfig & { cardId: string }): HomePageDocument {
  const card = findCard(doc, input.cardId);
  return replaceCard(doc, {
    ...card, cardName: input.cardName, cardIntroduction: input.cardIntroduction, displayRows: input.displayRows,
    // A caller that sends no English text keeps the one set (ADR 033); '' clears it.
    cardNameEn: input.cardNameEn ?? card.cardNameEn ?? '', cardIntroductionEn: input.cardIntroductionEn ?? card.cardIntroductionEn ?? '',
  });
}

/** indexcardconfig/under: shows (1) or hides (0) a card; a hidden card leaves every layout once published. */
export function setCardStatus(doc: HomePageDocument, id: string, status: 0 | 1): HomePageDocument {
  return replaceCard(doc, { ...findCard(doc, id), status });
}

/** indextypeconfig/under: shows or hides every card of a type at once. */
export function setTypeStatus(doc: HomePageDocument, typeId: string, status: 0 | 1): HomePageDocument {
  findCardType(doc, typeId);
  return { ...doc, cards: doc.cards.map((c) => (c.typeId === typeId ? { ...c, status } : c)) };
}

/**
 * indextypeconfig/submitCard: the type's cards in the given order. Listed cards of another type move into it;
 * the type's cards the list leaves out keep their order after the listed ones.
 */
export function submitTypeCards(doc: HomePageDocument, typeId: string, cardIds: readonly string[]): HomePageDocument {
  findCardType(doc, typeId);
  const listed = [...new Set(cardIds)];
  for (const id of listed) findCard(doc, id);
  const rest = listCards(doc, typeId).map((c) => c.id).filter((id) => !listed.includes(id));
  const sortOf = new Map([...listed, ...rest].map((id, index) => [id, index + 1]));
  return {
    ...doc,
    cards: doc.cards.map((c) => {
      const sort = sortOf.get(c.id);
      return sort === undefined ? c : { ...c, typeId, sort };
    }),
  };
}
