import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { readSessionUser } from '../../../shared/rules/sign-in-state';
import { useServices } from '../../app/services';
import { logout } from '../../app/sign-out';
import { useAsync } from '../../lib/use-async';

/** The signed-in user's menu: the configuration area (when the user has a configuration menu) and 退出登录. */
export function UserMenu() {
  const { t } = useTranslation();
  const s = useServices();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const user = readSessionUser(s.store);
  // Fetched once after sign-in; the guard reads the same cache for the configuration routes (ROUTE-03).
  const loadMenu = useCallback(() => s.configMenu.load(), [s]);
  const { state: menu } = useAsync(loadMenu);
  const hasConfig = menu.status === 'success' && menu.data.length > 0;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  async function signOut(): Promise<void> {
    setLeaving(true);
    await logout(s, (to) => navigate(to, { replace: true })); // TOKEN-02
  }

  return (
    <div
      className="sh-usermenu"
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) { setOpen(false); buttonRef.current?.focus(); }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="sh-usermenu__button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="sh-usermenu__avatar" aria-hidden="true">{(user?.nick_name ?? '?').slice(0, 1)}</span>
        <span className="sh-visually-hidden">{t('shell.userMenu')}</span>
        <span className="sh-usermenu__name">{user?.nick_name ?? ''}</span>
      </button>
      <ul id={menuId} className="sh-usermenu__list" hidden={!open}>
        {hasConfig ? (
          <li><Link className="sh-usermenu__item" to="/userFrameConfig" onClick={() => setOpen(false)}>{t('shell.configArea')}</Link></li>
        ) : null}
        <li>
          <button type="button" className="sh-usermenu__item" disabled={leaving} onClick={() => { void signOut(); }}>
            {leaving ? t('shell.loggingOut') : t('shell.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
