import type { KeyboardEvent } from 'react';

export interface FilterOption<V extends string> {
  value: V;
  label: string;
  /** Shown after the label; undefined while unknown. */
  count?: number | undefined;
}

/**
 * A row of filter buttons for a list of the personal centre (tabs of one list, not of the page): the current one
 * pressed; ←/→ move between them. Scrolls sideways on a phone rather than widening the page.
 */
export function FilterTabs<V extends string>({ label, options, current, onSelect }: {
  label: string; options: ReadonlyArray<FilterOption<V>>; current: V; onSelect(value: V): void;
}) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button'));
    const at = buttons.findIndex((b) => b === document.activeElement);
    if (at < 0) return;
    event.preventDefault();
    buttons[(at + (event.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length]?.focus();
  }
  return (
    <div className="pc-filters" role="group" aria-label={label} onKeyDown={onKeyDown}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={option.value === current ? 'pc-filter pc-filter--on' : 'pc-filter'}
          aria-pressed={option.value === current}
          onClick={() => { if (option.value !== current) onSelect(option.value); }}
        >
          {option.label}
          {option.count === undefined ? null : <span className="pc-filter__count">{option.count}</span>}
        </button>
      ))}
    </div>
  );
}
