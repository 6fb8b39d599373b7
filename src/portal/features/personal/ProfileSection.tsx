import { type MouseEvent } from 'react';
import { getSystemAccessLink } from '../../../shared/api/catalogue/personal';
import { isAllowedImageUrl } from '../../../shared/rules/file-url';
import type { PersonInfo, SystemAccessLink } from '../../../shared/schema/personal';
import { useServices } from '../../app/services';
import { LoadError, Loading } from '../../components/AsyncStates';
import { useTranslation } from '../../lib/i18n-react';
import { useCall, type CallState } from '../../lib/use-call';
import { ItemIcon } from '../home/ItemIcon';
import { OPEN_WAY, resolveOpenableUrl, useServiceOpener } from '../../app/service-opener';

/** 个人信息: who the user is, the roles they hold, and the school systems their role may open. */
export function ProfileSection({ info, onRetry }: { info: CallState<PersonInfo>; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <>
      {info.status === 'loading' ? <Loading label={t('personal.profile.loading')} /> : null}
      {info.status === 'error' ? <LoadError title={t('personal.profile.failed')} detail={info.error.message} onRetry={onRetry} /> : null}
      {info.status === 'success' ? <ProfileFacts info={info.data} /> : null}
      <SystemLinks />
    </>
  );
}

function ProfileFacts({ info }: { info: PersonInfo }) {
  const { t } = useTranslation();
  const name = info.realName || info.nickName || info.account;
  const orNone = (value: string) => (value.trim() === '' ? t('personal.profile.none') : value);
  return (
    <div className="pc-profile">
      {isAllowedImageUrl(info.avatar)
        ? <img className="pc-profile__avatar" src={info.avatar} alt="" />
        : <span className="pc-profile__avatar pc-profile__avatar--letter" aria-hidden="true">{Array.from(name.trim())[0] ?? '·'}</span>}
      <dl className="pc-facts">
        <div className="pc-facts__row"><dt>{t('personal.profile.name')}</dt><dd>{orNone(info.realName)}</dd></div>
        {info.nickName && info.nickName !== info.realName ? (
          <div className="pc-facts__row"><dt>{t('personal.profile.nickName')}</dt><dd>{info.nickName}</dd></div>
        ) : null}
        <div className="pc-facts__row"><dt>{t('personal.profile.account')}</dt><dd>{info.account}</dd></div>
        <div className="pc-facts__row"><dt>{t('personal.profile.dept')}</dt><dd>{orNone(info.deptName)}</dd></div>
        <div className="pc-facts__row">
          <dt>{t('personal.profile.roles')}</dt>
          <dd>
            <ul className="pc-chips" aria-label={t('personal.profile.roles')}>
              {(info.roles.length > 0 ? info.roles : [{ roleId: info.roleId, roleName: info.roleName, roleType: info.roleType, current: true }]).map((role) => (
                <li key={role.roleId} className={`pc-chip${role.current ? ' pc-chip--current' : ''}`}>
                  {role.roleName}
                  {role.current ? <span className="pc-chip__mark">（{t('personal.profile.currentRole')}）</span> : null}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * The school systems of getSystemAccessLink. The answer carries no openWay: they are other sites of the school,
 * so they open as OPEN-01's new tab (1003), through the opener that checks the address first.
 */
function SystemLinks() {
  const { t } = useTranslation();
  const s = useServices();
  const opener = useServiceOpener();
  const { state, reload } = useCall(s.blade, getSystemAccessLink, {});

  const open = (event: MouseEvent<HTMLAnchorElement>, link: SystemAccessLink) => {
    // A modified click (new window, new tab) is the browser's to handle.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    opener.openLink({ url: link.url, openWay: OPEN_WAY.newTab, title: link.name, key: `system-${link.id}` });
  };

  return (
    <section className="pc-block" aria-labelledby="pc-systems-title">
      <h3 id="pc-systems-title" className="pc-block__title">{t('personal.profile.systems')}</h3>
      {state.status === 'loading' ? <Loading label={t('personal.profile.systemsLoading')} /> : null}
      {state.status === 'error' ? <LoadError title={t('personal.profile.systemsFailed')} detail={state.error.message} onRetry={reload} /> : null}
      {state.status === 'success' && state.data.length === 0 ? <p className="pc-empty">{t('personal.profile.systemsEmpty')}</p> : null}
      {state.status === 'success' && state.data.length > 0 ? (
        <ul className="pc-systems">
          {state.data.map((link) => (
            <li key={link.id}>
              <a
                className="pc-system"
                // Only an address the opener would open; the click goes through the opener either way.
                href={resolveOpenableUrl(link.url) ?? '#'}
                target="_blank"
                rel="noopener noreferrer"
                onClick={(event) => open(event, link)}
              >
                <span className="pc-item-icon"><ItemIcon icon={link.icon} name={link.name} /></span>
                <span className="pc-system__text">
                  <span className="pc-system__name">{link.name}</span>
                  {link.description ? <span className="pc-system__desc">{link.description}</span> : null}
                  <span className="sh-visually-hidden">{t('personal.profile.newTab')}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
