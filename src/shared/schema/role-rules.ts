import { z } from 'zod/mini';

/**
 * Which role a person gets from the school's affiliation or group values: one rule shape and one decision for every
 * place that admits people from the school's systems — a first sign-in through CAS or OpenID Connect (ADR 022) and
 * the directory sync (ADR 023) — so the studio explains both the same way and a value maps to the same role.
 */
const MAX_ROLE_RULES = 50;

/** An affiliation or group value (student, teacher, staff…) and the role it gives; the first matching rule wins. */
const roleRuleSchema = z.object({
  value: z.string().check(z.trim(), z.minLength(1, '请输入身份/用户组取值'), z.maxLength(100, '身份/用户组取值不能超过 100 个字符')),
  roleId: z.string().check(z.minLength(1, '请选择角色'), z.maxLength(32, '角色编号过长')),
});
export type RoleRule = z.output<typeof roleRuleSchema>;

export const roleRulesSchema = z.array(roleRuleSchema).check(z.maxLength(MAX_ROLE_RULES, `角色规则最多 ${MAX_ROLE_RULES} 条`));

/**
 * The role of a person holding `values`: the first rule whose value they hold (letter case aside, since directories
 * and providers differ in it), else `defaultRoleId`; '' when neither, which refuses the person.
 */
export function roleFromRules(rules: readonly RoleRule[], defaultRoleId: string, values: readonly string[]): string {
  const held = new Set(values.map((value) => value.toLowerCase()));
  return rules.find((rule) => held.has(rule.value.toLowerCase()))?.roleId ?? defaultRoleId;
}
