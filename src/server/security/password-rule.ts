import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { passwordPolicies } from '../db/schema/personal';
import type { PasswordConfig, PasswordRule } from '../../shared/schema/personal';

/** The rule of a school that has not set its own: the strength the demo accounts' passwords already have. */
export const DEFAULT_PASSWORD_RULE: PasswordRule = {
  minLength: 8, maxLength: 32, requireUpper: true, requireLower: true, requireDigit: true, requireSymbol: true,
};

/**
 * The rule as a regular expression, built from its parts (an administrator never types a pattern, so none can be
 * malformed or catastrophically slow). JavaScript syntax without flags: the page tests with exactly this pattern,
 * and so does the server, so both always agree.
 */
export function passwordRegOf(rule: PasswordRule): string {
  const lookaheads = [
    rule.requireUpper ? '(?=.*[A-Z])' : '',
    rule.requireLower ? '(?=.*[a-z])' : '',
    rule.requireDigit ? '(?=.*\\d)' : '',
    rule.requireSymbol ? '(?=.*[^A-Za-z0-9\\s])' : '',
  ].join('');
  return `^${lookaheads}\\S{${rule.minLength},${rule.maxLength}}$`;
}

/** The sentence that explains the rule to the user. */
export function passwordTipOf(rule: PasswordRule): string {
  const kinds = [
    rule.requireUpper ? '大写字母' : '', rule.requireLower ? '小写字母' : '', rule.requireDigit ? '数字' : '', rule.requireSymbol ? '特殊字符' : '',
  ].filter((k) => k !== '');
  const length = `密码长度为 ${rule.minLength}-${rule.maxLength} 位，不能包含空格`;
  if (kinds.length === 0) return length;
  const listed = kinds.length === 1 ? kinds[0] : `${kinds.slice(0, -1).join('、')}和${kinds[kinds.length - 1]}`;
  return `${length}，须${kinds.length > 1 ? '同时' : ''}包含${listed}`;
}

/** True when the password meets the rule. */
export function meetsPasswordRule(password: string, rule: PasswordRule): boolean {
  return new RegExp(passwordRegOf(rule)).test(password);
}

/** The tenant's rule (eduSystemManagePwdConfig), or the default. */
export async function getPasswordRule(db: Queryable, tenantId: string): Promise<PasswordRule> {
  const [row] = await db.select().from(passwordPolicies).where(eq(passwordPolicies.tenantId, tenantId));
  if (!row) return DEFAULT_PASSWORD_RULE;
  return {
    minLength: row.minLength, maxLength: row.maxLength, requireUpper: row.requireUpper === 1, requireLower: row.requireLower === 1,
    requireDigit: row.requireDigit === 1, requireSymbol: row.requireSymbol === 1,
  };
}

export function passwordConfigOf(rule: PasswordRule): PasswordConfig {
  return { ...rule, passwordReg: passwordRegOf(rule), passwordTip: passwordTipOf(rule) };
}
