import type { KeyboardEvent } from 'react';
import type { ThreeListKey, ThreeListTab } from '../../../shared/schema/three-lists';
import { useTranslation } from '../../lib/i18n-react';

export const tabId = (prefix: string, key: ThreeListKey) => `${prefix}-tab-${key}`;
export const panelId = (prefix: string) => `${prefix}-panel`;

/** The lists the configuration shows, in its order, as ARIA tabs (arrows, Home and End move and select). */
export function ListTabs({ prefix, tabs, active, onSelect }: {
  prefix: string;
  tabs: readonly ThreeListTab[];
  active: ThreeListKey;
  onSelect(key: ThreeListKey): void;
}) {
  const { t } = useTranslation();

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number): void {
    const last = tabs.length - 1;
    const target = event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
        : event.key === 'Home' ? 0 : event.key === 'End' ? last : null;
    const tab = target === null ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.key);
    document.getElementById(tabId(prefix, tab.key))?.focus();
  }

  return (
    <div role="tablist" className="tl-tabs" aria-label={t('threeLists.tabs')}>
      {tabs.map((tab, index) => (
        <button
          key={tab.key}
          id={tabId(prefix, tab.key)}
          type="button"
          role="tab"
          className={`tl-tab${tab.key === active ? ' tl-tab--on' : ''}`}
          aria-selected={tab.key === active}
          aria-controls={panelId(prefix)}
          tabIndex={tab.key === active ? 0 : -1}
          onClick={() => onSelect(tab.key)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab.title}
        </button>
      ))}
    </div>
  );
}
