/**
 * The portal's open modal dialogs, in the order they were opened: the last is the one the browser leaves usable
 * (everything outside the topmost modal <dialog> is inert). Transient layers that must stay usable over a dialog,
 * such as the toast stack (ADR 021), render into the topmost one.
 */
type Listener = () => void;

let open: readonly HTMLDialogElement[] = [];
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const dialogStack = {
  /** A modal dialog has been shown with showModal(). */
  push(dialog: HTMLDialogElement): void {
    open = [...open.filter((d) => d !== dialog), dialog];
    emit();
  },
  /** A modal dialog has closed or left the page. */
  remove(dialog: HTMLDialogElement): void {
    if (!open.includes(dialog)) return;
    open = open.filter((d) => d !== dialog);
    emit();
  },
  /** The topmost open modal dialog, or null when the page itself is usable. */
  top(): HTMLDialogElement | null {
    return open[open.length - 1] ?? null;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => { listeners.delete(listener); };
  },
};
