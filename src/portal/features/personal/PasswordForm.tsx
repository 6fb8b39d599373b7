import { useId, useMemo, useRef, useState } from 'react';
import { getPasswordReg, updatePassword } from '../../../shared/api/catalogue/personal';
import { ApiError } from '../../../shared/api/client-types';
import { PASSWORD_MAX } from '../../../shared/schema/personal';
import { useServices } from '../../app/services';
import { Loading } from '../../components/AsyncStates';
import { useTranslation } from '../../lib/i18n-react';
import { useCall } from '../../lib/use-call';
import { useButtonGuard } from '../../../ui/use-button-guard';
import { useServerMessage } from '../../lib/use-server-message';
import {
  checkPasswordForm, compileRule, hasErrors, ruleVerdict, type PasswordErrors, type PasswordField, type PasswordFields,
} from './password-check';
import { errorMessage } from '../../../shared/api/error-message';

const FIELDS: readonly PasswordField[] = ['oldPassword', 'newPassword', 'confirmPassword'];
const EMPTY: PasswordFields = { oldPassword: '', newPassword: '', confirmPassword: '' };

type Outcome = { kind: 'changed'; revoked: number } | { kind: 'failed'; message: string } | null;

function isField(value: string): value is PasswordField {
  return (FIELDS as readonly string[]).includes(value);
}

/**
 * 修改密码: old, new and confirmation. The school's rule (getPasswordReg) is shown and checked as the user types;
 * the server checks it again, and what it refuses is shown beside the field it names. After a change the user is
 * told that their other sessions were signed out (the server ends them).
 */
export function PasswordForm() {
  const { t } = useTranslation();
  const s = useServices();
  const localise = useServerMessage();
  const formId = useId();
  const { state: ruleState } = useCall(s.blade, getPasswordReg, {});
  const rule = useMemo(() => (ruleState.status === 'success' ? compileRule(ruleState.data.passwordReg) : null), [ruleState]);

  const [fields, setFields] = useState<PasswordFields>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<PasswordField, boolean>>>({});
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<PasswordErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);
  const inputs = useRef<Partial<Record<PasswordField, HTMLInputElement | null>>>({});

  const localErrors = checkPasswordForm(fields, rule);
  const errorOf = (field: PasswordField) => serverErrors[field] ?? (attempted || touched[field] ? localErrors[field] : undefined);
  const verdict = ruleVerdict(rule, fields.newPassword);

  function change(field: PasswordField, value: string): void {
    setFields((current) => ({ ...current, [field]: value }));
    // What the server said was about the value it saw; an edited field is judged afresh.
    setServerErrors((current) => ({ ...current, [field]: undefined }));
    setOutcome(null);
  }

  /** Synchronous when the page already finds a fault (nothing to wait for), the call's promise otherwise. */
  function submit(): Promise<void> | undefined {
    setAttempted(true);
    setOutcome(null);
    if (hasErrors(localErrors)) {
      const first = FIELDS.find((field) => localErrors[field]);
      if (first) inputs.current[first]?.focus();
      return undefined;
    }
    return send();
  }

  async function send(): Promise<void> {
    setServerErrors({});
    setSending(true);
    try {
      // silent: the reason is shown beside the field, or above the button, not again as a toast.
      const result = await s.blade.call(updatePassword, { oldPassword: fields.oldPassword, newPassword: fields.newPassword }, { silent: true });
      setFields(EMPTY);
      setTouched({});
      setAttempted(false);
      setOutcome({ kind: 'changed', revoked: result.revokedSessions });
    } catch (error) {
      const found: PasswordErrors = {};
      if (error instanceof ApiError) {
        for (const e of error.errors) if (isField(e.field) && !found[e.field]) found[e.field] = { message: e.msg };
      }
      setServerErrors(found);
      const first = FIELDS.find((field) => found[field]);
      if (first) inputs.current[first]?.focus();
      else setOutcome({ kind: 'failed', message: errorMessage(error, '') });
    } finally {
      setSending(false);
    }
  }
  // SHELL-09: disabled for 800 ms after a submit, and for as long as the call takes.
  const guard = useButtonGuard(submit);

  const text = (error: PasswordErrors[PasswordField]): string => {
    if (!error) return '';
    return 'key' in error ? t(`personal.security.${error.key}`) : localise(error.message);
  };

  const ruleId = `${formId}-rule`;
  const field = (name: PasswordField, autoComplete: string) => {
    const id = `${formId}-${name}`;
    const error = errorOf(name);
    const describedBy = [error ? `${id}-error` : '', name === 'newPassword' ? ruleId : ''].filter(Boolean).join(' ');
    return (
      <div className="pc-field">
        <label className="pc-field__label" htmlFor={id}>{t(`personal.security.${name}`)}</label>
        <input
          ref={(el) => { inputs.current[name] = el; }}
          id={id}
          name={name}
          className="pc-input"
          type="password"
          autoComplete={autoComplete}
          maxLength={PASSWORD_MAX}
          value={fields[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => change(name, event.target.value)}
          onBlur={() => { if (fields[name] !== '') setTouched((current) => ({ ...current, [name]: true })); }}
        />
        {error ? <p id={`${id}-error`} className="pc-field__error">{text(error)}</p> : null}
        {name === 'newPassword' ? (
          <div id={ruleId} className="pc-rule">
            {ruleState.status === 'loading' ? <Loading label={t('personal.security.ruleLoading')} /> : null}
            {ruleState.status === 'error' ? <p className="pc-rule__tip">{t('personal.security.ruleFailed')}</p> : null}
            {ruleState.status === 'success' ? (
              <p className="pc-rule__tip">{t('personal.security.rule', { tip: localise(ruleState.data.passwordTip) })}</p>
            ) : null}
            <p className={`pc-rule__verdict${verdict === false ? ' pc-rule__verdict--bad' : ''}`} aria-live="polite">
              {verdict === null ? '' : (
                <>
                  <span aria-hidden="true">{verdict ? '✓ ' : '✗ '}</span>
                  {t(verdict ? 'personal.security.ruleMet' : 'personal.security.ruleNotMet')}
                </>
              )}
            </p>
          </div>
        ) : null}
      </div>
    );
  };

  return (
    <section className="pc-block" aria-labelledby={`${formId}-title`}>
      <h3 id={`${formId}-title`} className="pc-block__title">{t('personal.security.password')}</h3>
      <form className="pc-form" noValidate onSubmit={(event) => { event.preventDefault(); guard.onClick(); }}>
        {field('oldPassword', 'current-password')}
        {field('newPassword', 'new-password')}
        {field('confirmPassword', 'new-password')}
        {outcome?.kind === 'failed' ? (
          <div className="sh-form-error" role="alert">
            {outcome.message ? t('personal.security.failedWith', { reason: localise(outcome.message) }) : t('personal.security.failed')}
          </div>
        ) : null}
        <p className="pc-status" role="status">
          {outcome?.kind === 'changed' ? (
            <>
              {t('personal.security.changed')}
              {' '}
              {outcome.revoked > 0
                ? t('personal.security.signedOutOthers', { count: outcome.revoked })
                : t('personal.security.noOtherSessions')}
            </>
          ) : null}
        </p>
        <button type="submit" className="sh-button" disabled={guard.disabled}>
          {sending ? t('personal.security.submitting') : t('personal.security.submit')}
        </button>
      </form>
    </section>
  );
}
