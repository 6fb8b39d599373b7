import { describe, expect, it } from 'vitest';
import { buildCatalogue, checkLayoutSave, composeLayout, type RoleCard } from '../../../../../../src/server/features/cards/services/layout-rules';
import { AppError } from '../../../../../../src/server/http/app-error';

function roleCard(cardId: string, extra: Partial<RoleCard> = {}): RoleCard {
  return {
    cardId, typeId: 't1', typeName: '办事服务', typeSort: 1, cardKind: 'COMMON_SERVICES', cardName: cardId, cardIntroduction: '',
    displayRows: 1, url: '', cardSort: 1, inDefault: false, mandatory: false, defaultSort: 0, ...extra,
  };
}

// In the role's default order, as listRoleCards returns them.
const ROLE_CARDS = [
  roleCard('notice', { mandatory: true, inDefault: true, defaultSort: 1, typeId: 't2', typeName: '信息资讯', typeSort: 2, cardSort: 9 }),
  roleCard('todo', { mandatory: true, inDefault: true, defaultSort: 2, cardSort: 1 }),
  roleCard('news', { inDefault: true, defaultSort: 3, typeId: 't2', typeName: '信息资讯', typeSort: 2, cardSort: 3 }),
  roleCard('tools', { defaultSort: 100, cardSort: 2 }),
];

const codeOf = (run: () => unknown) => {
  try {
    run();
    return 'ok';
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
};

describe('a user\'s home layout', () => {
  it('is the role default (in default order) until the user saves one', () => {
    const layout = composeLayout(ROLE_CARDS, null);
    expect(layout.customised).toBe(false);
    expect(layout.cards.map((c) => [c.cardId, c.sort, c.mandatory])).toEqual([['notice', 1, true], ['todo', 2, true], ['news', 3, false]]);
  });

  it('follows the stored order, drops cards the role no longer sees, appends missing mandatory ones', () => {
    const layout = composeLayout(ROLE_CARDS, ['tools', 'gone', 'news', 'todo']);
    expect(layout.customised).toBe(true);
    expect(layout.cards.map((c) => c.cardId)).toEqual(['tools', 'news', 'todo', 'notice']);
  });

  it('saves deduplicated ids, refusing a card the role may not add and a list without a mandatory card', () => {
    expect(checkLayoutSave(ROLE_CARDS, ['todo', 'notice', 'todo', 'tools', 'notice'])).toEqual(['todo', 'notice', 'tools']);
    expect(codeOf(() => checkLayoutSave(ROLE_CARDS, ['todo', 'notice', 'secret']))).toBe('CARD_NOT_ALLOWED');
    expect(codeOf(() => checkLayoutSave(ROLE_CARDS, ['todo', 'news']))).toBe('CARD_MANDATORY');
    expect(codeOf(() => checkLayoutSave([roleCard('a')], []))).toBe('ok');
  });

  it('offers the catalogue by type order, cards by their own order, each marked added and mandatory', () => {
    const catalogue = buildCatalogue(ROLE_CARDS, composeLayout(ROLE_CARDS, ['todo', 'notice', 'tools']));
    expect(catalogue.map((t) => [t.id, t.typeName])).toEqual([['t1', '办事服务'], ['t2', '信息资讯']]);
    expect(catalogue[0]?.cardConfigs.map((c) => [c.cardId, c.added, c.mandatory])).toEqual([['todo', true, true], ['tools', true, false]]);
    expect(catalogue[1]?.cardConfigs.map((c) => [c.cardId, c.added])).toEqual([['news', false], ['notice', true]]);
  });
});
