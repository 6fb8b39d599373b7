import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabSpec {
  id: string;
  label: ReactNode;
}

/** The ids that tie a tab to its panel; the caller gives the panel `panelId(prefix, id)` and `aria-labelledby`. */
export const tabId = (prefix: string, id: string): string => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string): string => `${prefix}-panel-${id}`;

/**
 * A tab list after the WAI-ARIA pattern: one tab stop (the selected tab), arrow keys, Home and End move and select.
 * `prefix` must be unique on the page (useId).
 */
export function Tabs({ label, tabs, active, onChange, prefix, className }: {
  label: string;
  tabs: readonly TabSpec[];
  active: string;
  onChange(id: string): void;
  prefix: string;
  className?: string;
}) {
  const refs = useRef(new Map<string, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    const index = tabs.findIndex((tab) => tab.id === active);
    const last = tabs.length - 1;
    let next: number;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = index >= last ? 0 : index + 1;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = index <= 0 ? last : index - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    else return;
    event.preventDefault();
    const target = tabs[next];
    if (!target) return;
    onChange(target.id);
    refs.current.get(target.id)?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className={`sh-card-tabs ${className ?? ''}`} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            ref={(node) => {
              if (node) refs.current.set(tab.id, node);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(prefix, tab.id)}
            aria-selected={selected}
            aria-controls={panelId(prefix, tab.id)}
            tabIndex={selected ? 0 : -1}
            className="sh-card-tabs__tab"
            onClick={() => onChange(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
