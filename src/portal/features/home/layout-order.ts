import type { LayoutCard } from '../../../shared/schema/cards';

/** Pure edits of a user's card order; each returns a new array, or the same one when nothing changes. */

export function cardIds(cards: readonly LayoutCard[]): string[] {
  return cards.map((card) => card.cardId);
}

export function sameOrder(a: readonly LayoutCard[], b: readonly LayoutCard[]): boolean {
  return a.length === b.length && a.every((card, i) => card.cardId === b[i]?.cardId);
}

/** Moves the card at `from` to `to` (the other cards shift), as a drop on another card does. */
export function moveIndex(cards: readonly LayoutCard[], from: number, to: number): readonly LayoutCard[] {
  if (from === to || from < 0 || to < 0 || from >= cards.length || to >= cards.length) return cards;
  const next = cards.slice();
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/** Moves a card one place up (-1) or down (+1); unchanged at either end. */
export function moveBy(cards: readonly LayoutCard[], cardId: string, delta: -1 | 1): readonly LayoutCard[] {
  const from = cards.findIndex((card) => card.cardId === cardId);
  return from < 0 ? cards : moveIndex(cards, from, from + delta);
}

/** Removes a card; a mandatory one stays (the server refuses a layout without it, too). */
export function removeCard(cards: readonly LayoutCard[], cardId: string): readonly LayoutCard[] {
  const card = cards.find((c) => c.cardId === cardId);
  if (!card || card.mandatory) return cards;
  return cards.filter((c) => c.cardId !== cardId);
}

/** Adds a card at the end, once. */
export function addCard(cards: readonly LayoutCard[], card: LayoutCard): readonly LayoutCard[] {
  if (cards.some((c) => c.cardId === card.cardId)) return cards;
  return [...cards, { ...card, sort: cards.length + 1 }];
}
