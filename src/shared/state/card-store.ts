import { z } from 'zod/mini';
import type { SessionStoreLike } from '../rules/session-keys';

/**
 * The card list kept in the session store (doc2 §3 "cards: cardId, card.url"), so that a card's embedded page
 * (CARD-13) can find its url after a reload. Hiding the card config clears it (CARD-14, doc2 §4).
 */

/** The session-store key of the card list (STATE-01 adds the product prefix). */
export const CARDS_KEY = 'cards';

const storedCardSchema = z.object({ cardId: z.string(), url: z.string() });
export type StoredCard = z.infer<typeof storedCardSchema>;
const storedCardsSchema = z.array(storedCardSchema);

/** Keeps the cards' ids and urls, and nothing else of them (a layout card carries more than the store needs). */
export function storeCards(store: SessionStoreLike, list: readonly StoredCard[]): void {
  store.set(CARDS_KEY, list.map(({ cardId, url }) => ({ cardId, url })));
}

/** The stored card list; [] when none is stored or what is stored is not a card list. */
export function readCards(store: SessionStoreLike): StoredCard[] {
  const parsed = z.safeParse(storedCardsSchema, store.get(CARDS_KEY));
  return parsed.success ? parsed.data : [];
}

/** CARD-14: hiding the card config clears the stored card list. */
export function hideCardConfig(store: SessionStoreLike): void {
  store.remove(CARDS_KEY);
}
