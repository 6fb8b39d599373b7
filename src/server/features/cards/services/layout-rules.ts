import { AppError } from '../../../http/app-error';
import type { CardKind, CatalogueType, LayoutCard, UserLayout } from '../../../../shared/schema/cards';
import { englishFields } from '../../../../shared/i18n/content';

/**
 * The layout rules, free of the database: which cards a user's home page holds and in what order, which saves are
 * refused, and what the catalogue offers.
 */

/** A card as the viewer's role sees it (listRoleCards), ordered by the role's default order. */
export interface RoleCard {
  cardId: string;
  typeId: string;
  typeName: string;
  /** Optional English siblings ('' or absent for none, ADR 033). */
  typeNameEn?: string | undefined;
  typeSort: number;
  cardKind: CardKind;
  cardName: string;
  cardNameEn?: string | undefined;
  cardIntroduction: string;
  cardIntroductionEn?: string | undefined;
  displayRows: number;
  url: string;
  cardSort: number;
  /** In the role's default layout (always true for a mandatory card). */
  inDefault: boolean;
  mandatory: boolean;
  defaultSort: number;
}

function toLayoutCard(card: RoleCard, sort: number): LayoutCard {
  return {
    cardId: card.cardId,
    typeId: card.typeId,
    cardKind: card.cardKind,
    cardName: card.cardName,
    cardIntroduction: card.cardIntroduction,
    ...englishFields({ cardNameEn: card.cardNameEn, cardIntroductionEn: card.cardIntroductionEn }),
    displayRows: card.displayRows,
    url: card.url,
    mandatory: card.mandatory,
    sort,
  };
}

/**
 * The layout from the user's stored order (null: none stored, so the role's default). Stored cards the role can no
 * longer see drop out; mandatory cards missing from it are appended in the default order.
 */
export function composeLayout(roleCards: readonly RoleCard[], storedIds: readonly string[] | null): UserLayout {
  const byId = new Map(roleCards.map((card) => [card.cardId, card]));
  const chosen: RoleCard[] = storedIds === null
    ? roleCards.filter((card) => card.inDefault)
    : storedIds.map((id) => byId.get(id)).filter((card): card is RoleCard => card !== undefined);
  const present = new Set(chosen.map((card) => card.cardId));
  const missingMandatory = roleCards.filter((card) => card.mandatory && !present.has(card.cardId));
  return {
    cards: [...chosen, ...missingMandatory].map((card, index) => toLayoutCard(card, index + 1)),
    customised: storedIds !== null,
  };
}

/**
 * The ids a save would store: duplicates dropped (first place wins). Refuses a card the role may not add
 * (CARD_NOT_ALLOWED) and a list that leaves out a mandatory card (CARD_MANDATORY).
 */
export function checkLayoutSave(roleCards: readonly RoleCard[], cardIds: readonly string[]): string[] {
  const ids = [...new Set(cardIds)];
  const allowed = new Set(roleCards.map((card) => card.cardId));
  const stranger = ids.find((id) => !allowed.has(id));
  if (stranger !== undefined) throw new AppError('CARD_NOT_ALLOWED', { errors: [{ field: 'cardIds', msg: `卡片 ${stranger} 未对您的角色开放` }] });
  const kept = new Set(ids);
  const dropped = roleCards.find((card) => card.mandatory && !kept.has(card.cardId));
  if (dropped) throw new AppError('CARD_MANDATORY', { msg: `必选卡片「${dropped.cardName}」不能从首页移除` });
  return ids;
}

/** The catalogue: card types in order, each with the cards the role may add; types with none are left out. */
export function buildCatalogue(roleCards: readonly RoleCard[], layout: UserLayout): CatalogueType[] {
  const added = new Set(layout.cards.map((card) => card.cardId));
  const types = new Map<string, { sort: number; entry: CatalogueType; cards: RoleCard[] }>();
  for (const card of roleCards) {
    const type = types.get(card.typeId) ?? { sort: card.typeSort, entry: { id: card.typeId, typeName: card.typeName, ...englishFields({ typeNameEn: card.typeNameEn }), cardConfigs: [] }, cards: [] };
    type.cards.push(card);
    types.set(card.typeId, type);
  }
  return [...types.values()]
    .sort((a, b) => a.sort - b.sort || a.entry.id.localeCompare(b.entry.id))
    .map(({ entry, cards }) => ({
      ...entry,
      cardConfigs: [...cards]
        .sort((a, b) => a.cardSort - b.cardSort || a.cardId.localeCompare(b.cardId))
        .map((card) => ({
          cardId: card.cardId,
          cardKind: card.cardKind,
          cardName: card.cardName,
          cardIntroduction: card.cardIntroduction,
          ...englishFields({ cardNameEn: card.cardNameEn, cardIntroductionEn: card.cardIntroductionEn }),
          displayRows: card.displayRows,
          mandatory: card.mandatory,
          added: added.has(card.cardId),
        })),
    }));
}
