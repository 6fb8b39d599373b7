import { loginRequestSchema } from '../../../shared/schema/auth';

type LoginField = 'username' | 'password';
type LoginErrorKey =
  | 'login.accountRequired' | 'login.accountTooLong' | 'login.passwordRequired' | 'login.passwordTooLong';
export type LoginErrors = Partial<Record<LoginField, LoginErrorKey>>;

/**
 * Checks the form with the server's own schema (the same limits on both sides) and names each failure by an
 * i18n key, so the message follows the chosen language.
 */
export function validateLogin(values: { username: string; password: string }): LoginErrors {
  const parsed = loginRequestSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: LoginErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field !== 'username' && field !== 'password') continue;
    if (errors[field]) continue;
    const tooLong = issue.code === 'too_big';
    errors[field] = field === 'username'
      ? (tooLong ? 'login.accountTooLong' : 'login.accountRequired')
      : (tooLong ? 'login.passwordTooLong' : 'login.passwordRequired');
  }
  return errors;
}
