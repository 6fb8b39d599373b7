/**
 * jsdom has no showModal(), show(), close() or Popover API. This setup file (the unit project's, vitest.config.ts)
 * gives it the parts the portal's Dialog and toast stack (ADR 021) rely on: the `open` attribute, a stack of modal
 * dialogs, `close` fired as a task after close(), Esc turned into a cancelable `cancel` on the topmost modal dialog
 * (closing it unless cancelled, as the browser's close request does, and only when the keydown was not prevented),
 * and showPopover()/hidePopover() with the browser's errors.
 *
 * It does not pretend to do what only a browser does: focus containment, the inert page, the top layer, ::backdrop.
 * Those are covered in Chromium by tests/e2e/dialogs.test.ts.
 */
/** The shim's modal dialogs, shared by every copy of this module a test file may load. */
const MODALS = Symbol.for('service-hall.dialog-shim.modals');
type WithModals = typeof globalThis & { [MODALS]?: HTMLDialogElement[] };

/** Whether `dialog` is shown modally (the browser's `:modal`, which jsdom's selectors do not know). */
export function isShownModal(dialog: Element): boolean {
  return (globalThis as WithModals)[MODALS]?.includes(dialog as HTMLDialogElement) ?? false;
}

if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  const modals: HTMLDialogElement[] = [];
  (globalThis as WithModals)[MODALS] = modals;
  const popovers = new WeakSet<HTMLElement>();

  const invalidState = (what: string) => new DOMException(what, 'InvalidStateError');

  Object.defineProperties(HTMLDialogElement.prototype, {
    showModal: {
      configurable: true,
      value(this: HTMLDialogElement): void {
        if (this.open && modals.includes(this)) return;
        if (this.open) throw invalidState('showModal() on a dialog that is open but not modal');
        if (!this.isConnected) throw invalidState('showModal() on a dialog that is not in the document');
        this.setAttribute('open', '');
        modals.push(this);
      },
    },
    show: {
      configurable: true,
      value(this: HTMLDialogElement): void {
        if (this.open && !modals.includes(this)) return;
        if (this.open) throw invalidState('show() on a modal dialog');
        this.setAttribute('open', '');
      },
    },
    close: {
      configurable: true,
      value(this: HTMLDialogElement, returnValue?: string): void {
        if (!this.open) return;
        this.removeAttribute('open');
        const at = modals.indexOf(this);
        if (at >= 0) modals.splice(at, 1);
        if (returnValue !== undefined) this.returnValue = returnValue;
        // The browser fires `close` from a queued task, never inside close() itself.
        setTimeout(() => this.dispatchEvent(new Event('close')), 0);
      },
    },
  });

  // A dialog taken out of the document leaves the stack, as it leaves the browser's top layer.
  new MutationObserver(() => {
    for (let i = modals.length - 1; i >= 0; i -= 1) {
      const dialog = modals[i];
      if (dialog && !dialog.isConnected) {
        modals.splice(i, 1);
        dialog.removeAttribute('open');
      }
    }
  }).observe(document, { childList: true, subtree: true });

  // The close request: after the page's own keydown handlers, and only when none of them prevented the key.
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const top = modals[modals.length - 1];
    if (!top) return;
    const cancel = new Event('cancel', { cancelable: true });
    if (top.dispatchEvent(cancel)) top.close();
  });

  // jsdom's own stylesheet hides [popover]:not(:popover-open), and its selectors never match :popover-open: a shown
  // popover is marked with an attribute this rule lets through (important, as jsdom ranks its own rules first).
  const SHOWN = 'data-shim-popover-open';
  function allowShownPopovers(): void {
    if (document.getElementById('dialog-shim-popovers')) return;
    const style = document.createElement('style');
    style.id = 'dialog-shim-popovers';
    style.textContent = `[popover][${SHOWN}] { display: block !important; }`;
    document.head.append(style);
  }

  Object.defineProperties(HTMLElement.prototype, {
    showPopover: {
      configurable: true,
      value(this: HTMLElement): void {
        if (!this.hasAttribute('popover')) throw new DOMException('showPopover() without a popover attribute', 'NotSupportedError');
        if (popovers.has(this)) throw invalidState('showPopover() on a popover that is showing');
        if (!this.isConnected) throw invalidState('showPopover() on an element that is not in the document');
        allowShownPopovers();
        popovers.add(this);
        this.setAttribute(SHOWN, '');
      },
    },
    hidePopover: {
      configurable: true,
      value(this: HTMLElement): void {
        if (!this.isConnected) throw invalidState('hidePopover() on an element that is not in the document');
        popovers.delete(this);
        this.removeAttribute(SHOWN);
      },
    },
  });
}
