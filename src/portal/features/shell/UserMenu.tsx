import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link, useLocation } from 'wouter';
import { readSessionUser } from '../../../shared/rules/sign-in-state';
import { useServices } from '../../app/services';
import { logout } from '../../app/sign-out';
import { useCall } from '../../lib/use-call';
// The menu entry's own text; the picker itself loads on first use.
import '../themes/texts';
import './personal-links-texts';

type FocusTarget = 'first' | 'last';

/** The personal centre and its two lists most visits come for (ADR 026). */
const PERSONAL_LINKS = [
  { key: 'personalCentre', to: '/PersonalCenter' },
  { key: 'myApplications', to: '/PersonalCenter?tab=MyApplications' },
  { key: 'messages', to: '/PersonalCenter?tab=MyMessages' },
] as const;

// Loaded when first opened: most visits never change the theme.
const ThemePicker = lazy(() => import('../themes/ThemePicker').then((m) => ({ default: m.ThemePicker })));

/**
 * The signed-in user's menu: 个人中心, 我的办件 and 消息中心 (ADR 026), the configuration area (when the user has a
 * configuration menu), 主题设置 (the theme picker) and 退出登录.
 * A WAI-ARIA menu button: Enter, Space or ↓ opens it on the first item (↑ on the last), ↑/↓/Home/End move,
 * Esc closes it and returns to the button, Tab or a click elsewhere closes it.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const s = useServices();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [themeOpen, setThemeOpen] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Where focus goes once the opened list has rendered (it is `hidden`, so unfocusable, until then).
  const focusOnOpen = useRef<FocusTarget | null>(null);
  const user = readSessionUser(s.store);
  // Fetched once after sign-in; the guard reads the same cache for the configuration routes (ROUTE-03).
  const loadMenu = useCallback(() => s.configMenu.load(), [s]);
  const { state: menu } = useCall(loadMenu);
  const hasConfig = menu.status === 'success' && menu.data.length > 0;

  const items = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not(:disabled)') ?? []);
  const focusItem = (index: number) => {
    const list = items();
    if (list.length > 0) list[(index + list.length) % list.length]?.focus();
  };

  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    const list = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    (focusOnOpen.current === 'first' ? list[0] : list[list.length - 1])?.focus();
    focusOnOpen.current = null;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const openAt = (target: FocusTarget) => {
    focusOnOpen.current = target;
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  function onButtonKey(event: KeyboardEvent<HTMLButtonElement>): void {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  }

  function onMenuKey(event: KeyboardEvent<HTMLUListElement>): void {
    const list = items();
    const at = list.findIndex((item) => item === document.activeElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: list.length - 1 };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      focusItem(next);
    } else if (event.key === 'Tab') {
      close(false);
    }
  }

  async function signOut(): Promise<void> {
    setLeaving(true);
    await logout(s, (to) => navigate(to, { replace: true })); // TOKEN-02
  }

  return (
    <div
      className="sh-usermenu"
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) { event.preventDefault(); close(true); }
      }}
      onBlur={(event) => {
        // Focus leaving the whole widget (not moving between its parts) closes the menu.
        if (open && !(event.relatedTarget instanceof Node && rootRef.current?.contains(event.relatedTarget))) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="sh-usermenu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => { if (open) setOpen(false); else openAt('first'); }}
        onKeyDown={onButtonKey}
      >
        <span className="sh-usermenu__avatar" aria-hidden="true">{(user?.nick_name ?? '?').slice(0, 1)}</span>
        <span className="sh-visually-hidden">{t('shell.userMenu')}</span>
        <span className="sh-usermenu__name">{user?.nick_name ?? ''}</span>
        <span className="sh-usermenu__caret" aria-hidden="true" />
      </button>
      <ul
        ref={listRef}
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        className="sh-usermenu__list"
        hidden={!open}
        onKeyDown={onMenuKey}
      >
        {PERSONAL_LINKS.map((link) => (
          <li role="none" key={link.key}>
            <Link role="menuitem" tabIndex={-1} className="sh-usermenu__item" to={link.to} onClick={() => setOpen(false)}>
              {t(`personalLinks.${link.key}`)}
            </Link>
          </li>
        ))}
        {hasConfig ? (
          <li role="none">
            <Link role="menuitem" tabIndex={-1} className="sh-usermenu__item" to="/userFrameConfig" onClick={() => setOpen(false)}>
              {t('shell.configArea')}
            </Link>
          </li>
        ) : null}
        <li role="none">
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className="sh-usermenu__item"
            onClick={() => { setOpen(false); setThemeOpen(true); }}
          >
            {t('themes.menuItem')}
          </button>
        </li>
        <li role="none">
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className="sh-usermenu__item"
            disabled={leaving}
            onClick={() => { void signOut(); }}
          >
            {leaving ? t('shell.loggingOut') : t('shell.logout')}
          </button>
        </li>
      </ul>
      {themeOpen ? (
        <Suspense fallback={null}><ThemePicker returnFocusTo={buttonRef} onClose={() => setThemeOpen(false)} /></Suspense>
      ) : null}
    </div>
  );
}
