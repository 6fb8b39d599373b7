import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]', 'button:not([disabled])', 'input:not([disabled])', 'select:not([disabled])', 'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((node) => !node.closest('[hidden], [inert]'));
}

/**
 * Keeps the keyboard inside a modal dialog: focus moves in when it opens (to `initial`, else the dialog), Tab and
 * Shift+Tab wrap around, focus that lands outside is pulled back, Esc calls `onEscape`, and when the dialog goes
 * away focus returns to where it was before. Returns the dialog's keydown handler.
 */
export function useFocusTrap(
  dialogRef: RefObject<HTMLElement | null>,
  onEscape: () => void,
  initialRef?: RefObject<HTMLElement | null>,
): (event: KeyboardEvent<HTMLElement>) => void {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialRef?.current ?? dialog).focus();
    function pullBack(event: FocusEvent): void {
      if (dialog && event.target instanceof Node && !dialog.contains(event.target)) (focusables(dialog)[0] ?? dialog).focus();
    }
    document.addEventListener('focusin', pullBack);
    return () => {
      document.removeEventListener('focusin', pullBack);
      // Back to the control that opened the dialog, when it is still on the page.
      if (before?.isConnected) before.focus();
    };
  }, [dialogRef, initialRef]);

  return (event) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onEscape();
      return;
    }
    const dialog = dialogRef.current;
    if (event.key !== 'Tab' || !dialog) return;
    const nodes = focusables(dialog);
    const first = nodes[0];
    const last = nodes[nodes.length - 1];
    if (!first || !last) {
      event.preventDefault();
      dialog.focus();
    } else if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
