import { useState } from 'react';
import { switchRole } from '../../../shared/api/catalogue/personal';
import { HOME_PAGE_PATH } from '../../../shared/rules/route-guard';
import { SESSION_KEYS } from '../../../shared/rules/session-keys';
import type { PersonInfo, PersonRole } from '../../../shared/schema/personal';
import { useServices } from '../../app/services';
import { LoadError, Loading } from '../../components/AsyncStates';
import { useTranslation } from '../../lib/i18n-react';
import type { CallState } from '../../lib/use-call';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * 角色切换: the roles the user holds; choosing another asks first, then switchRole ends this session and answers
 * a new sign-in for the chosen role, stored exactly as the sign-in form stores one.
 */
export function RoleSwitchSection({ info, onRetry }: { info: CallState<PersonInfo>; onRetry(): void }) {
  const { t } = useTranslation();
  const s = useServices();
  const [chosen, setChosen] = useState<PersonRole | null>(null);

  async function switchTo(role: PersonRole): Promise<void> {
    // silent: the dialog shows the reason beside its button.
    const result = await s.blade.call(switchRole, { roleId: role.roleId }, { silent: true });
    s.auth.signIn(result);
    s.ticket.set(result.tgt);
    s.store.remove(SESSION_KEYS.casData);
    // A whole new page load: menus, theme, notices, the chat stream and every cached answer were the old role's,
    // and the old session's tokens are already void. Home is where a fresh sign-in lands.
    s.redirectTo(HOME_PAGE_PATH);
  }

  if (info.status === 'loading') return <Loading label={t('personal.profile.loading')} />;
  if (info.status === 'error') return <LoadError title={t('personal.profile.failed')} detail={info.error.message} onRetry={onRetry} />;
  const roles = info.data.roles;
  return (
    <>
      <p className="pc-intro">{t(roles.length > 1 ? 'personal.roles.intro' : 'personal.roles.single')}</p>
      <ul className="pc-roles">
        {roles.map((role) => (
          <li key={role.roleId} className={`pc-role${role.current ? ' pc-role--current' : ''}`}>
            <span className="pc-role__name">{role.roleName}</span>
            {role.current
              ? <span className="pc-role__current">{t('personal.roles.current')}</span>
              : (
                <button
                  type="button"
                  className="sh-button pc-role__switch"
                  aria-label={t('personal.roles.switchToLabel', { role: role.roleName })}
                  onClick={() => setChosen(role)}
                >
                  {t('personal.roles.switchTo')}
                </button>
              )}
          </li>
        ))}
      </ul>
      {chosen ? (
        <ConfirmDialog
          title={t('personal.roles.confirmTitle')}
          body={t('personal.roles.confirmBody', { role: chosen.roleName })}
          confirmLabel={t('personal.roles.confirm')}
          onConfirm={() => switchTo(chosen)}
          onClose={() => setChosen(null)}
          failure={(reason) => t('personal.roles.failed', { reason })}
        />
      ) : null}
    </>
  );
}
