import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { PreLoginConfig } from '../../../shared/schema/prelogin';
import { useContentText, useTranslation } from '../../lib/i18n-react';
import { linkTarget } from './landing-config';
import { LandingLink } from './LandingLink';

type NavigationItem = PreLoginConfig['navigation'][number];

/**
 * The configured navigation (openWay 1003 a new tab, 1001 in this page). On a narrow screen it folds behind a
 * menu button (the stylesheet decides when); Esc or choosing an entry closes the menu and focus returns to the
 * button.
 */
export function LandingNav({ items }: { items: readonly NavigationItem[] }) {
  const { t } = useTranslation();
  const text = useContentText();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  const entries = items.flatMap((item) => {
    const target = linkTarget(item.url, item.openWay);
    return target ? [{ item, target }] : [];
  });

  useEffect(() => {
    if (!open) return undefined;
    // A tap outside the open menu closes it, as it would any other pop-up.
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !nav.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  if (entries.length === 0) return null;

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    }
  }

  return (
    <nav ref={nav} className="lp-nav" aria-label={t('landing.nav')} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="lp-nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t(open ? 'landing.menuClose' : 'landing.menuOpen')}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="lp-nav__bars" aria-hidden="true" />
        <span className="lp-nav__toggle-text" aria-hidden="true">{t('landing.menu')}</span>
      </button>
      <ul id={listId} className={`lp-nav__list${open ? ' is-open' : ''}`}>
        {entries.map(({ item, target }) => (
          <li key={`${item.name}-${item.url}`}>
            <LandingLink
              target={target}
              className="lp-nav__link"
              current={target.kind === 'route' && target.path === '/'}
              onNavigate={() => setOpen(false)}
            >
              {text(item, 'name')}
            </LandingLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
