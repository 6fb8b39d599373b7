import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { roleCardsOf } from '../../../../../src/server/features/cards/config/area';
import { setAuthConfig } from '../../../../../src/server/features/cards/admin/auth-config';
import { removeCardType } from '../../../../../src/server/features/cards/admin/card-types';
import { setTypeStatus, submitCard, submitTypeCards } from '../../../../../src/server/features/cards/admin/cards';
import { adjustColumnOrder, submitColumn } from '../../../../../src/server/features/cards/admin/columns';
import { AppError } from '../../../../../src/server/http/app-error';
import { homePageDocumentSchema, type HomeCard, type HomePageDocument } from '../../../../../src/shared/schema/home-config';

const news = { kind: 'builtin', source: 'news', params: {} } as const;

function card(id: string, over: Partial<HomeCard> = {}): HomeCard {
  return {
    id, typeId: 't1', cardKind: 'CAMPUS_NEWS', cardName: id, cardIntroduction: '', displayRows: 1, url: '', status: 1, sort: 1,
    roles: {}, columns: [], ...over,
  };
}

function doc(): HomePageDocument {
  return {
    types: [{ id: 't1', typeName: '资讯', sort: 1 }, { id: 't2', typeName: '工具', sort: 2 }],
    cards: [
      card('a', { sort: 2, roles: { student: { inDefault: true, mandatory: false, defaultSort: 5 } } }),
      card('b', { sort: 1, roles: { student: { inDefault: false, mandatory: false, defaultSort: 5 }, teacher: { inDefault: true, mandatory: false, defaultSort: 1 } } }),
      card('c', { typeId: 't2', status: 0, roles: { student: { inDefault: true, mandatory: true, defaultSort: 1 } } }),
    ],
  };
}

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).code;
  }
  throw new Error('not refused');
};

describe('home page draft edits', () => {
  it('answers a role\'s cards as the portal query does: enabled, offered, by default sort then card sort', () => {
    expect(roleCardsOf(doc(), 'student').map((c) => [c.cardId, c.inDefault])).toEqual([['b', false], ['a', true]]);
    expect(roleCardsOf(doc(), 'teacher').map((c) => c.cardId)).toEqual(['b']);
    expect(roleCardsOf(setTypeStatus(doc(), 't2', 1), 'student')[0]).toMatchObject({ cardId: 'c', mandatory: true, inDefault: true });
  });

  it('sets role visibility: mandatory implies the default layout, unlisted roles keep theirs, strangers are refused', () => {
    const next = setAuthConfig(doc(), { cardId: 'b', roles: [{ roleId: 'student', visible: false, inDefault: false, mandatory: true, defaultSort: 3 }] }, ['student', 'teacher']);
    expect(next.cards.find((c) => c.id === 'b')?.roles).toEqual({
      student: { inDefault: true, mandatory: true, defaultSort: 3 },
      teacher: { inDefault: true, mandatory: false, defaultSort: 1 },
    });
    const hidden = setAuthConfig(doc(), { cardId: 'a', roles: [{ roleId: 'student', visible: false, inDefault: true, mandatory: false, defaultSort: 0 }] }, ['student']);
    expect(hidden.cards.find((c) => c.id === 'a')?.roles).toEqual({});
    expect(refusal(() => setAuthConfig(doc(), { cardId: 'a', roles: [{ roleId: 'ghost', visible: true, inDefault: false, mandatory: false, defaultSort: 0 }] }, ['student']))).toBe('VALIDATION');
  });

  it('refuses removing a type that holds cards, a card of an unknown type, and a kind change of a card with columns', () => {
    expect(refusal(() => removeCardType(doc(), 't1'))).toBe('IN_USE');
    expect(refusal(() => submitCard(doc(), { typeId: 'nope', cardKind: 'TODO', cardName: 'x', cardIntroduction: '', displayRows: 1, url: '', status: 1, sort: 1 }))).toBe('VALIDATION');
    const { doc: withColumn } = submitColumn(doc(), { cardId: 'a', columnName: '要闻', sort: 1, dataSource: news }, new Set());
    expect(refusal(() => submitCard(withColumn, { id: 'a', typeId: 't1', cardKind: 'TODO', cardName: 'a', cardIntroduction: '', displayRows: 1, url: '', status: 1, sort: 1 }))).toBe('VALIDATION');
  });

  it('orders columns (listed first) and a type\'s cards, moving listed cards into the type', () => {
    let next = doc();
    const ids: string[] = [];
    for (const name of ['一', '二', '三']) {
      const out = submitColumn(next, { cardId: 'a', columnName: name, sort: ids.length + 1, dataSource: news }, new Set());
      next = out.doc;
      ids.push(out.id);
    }
    const ordered = adjustColumnOrder(next, 'a', [ids[2] as string]);
    expect([...(ordered.cards[0]?.columns ?? [])].sort((x, y) => x.sort - y.sort).map((c) => c.columnName)).toEqual(['三', '一', '二']);

    const moved = submitTypeCards(doc(), 't2', ['a']);
    expect(moved.cards.filter((c) => c.typeId === 't2').map((c) => [c.id, c.sort])).toEqual([['a', 1], ['c', 2]]);
  });

  it('the document schema refuses a card whose type is not in it, and repeated ids', () => {
    expect(z.safeParse(homePageDocumentSchema, doc()).success).toBe(true);
    expect(z.safeParse(homePageDocumentSchema, { ...doc(), types: doc().types.slice(0, 1) }).success).toBe(false);
    expect(z.safeParse(homePageDocumentSchema, { ...doc(), cards: [...doc().cards, card('a')] }).success).toBe(false);
  });
});
