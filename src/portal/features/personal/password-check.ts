import type { TextRegistry } from '../../../shared/i18n';
import { updatePasswordRequestSchema } from '../../../shared/schema/personal';

export interface PasswordFields {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}
export type PasswordField = keyof PasswordFields;

/** Per field: a text key of the personal namespace, or a message as the server or the schema wrote it. */
export type PasswordErrors = Partial<Record<PasswordField, { key: keyof TextRegistry['personal']['security'] } | { message: string }>>;

/**
 * The rule of getPasswordReg as a RegExp, without flags as the server tests it (so both agree on every input),
 * or null when the page cannot use it (empty, or not valid syntax): then only the server checks, as it always does.
 */
export function compileRule(passwordReg: string | null | undefined): RegExp | null {
  if (!passwordReg) return null;
  try {
    return new RegExp(passwordReg);
  } catch {
    return null;
  }
}

/** Whether `password` meets the rule; null before anything was typed or without a usable rule. */
export function ruleVerdict(rule: RegExp | null, password: string): boolean | null {
  if (rule === null || password === '') return null;
  return rule.test(password);
}

/**
 * The checks the page makes before sending: the shared request schema (required, at most PASSWORD_MAX), the rule,
 * the confirmation, and that the new one differs from the old (the server refuses that too).
 */
export function checkPasswordForm(fields: PasswordFields, rule: RegExp | null): PasswordErrors {
  const errors: PasswordErrors = {};
  const parsed = updatePasswordRequestSchema.safeParse({ oldPassword: fields.oldPassword, newPassword: fields.newPassword });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'oldPassword' || field === 'newPassword') && !errors[field]) {
        errors[field] = fields[field] === '' ? { key: field === 'oldPassword' ? 'oldRequired' : 'newRequired' } : { message: issue.message };
      }
    }
  }
  if (!errors.newPassword && ruleVerdict(rule, fields.newPassword) === false) errors.newPassword = { key: 'ruleNotMet' };
  if (!errors.newPassword && fields.newPassword === fields.oldPassword) errors.newPassword = { key: 'sameAsOld' };
  if (fields.confirmPassword === '') errors.confirmPassword = { key: 'confirmRequired' };
  else if (fields.confirmPassword !== fields.newPassword) errors.confirmPassword = { key: 'mismatch' };
  return errors;
}

export function hasErrors(errors: PasswordErrors): boolean {
  return Object.values(errors).some((e) => e !== undefined);
}
