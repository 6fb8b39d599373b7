import { describe, expect, it } from 'vitest';
import type { TripleListConfig } from '../../../../../src/shared/schema/three-lists';
import { fromFormValues, threeListsResolver, toFormValues } from '../../../../../src/admin/pages/three-lists/form-values';

const CONFIG: TripleListConfig = {
  pageTitle: '三张清单',
  intro: '部门职责、服务与职责的对应关系',
  lists: [
    { key: 'service', title: '服务清单', visible: true, sort: 2 },
    { key: 'dept', title: '部门职责清单', visible: true, sort: 1 },
    { key: 'duty', title: '职责清单', visible: false, sort: 3 },
  ],
  categories: ['党群部门', '教学单位'],
  showEmptyDepts: false,
  showCounts: true,
  pageSize: 10,
  dutyTypeRequired: true,
};

const resolve = async (values: object) => threeListsResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the three lists configuration form', () => {
  it('holds the lists in display order and saves their order as the sort', () => {
    const form = toFormValues(CONFIG);
    expect(form.lists.map((l) => l.key)).toEqual(['dept', 'service', 'duty']);
    expect(form.categories).toEqual([{ name: '党群部门' }, { name: '教学单位' }]);
    const moved = { ...form, lists: [form.lists[2], form.lists[0], form.lists[1]] };
    expect(fromFormValues(moved).lists.map((l) => [l.key, l.sort])).toEqual([['duty', 1], ['dept', 2], ['service', 3]]);
    expect(fromFormValues(form).categories).toEqual(['党群部门', '教学单位']);
  });

  it('refuses what the server refuses, each message at its field, in Chinese', async () => {
    const form = toFormValues(CONFIG);
    const bad = {
      ...form,
      pageTitle: '',
      pageSize: 80,
      lists: form.lists.map((l) => ({ ...l, visible: false })),
      categories: [{ name: '党群部门' }, { name: '' }],
    };
    const { errors } = await resolve(bad);
    expect(errors).toMatchObject({
      pageTitle: { message: '请输入页面标题' },
      pageSize: { message: '每页条数为 5–50' },
      lists: { message: '至少显示一张清单' },
      categories: { 1: { name: { message: '部门分类不能为空' } } },
    });
    expect((await resolve(form)).errors).toEqual({});
  });

  it('refuses a category chosen twice', async () => {
    const { errors } = await resolve({ ...toFormValues(CONFIG), categories: [{ name: '党群部门' }, { name: '党群部门' }] });
    expect(errors).toMatchObject({ categories: { message: '部门分类不能重复' } });
  });
});
