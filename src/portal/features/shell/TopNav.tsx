import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { useContentText, useTranslation } from '../../lib/i18n-react';
import { getTopMenu } from '../../../shared/api/catalogue/shell';
import type { NavigationEntry } from '../../../shared/schema/shell';
import { useServices } from '../../app/services';
import { LoadError, Loading } from '../../components/AsyncStates';
import { useCall } from '../../lib/use-call';
import { isExternalNavigationPath, navigationFramePath } from '../frame-pages/frame-paths';
import { entriesThatFit } from '../../../shared/rules/nav-fit';
import { isActivePath, NavLink } from './NavLink';

/**
 * The top navigation of getTopMenu, limited to entries whose page is built (`isBuilt` decides), so no menu
 * leads to a page that does not exist yet, and entries for another site, which open in the /navIfram host
 * (ROUTE-09) by their id. Enabled entries only (isAuto 1 is "enabled", doc1 §3).
 */
export function TopNav({ isBuilt }: { isBuilt: (path: string) => boolean }) {
  const { t } = useTranslation();
  const s = useServices();
  const { state, reload } = useCall(s.blade, getTopMenu, {});

  if (state.status === 'loading') return <Loading className="sh-topnav__state" label={t('shell.navLoading')} />;
  if (state.status === 'error') {
    return <LoadError className="sh-topnav__state" title={t('shell.navFailed')} detail={state.error.message} onRetry={reload} />;
  }
  return <NavRow entries={visibleEntries(state.data, isBuilt)} />;
}

/**
 * One row of entries that never runs under the controls beside it: the entries that do not fit the row's width go
 * into a 更多 menu at its end (SHELL-08 allows six custom entries besides the built-in ones). A hidden copy of the
 * row measures every entry, and the row is fitted again whenever it or that copy changes size (window, language,
 * fonts). The menu is a disclosure of links: the button says whether it is open (aria-expanded), Enter, Space or ↓
 * open it on its first link, ↑/↓/Home/End and Tab move through the links, Esc closes it and returns to the button,
 * focus or a click elsewhere closes it.
 */
function NavRow({ entries }: { entries: readonly NavigationEntry[] }) {
  const { t } = useTranslation();
  const text = useContentText();
  const [pathname] = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  const moreRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const [fit, setFit] = useState(entries.length);
  const [open, setOpen] = useState(false);
  const focusFirstOnOpen = useRef(false);

  useLayoutEffect(() => {
    const nav = navRef.current;
    const measure = measureRef.current;
    if (!nav || !measure) return undefined;
    const refit = () => {
      const items = Array.from(measure.children) as HTMLElement[];
      const more = items.pop();
      const style = getComputedStyle(measure);
      const gap = Number.parseFloat(style.columnGap) || 0;
      const available = nav.clientWidth - (Number.parseFloat(style.paddingLeft) || 0) - (Number.parseFloat(style.paddingRight) || 0);
      const widths = items.map((item) => item.getBoundingClientRect().width);
      setFit(entriesThatFit(widths, gap, more?.getBoundingClientRect().width ?? 0, available));
    };
    refit();
    // Every browser the portal supports has it; a test DOM may not, and then the first fit stands.
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(refit);
    observer.observe(nav);
    observer.observe(measure);
    return () => observer.disconnect();
    // The names change width with the language (ADR 033): measure again.
  }, [entries, text]);

  const shown = entries.slice(0, fit);
  const hidden = entries.slice(fit);
  const hiddenActive = hidden.some((entry) => isActivePath(pathname, entryTarget(entry)));

  useEffect(() => {
    if (hidden.length === 0) setOpen(false);
  }, [hidden.length]);

  useEffect(() => {
    if (!open) return undefined;
    if (focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      menuRef.current?.querySelector<HTMLElement>('a')?.focus();
    }
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !moreRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const links = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('a') ?? []);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  function onButtonKey(event: KeyboardEvent<HTMLButtonElement>): void {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusFirstOnOpen.current = true;
      if (open) links()[0]?.focus();
      else setOpen(true);
    }
  }

  function onMenuKey(event: KeyboardEvent<HTMLUListElement>): void {
    const list = links();
    const at = list.findIndex((link) => link === document.activeElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: list.length - 1 };
    const next = moves[event.key];
    if (next === undefined || list.length === 0) return;
    event.preventDefault();
    list[(next + list.length) % list.length]?.focus();
  }

  return (
    <nav className="sh-topnav" aria-label={t('shell.mainNav')} ref={navRef}>
      <ul className="sh-topnav__list">
        {shown.map((entry) => (
          <li key={entry.id}>
            <NavLink to={entryTarget(entry)} className="sh-topnav__link">{text(entry, 'navigationName')}</NavLink>
          </li>
        ))}
        {hidden.length > 0 ? (
          <li
            className="sh-topnav__more"
            ref={moreRef}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && open) {
                event.preventDefault();
                close(true);
              }
            }}
            onBlur={(event) => {
              // Focus leaving the button and its menu (not moving between them) closes the menu.
              if (open && !(event.relatedTarget instanceof Node && moreRef.current?.contains(event.relatedTarget))) setOpen(false);
            }}
          >
            <button
              ref={buttonRef}
              type="button"
              className={hiddenActive ? 'sh-topnav__link sh-topnav__more-button active' : 'sh-topnav__link sh-topnav__more-button'}
              aria-expanded={open}
              aria-controls={menuId}
              aria-label={t('shell.navMoreLabel')}
              onClick={(event) => {
                // Enter or Space (a click with no pointer, detail 0) opens on the first link; a pointer keeps focus here.
                focusFirstOnOpen.current = event.detail === 0;
                setOpen(!open);
              }}
              onKeyDown={onButtonKey}
            >
              {t('shell.navMore')}
              <span className="sh-topnav__caret" aria-hidden="true" />
            </button>
            <ul id={menuId} ref={menuRef} className="sh-topnav__menu" hidden={!open} onKeyDown={onMenuKey}>
              {hidden.map((entry) => (
                <li key={entry.id} onClick={() => setOpen(false)}>
                  <NavLink to={entryTarget(entry)} className="sh-topnav__menu-link">{text(entry, 'navigationName')}</NavLink>
                </li>
              ))}
            </ul>
          </li>
        ) : null}
      </ul>
      {/* The measuring copy: every entry and the 更多 button as the row draws them, out of sight and of the tree. */}
      <div className="sh-topnav__measure" aria-hidden="true">
        <ul className="sh-topnav__list" ref={measureRef}>
          {entries.map((entry) => (
            <li key={entry.id}><span className="sh-topnav__link">{text(entry, 'navigationName')}</span></li>
          ))}
          <li><span className="sh-topnav__link sh-topnav__more-button">{t('shell.navMore')}<span className="sh-topnav__caret" /></span></li>
        </ul>
      </div>
    </nav>
  );
}

/** Where an entry leads: its own page, or the frame host for another site's address. */
function entryTarget(entry: NavigationEntry): string {
  return isExternalNavigationPath(entry.path) ? navigationFramePath(entry.id) : entry.path;
}

export function visibleEntries(entries: readonly NavigationEntry[], isBuilt: (path: string) => boolean): NavigationEntry[] {
  return entries
    .filter((entry) => entry.isAuto === 1 && (isBuilt(entry.path) || isExternalNavigationPath(entry.path)))
    .sort((a, b) => a.sort - b.sort);
}
