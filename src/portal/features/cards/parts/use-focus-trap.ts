import { useEffect, type KeyboardEvent, type RefObject } from 'react';
import { FOCUSABLE, trapTab } from '../../../components/modal-focus';

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
      if (dialog && event.target instanceof Node && !dialog.contains(event.target)) (dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog).focus();
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
    trapTab(event, dialogRef.current);
  };
}
