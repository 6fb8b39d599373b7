import { describe, expect, it } from 'vitest';
import { diffPerson, mapDepartment, mapPerson, roleFor, type HeldPerson, type MappedPerson } from '../../../../../../src/server/features/directory-sync/services/mapping';
import { DEFAULT_DIRECTORY_SYNC, type DirectorySyncDocument } from '../../../../../../src/shared/schema/directory-sync';

const doc: DirectorySyncDocument = {
  ...DEFAULT_DIRECTORY_SYNC,
  roleRules: [{ value: 'student', roleId: 'r-student' }, { value: 'teacher', roleId: 'r-teacher' }],
  defaultRoleId: '',
};
const entry = (values: Record<string, string>) => (attribute: string) => values[attribute] ?? '';
const known = new Map([['D01', '计算机科学与技术学院'], ['D02', '数学与统计学院']]);
const person = { uid: 's1', cn: '李明轩', mail: 's1@school.example', departmentNumber: 'D01', employeeType: 'student' };
const dn = 'uid=s1,ou=people,dc=school,dc=example';

describe('directory sync mapping', () => {
  it('maps a person through the configured attributes, with the role of the affiliation', () => {
    expect(mapPerson(entry(person), dn, doc, known, new Set())).toEqual({
      ok: true, value: { account: 's1', dn, name: '李明轩', mail: 's1@school.example', deptCode: 'D01', affiliation: 'student', roleId: 'r-student' },
    });
  });

  it('follows a changed mapping (an Active Directory style tree)', () => {
    const ad = { ...doc, mapping: { ...doc.mapping, account: 'sAMAccountName', name: 'displayName', department: 'department' } };
    const mapped = mapPerson(entry({ sAMAccountName: 'zhang.san', displayName: '张三', department: 'D02', employeeType: 'teacher' }), dn, ad, known, new Set());
    expect(mapped).toMatchObject({ ok: true, value: { account: 'zhang.san', name: '张三', deptCode: 'D02', roleId: 'r-teacher' } });
  });

  it('refuses with a reason: missing account, bad account, duplicate, missing name, unknown department, no role', () => {
    const refused = (values: Record<string, string>, seen: string[] = []) => {
      const mapped = mapPerson(entry(values), dn, doc, known, new Set(seen));
      return mapped.ok ? '' : mapped.reason;
    };
    expect(refused({ ...person, uid: '' })).toBe('缺少账号属性 uid');
    expect(refused({ ...person, uid: 'a b' })).toContain('账号只能包含');
    expect(refused(person, ['s1'])).toContain('账号重复');
    expect(refused({ ...person, cn: '' })).toBe('缺少姓名属性 cn');
    expect(refused({ ...person, departmentNumber: 'D99' })).toBe('部门编码 D99 不存在');
    expect(refused({ ...person, departmentNumber: '' })).toBe('缺少部门属性 departmentNumber');
    expect(refused({ ...person, employeeType: 'alumni' })).toBe('身份“alumni”没有对应的角色');
    // The refused row names the entry by its DN when it has no account.
    expect(mapPerson(entry({ ...person, uid: '' }), dn, doc, known, new Set())).toMatchObject({ ok: false, account: dn });
  });

  it('gives the first matching rule, else the default role', () => {
    expect(roleFor('Teacher', doc)).toBe('r-teacher');
    expect(roleFor('staff', doc)).toBe('');
    expect(roleFor('staff', { ...doc, defaultRoleId: 'r-default' })).toBe('r-default');
    expect(roleFor('student', { roleRules: [{ value: 'student', roleId: 'a' }, { value: 'student', roleId: 'b' }], defaultRoleId: '' })).toBe('a');
  });

  it('maps a department by code, with its name or its code when it has none', () => {
    expect(mapDepartment(entry({ ou: 'D01', description: '计算机科学与技术学院' }), 'ou=D01', doc)).toEqual({ ok: true, value: { code: 'D01', name: '计算机科学与技术学院' } });
    expect(mapDepartment(entry({ ou: 'D03' }), 'ou=D03', doc)).toEqual({ ok: true, value: { code: 'D03', name: 'D03' } });
    expect(mapDepartment(entry({ description: '无编码' }), 'cn=x', doc)).toMatchObject({ ok: false, reason: '部门缺少编码属性 ou' });
  });
});

describe('directory sync diff', () => {
  const incoming: MappedPerson = { account: 's1', dn, name: '李明轩', mail: 's1@school.example', deptCode: 'D01', affiliation: 'student', roleId: 'r-student' };
  const held: HeldPerson = {
    userId: 'u1', realName: '李明轩', deptName: '计算机科学与技术学院', roleId: 'r-student', disabled: false,
    directory: { dn, mail: 's1@school.example', deptCode: 'D01', affiliation: 'student' },
  };
  const dept = '计算机科学与技术学院';

  it('adds a person we do not hold', () => {
    expect(diffPerson(undefined, incoming, dept)).toEqual({ kind: 'added' });
  });

  it('leaves an unchanged person alone', () => {
    expect(diffPerson(held, incoming, dept)).toEqual({ kind: 'unchanged' });
  });

  it('names every changed field, and re-enables a disabled person who is back', () => {
    expect(diffPerson(held, { ...incoming, name: '李明', deptCode: 'D02', roleId: 'r-teacher' }, '数学与统计学院'))
      .toEqual({ kind: 'changed', fields: ['姓名', '部门', '角色'] });
    expect(diffPerson({ ...held, disabled: true }, incoming, dept)).toEqual({ kind: 'changed', fields: ['重新启用'] });
    expect(diffPerson(held, { ...incoming, mail: 'new@school.example' }, dept)).toEqual({ kind: 'changed', fields: ['邮箱'] });
  });

  it('refuses to take over a local account of the same name', () => {
    expect(diffPerson({ ...held, directory: null }, incoming, dept)).toMatchObject({ kind: 'refused', reason: expect.stringContaining('本地账号') });
  });
});
