import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import type { Section } from './sections';

export const tabId = (section: Section): string => `pc-tab-${section}`;
export const PANEL_ID = 'pc-panel';

/**
 * The sections as a tab list: a side menu on wide screens, a scrolling row of tabs on a phone. Arrow keys (both
 * axes, as the layout turns), Home and End move focus; Enter or Space opens the focused one. Opening is manual
 * rather than on focus, as each opening is a new address in the history.
 */
export function SectionNav({ sections, current, onSelect }: {
  sections: readonly Section[]; current: Section; onSelect(section: Section): void;
}) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    const tabs = Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? []);
    const at = tabs.findIndex((tab) => tab === document.activeElement);
    if (at < 0) return;
    const step: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };
    let next: number | null = null;
    if (event.key in step) next = (at + (step[event.key] ?? 0) + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    tabs[next]?.focus();
  }

  return (
    <nav className="pc-nav" aria-label={t('personal.nav')}>
      <div ref={listRef} className="pc-nav__list" role="tablist" aria-label={t('personal.nav')} onKeyDown={onKeyDown}>
        {sections.map((section) => {
          const selected = section === current;
          return (
            <button
              key={section}
              id={tabId(section)}
              type="button"
              role="tab"
              className={`pc-nav__tab${selected ? ' pc-nav__tab--current' : ''}`}
              aria-selected={selected}
              aria-controls={selected ? PANEL_ID : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => { if (!selected) onSelect(section); }}
            >
              {t(`personal.sections.${section}`)}
            </button>
          );
        })}
      </div>
    </nav>
  );
}
