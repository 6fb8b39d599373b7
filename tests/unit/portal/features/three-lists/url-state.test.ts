import { describe, expect, it } from 'vitest';
import {
  changeThreeListsState, DEFAULT_THREE_LISTS_STATE, formatThreeListsQuery, parseThreeListsQuery,
} from '../../../../../src/portal/features/three-lists/url-state';
import { filterTree, pathTo, visibleRows } from '../../../../../src/portal/features/three-lists/tree-model';
import { tree } from './fixtures';

describe('three-lists address state', () => {
  it('reads and writes the selection, leaving defaults out', () => {
    const state = parseThreeListsQuery('?list=duty&dept=d-cs&keyword=%E5%AD%A6%E7%B1%8D%20x&type=MAIN&page=3');
    expect(state).toEqual({ list: 'duty', deptId: 'd-cs', category: '', keyword: '学籍 x', dutyType: 'MAIN', page: 3 });
    expect(formatThreeListsQuery(state)).toBe('list=duty&dept=d-cs&keyword=%E5%AD%A6%E7%B1%8D%20x&type=MAIN&page=3');
    expect(formatThreeListsQuery(DEFAULT_THREE_LISTS_STATE)).toBe('');
  });

  it('falls back to defaults for anything unreadable, and a department wins over a category', () => {
    expect(parseThreeListsQuery('list=other&type=BAD&page=0&dept=' + 'x'.repeat(40))).toEqual(DEFAULT_THREE_LISTS_STATE);
    expect(parseThreeListsQuery('cat=学院&dept=d-cs')).toMatchObject({ deptId: 'd-cs', category: '' });
    expect(parseThreeListsQuery('page=99999999').page).toBe(1);
  });

  it('starts again at page 1 on a new selection, and another list drops the keyword and type', () => {
    const at = { ...DEFAULT_THREE_LISTS_STATE, list: 'duty' as const, keyword: '学籍', dutyType: 'MAIN' as const, page: 4 };
    expect(changeThreeListsState(at, { page: 5 }).page).toBe(5);
    expect(changeThreeListsState(at, { deptId: 'd-cs' })).toMatchObject({ deptId: 'd-cs', page: 1, keyword: '学籍' });
    expect(changeThreeListsState(at, { list: 'service' })).toMatchObject({ list: 'service', keyword: '', dutyType: '', page: 1 });
    expect(changeThreeListsState({ ...at, deptId: 'd-cs' }, { category: '学院' })).toMatchObject({ category: '学院', deptId: '' });
  });
});

describe('three-lists tree model', () => {
  it('filters by name or code, keeping the way to a match and everything under it', () => {
    expect(filterTree(tree, '考试').map((n) => [n.label, n.children.map((c) => [c.label, c.children.map((g) => g.label)])]))
      .toEqual([['职能部门', [['教务处', ['考试中心']]]]]);
    expect(filterTree(tree, 'd-cs')[0]?.children.map((c) => c.label)).toEqual(['计算机学院']);
    expect(filterTree(tree, '教务处')[0]?.children[0]?.children.map((c) => c.label)).toEqual(['考试中心']);
    expect(filterTree(tree, '无此部门')).toEqual([]);
  });

  it('lists the rows of the open branches with their level and place, and finds the way to a node', () => {
    const rows = visibleRows(tree, new Set(['category:职能部门', 'd-jwc']));
    expect(rows.map((r) => [r.node.label, r.level, r.posInSet, r.setSize])).toEqual([
      ['职能部门', 1, 1, 2], ['教务处', 2, 1, 2], ['考试中心', 3, 1, 1], ['学生处', 2, 2, 2], ['学院', 1, 2, 2],
    ]);
    expect(pathTo(tree, 'd-kszx').map((n) => n.label)).toEqual(['职能部门', '教务处', '考试中心']);
  });
});
