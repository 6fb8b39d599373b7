import { describe, expect, it } from 'vitest';
import { dictionaryRequest, toDictionaryOptions } from '../../../../../src/admin/components/dictionary/options';

describe('dictionary options', () => {
  it('[DICT-01] reads the list under result: label from dictValue, value from dictKey', () => {
    const result = [{ dictKey: 'jwc', dictValue: '教务处', extra: 1 }, { dictKey: 1001, dictValue: '页面内弹窗打开' }];
    expect(toDictionaryOptions(result)).toEqual([
      { value: 'jwc', label: '教务处', depth: 0, isGroup: false },
      { value: '1001', label: '页面内弹窗打开', depth: 0, isGroup: false },
    ]);
  });

  it('[DICT-01] reads other label and value names where a source says so', () => {
    const roles = [{ roleId: 'r1', roleName: '教师', roleType: 'teacher' }];
    expect(toDictionaryOptions(roles, { labelKey: 'roleName', valueKey: 'roleId' })).toEqual([{ value: 'r1', label: '教师', depth: 0, isGroup: false }]);
    expect(toDictionaryOptions(roles)).toEqual([]);
  });

  it('[DICT-01] flattens a tree depth first, keeps the first of a repeated value and leaves out broken entries', () => {
    const tree = [{
      dictKey: 'root', dictValue: '学校',
      children: [
        { dictKey: 'jwc', dictValue: '教务处', children: [{ dictKey: 'kszx', dictValue: '考试中心', children: [] }] },
        { dictKey: 'jwc', dictValue: '重复' },
        { dictKey: null, dictValue: '无值' },
        { dictKey: 'nolabel' },
        'text',
      ],
    }];
    expect(toDictionaryOptions(tree)).toEqual([
      { value: 'root', label: '学校', depth: 0, isGroup: true },
      { value: 'jwc', label: '教务处', depth: 1, isGroup: true },
      { value: 'kszx', label: '考试中心', depth: 2, isGroup: false },
    ]);
    expect(toDictionaryOptions({ records: [] })).toEqual([]);
    expect(toDictionaryOptions(null)).toEqual([]);
  });

  it('[DICT-01] sends tenantId with the parameters, and a search term under deptName unless another name is set', () => {
    expect(dictionaryRequest({ tenantId: '000000', params: { size: 20 }, term: ' 教务 ' })).toEqual({ size: 20, tenantId: '000000', deptName: '教务' });
    expect(dictionaryRequest({ tenantId: '000000', searchParam: 'keyword', term: '王' })).toEqual({ tenantId: '000000', keyword: '王' });
    expect(dictionaryRequest({ tenantId: '000000', term: '  ' })).toEqual({ tenantId: '000000' });
    // The session's tenant wins over a parameter that names another.
    expect(dictionaryRequest({ tenantId: '000000', params: { tenantId: '000001' } })).toEqual({ tenantId: '000000' });
  });
});
