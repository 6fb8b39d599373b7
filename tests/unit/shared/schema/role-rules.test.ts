import { describe, expect, it } from 'vitest';
import { roleFromRules, roleRulesSchema } from '../../../../src/shared/schema/role-rules';

describe('role rules (one decision for the school sign-in and the directory sync)', () => {
  const rules = [{ value: 'teacher', roleId: 'T' }, { value: 'student', roleId: 'S' }];

  it('gives the first rule the person holds, letter case aside, else the default, else nothing', () => {
    expect(roleFromRules(rules, '', ['student', 'teacher'])).toBe('T');
    expect(roleFromRules(rules, '', ['Student'])).toBe('S');
    expect(roleFromRules(rules, 'D', ['alumni'])).toBe('D');
    expect(roleFromRules(rules, '', ['alumni'])).toBe('');
    expect(roleFromRules(rules, '', [])).toBe('');
  });

  it('refuses an empty value or role with a Chinese message', () => {
    const parsed = roleRulesSchema.safeParse([{ value: ' ', roleId: '' }]);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual(expect.arrayContaining(['请输入身份/用户组取值', '请选择角色']));
  });
});
