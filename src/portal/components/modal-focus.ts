import { useLayoutEffect, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';

/**
 * Focus handling of every modal of the portal (image viewer, dialogs, theme picker, notice dialog, card preview):
 * focus moves in when it opens, Tab and Shift+Tab stay inside, and focus returns to where it was when it closes.
 */

/** What can take keyboard focus. */
export const FOCUSABLE = [
  'a[href]', 'button:not([disabled])', 'input:not([disabled])', 'select:not([disabled])', 'textarea:not([disabled])',
  'iframe', '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden], [inert]'));
}

/** Keeps Tab inside `container`: from the last control to the first, and Shift+Tab the other way round. */
export function trapTab(event: ReactKeyboardEvent | KeyboardEvent, container: HTMLElement | null): void {
  if (event.key !== 'Tab' || !container) return;
  const list = focusables(container);
  const first = list[0];
  const last = list[list.length - 1];
  if (!first || !last) {
    event.preventDefault();
    container.focus();
    return;
  }
  const active = document.activeElement;
  const inside = active instanceof Node && container.contains(active);
  if (event.shiftKey && (active === first || !inside || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}

export interface ModalFocusOptions {
  /** Focused when the modal opens; the container itself when absent. */
  initial?: RefObject<HTMLElement | null>;
  /** Focused when the modal closes; else the element that had focus before it opened. */
  returnTo?: RefObject<HTMLElement | null>;
}

/**
 * While mounted: focuses `initial` (else the container) and, on unmount, gives focus back to `returnTo`, else to
 * the element that had it before, when that is still in the page.
 */
export function useModalFocus(container: RefObject<HTMLElement | null>, options: ModalFocusOptions = {}): void {
  const { initial, returnTo } = options;
  // A layout effect: the focus is inside before the modal is first painted, never a frame behind.
  useLayoutEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const back = returnTo?.current ?? before;
    (initial?.current ?? container.current)?.focus();
    return () => {
      if (back && back.isConnected) back.focus();
    };
    // Once per opening: the refs are stable for the modal's life.
  }, [container, initial, returnTo]);
}
