import { describe, expect, it } from 'vitest';
import { CARDS_KEY, hideCardConfig, readCards, storeCards } from '../../../../src/shared/state/card-store';
import { createMemoryStorage, createSessionStore } from '../../../../src/shared/state/session-store';
import { layoutCard } from '../../portal/features/cards/fixtures';

const newStore = () => createSessionStore({ storage: createMemoryStorage() });

describe('stored card list', () => {
  it('stores only each card\'s id and url under the key cards, and reads them back', () => {
    const store = newStore();
    storeCards(store, [layoutCard({ cardId: 'a', url: '/micro/a/' }), layoutCard({ cardId: 'b', url: '' })]);
    expect(readCards(store)).toEqual([{ cardId: 'a', url: '/micro/a/' }, { cardId: 'b', url: '' }]);
    expect(store.get(CARDS_KEY)).toEqual([{ cardId: 'a', url: '/micro/a/' }, { cardId: 'b', url: '' }]);
  });

  it('reads [] when nothing or something else is stored', () => {
    const store = newStore();
    expect(readCards(store)).toEqual([]);
    store.set(CARDS_KEY, [{ cardId: 1 }]);
    expect(readCards(store)).toEqual([]);
    store.set(CARDS_KEY, 'cards');
    expect(readCards(store)).toEqual([]);
  });

  it('[CARD-14] hiding the card config clears the stored card list and nothing else', () => {
    const store = newStore();
    storeCards(store, [layoutCard({ cardId: 'a', url: '/micro/a/' })]);
    store.set('access_token', 'A1');
    hideCardConfig(store);
    expect(readCards(store)).toEqual([]);
    expect(store.get(CARDS_KEY)).toBeNull();
    expect(store.get('access_token')).toBe('A1');
  });
});
