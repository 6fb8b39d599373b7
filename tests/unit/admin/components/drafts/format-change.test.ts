import { describe, expect, it } from 'vitest';
import { readableChange, type ChangeLabels, type ChangeWords } from '../../../../../src/admin/components/drafts/format-change';

const words: ChangeWords = { empty: '（空）', yes: '是', no: '否', item: (n) => `第 ${n} 项` };
const names: Record<string, string> = { d1: '巡查职责', dept1: '教务处', dept2: '后勤处', s1: '请假申请', r1: '学生' };
const fields: Record<string, string> = { dutyName: '职责名称', deptId: '所属部门', isPublic: '对访客公开', serviceIds: '承接服务', content: '职责内容', duties: '职责' };
const labels: ChangeLabels = {
  nameOf: (id) => names[id], fieldLabel: (key) => fields[key], valueLabel: (key, value) => (key === 'dutyType' && value === 'MAIN' ? '主要职责' : undefined),
};

describe('an audit diff as an administrator reads it', () => {
  it('lists an added object field by field, with labels, names for ids and 是/否, never as JSON', () => {
    const row = readableChange({
      op: 'add', path: 'duties[id=d1]',
      after: { id: 'd1', deptId: 'dept1', dutyName: '巡查职责', isPublic: false, serviceIds: ['s1'], content: '' },
    }, labels, words);
    expect(row.where).toBe('巡查职责');
    expect(row.fields).toEqual([
      { label: '所属部门', before: null, after: '教务处' },
      { label: '职责名称', before: null, after: '巡查职责' },
      { label: '对访客公开', before: null, after: '否' },
      { label: '承接服务', before: null, after: '请假申请' },
      { label: '职责内容', before: null, after: '（空）' },
    ]);
    expect(JSON.stringify(row)).not.toContain('{\\"');
  });

  it('names the object and the field of a changed value, and the departments before and after', () => {
    const row = readableChange({ op: 'replace', path: 'duties[id=d1].deptId', before: 'dept1', after: 'dept2' }, labels, words);
    expect(row).toMatchObject({ where: '巡查职责 · 所属部门', before: '教务处', after: '后勤处', fields: [] });
  });

  it('lists a replaced object by the fields that changed only; a role key of a map reads as the role', () => {
    const row = readableChange({ op: 'replace', path: 'roles.r1', before: { inDefault: true, mandatory: false }, after: { inDefault: true, mandatory: true } }, labels, words);
    expect(row.where).toBe('roles · 学生');
    expect(row.fields).toEqual([{ label: 'mandatory', before: '否', after: '是' }]);
  });

  it('shows a stored code as the form names it, where the area names its values', () => {
    expect(readableChange({ op: 'replace', path: 'duties[id=d1].dutyType', before: '', after: 'MAIN' }, labels, words)).toMatchObject({ before: '（空）', after: '主要职责' });
  });

  it('numbers the items of a list without ids from one', () => {
    expect(readableChange({ op: 'replace', path: 'duties[2].dutyName', before: 'a', after: 'b' }, labels, words).where).toBe('职责 第 3 项 · 职责名称');
  });
});
