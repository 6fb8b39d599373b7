import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../lib/i18n-react';
import { dialogStack } from './dialog-stack';
import './dialog.css';

/**
 * small: a question or a short notice; medium: a form or a list; large: a service's details; frame: DLG-03's
 * 1200 × 650 service frame; drawer: a full-height panel at the right (a phone: the whole screen); viewer: the whole
 * screen, dark (the image viewer).
 */
type DialogSize = 'small' | 'medium' | 'large' | 'frame' | 'drawer' | 'viewer';

interface DialogCommon {
  /** Esc, the backdrop and the title bar's × (when dismissible); the caller unmounts the dialog. */
  onClose(): void;
  children: ReactNode;
  size?: DialogSize;
  /** The id of what describes the dialog (a confirmation's question). */
  describedBy?: string;
  /**
   * false: neither Esc nor the backdrop closes it and it has no ×; its own buttons are the only way on (SESS-07).
   * Default true.
   */
  dismissible?: boolean;
  /** A mousedown on the backdrop closes it; default: as dismissible. */
  closeOnBackdrop?: boolean;
  /** Focused on opening; else the first control of the body (a small dialog: of its answers) or the dialog. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Focused on closing; else the element that had the focus when it opened, when that is still on the page. */
  returnFocus?: RefObject<HTMLElement | null>;
  /** Out of sight but mounted: closed, the page usable, its content (a frame's app) still alive. */
  hidden?: boolean;
  /** Extra classes on the <dialog> (its own look). */
  className?: string;
  /** Keys the dialog handles itself (the image viewer's); Esc left unprevented still closes it. */
  onKeyDown?(event: KeyboardEvent<HTMLDialogElement>): void;
}

interface TitledDialog extends DialogCommon {
  /** Shown in the title bar; names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Something in the title bar beside the × (a link, a live status). */
  titleExtra?: ReactNode;
  /** Buttons under the body, right-aligned. */
  footer?: ReactNode;
  /** The ×'s accessible name; default 关闭. */
  closeLabel?: string;
  labelledBy?: undefined;
}

interface OwnLayoutDialog extends DialogCommon {
  /** The id of the dialog's own title element: the children lay out the whole dialog. */
  labelledBy: string;
  title?: undefined;
  titleExtra?: undefined;
  footer?: undefined;
  closeLabel?: undefined;
}

export type DialogProps = TitledDialog | OwnLayoutDialog;

const FOCUSABLE = [
  'a[href]', 'button:not([disabled])', 'input:not([disabled])', 'select:not([disabled])', 'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Where the focus goes when the dialog shows, unless the caller names it. */
function firstFocus(dialog: HTMLDialogElement, size: DialogSize, titled: boolean): HTMLElement {
  // A service frame starts on the dialog itself: focus inside a cross-origin frame would swallow Esc.
  if (!titled || size === 'frame') return dialog;
  return dialog.querySelector<HTMLElement>(`.sh-dialog__body :is(${FOCUSABLE})`)
    // A question without a control in its body starts on its first answer (the safe one, 取消).
    ?? (size === 'small' ? dialog.querySelector<HTMLElement>(`.sh-dialog__footer :is(${FOCUSABLE})`) : null)
    ?? dialog;
}

/**
 * The portal's one dialog (ADR 021): a native <dialog> shown with showModal(). The browser keeps the focus inside,
 * makes the page behind inert, draws it in the top layer above everything and turns Esc into a `cancel` event;
 * this component adds the title bar (aria-labelledby), the backdrop click, Esc refused where a dialog must be
 * answered, and the focus given back to its opener. Rendered into <body>, so no ancestor's hidden state or
 * stacking can hold it back.
 *
 * @example
 * <Dialog size="small" title="取消收藏" describedBy={bodyId} onClose={close} footer={<button …>确定</button>}>
 *   <p id={bodyId}>…</p>
 * </Dialog>
 */
export function Dialog(props: DialogProps) {
  const {
    onClose, children, size = 'medium', describedBy, dismissible = true, closeOnBackdrop = dismissible,
    initialFocus, returnFocus, hidden = false, className, onKeyDown,
  } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const titled = props.labelledBy === undefined;
  // What the native listeners read: the latest props without attaching them again.
  const latest = useRef({ onClose, dismissible, closeOnBackdrop, returnFocus });
  useLayoutEffect(() => { latest.current = { onClose, dismissible, closeOnBackdrop, returnFocus }; });
  /** Whether this component means the dialog to be open; a close it did not ask for came from the browser. */
  const wanted = useRef(false);
  const openedFrom = useRef<HTMLElement | null>(null);
  // Read once: the first focus follows the dialog's kind, which does not change while it is open.
  const opening = useRef({ size, titled, initialFocus });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || hidden) return undefined;
    if (openedFrom.current === null && document.activeElement instanceof HTMLElement) openedFrom.current = document.activeElement;
    wanted.current = true;
    if (!dialog.open) dialog.showModal();
    dialogStack.push(dialog);
    const first = opening.current;
    (first.initialFocus?.current ?? firstFocus(dialog, first.size, first.titled)).focus();
    return () => {
      wanted.current = false;
      if (dialog.open) dialog.close();
      dialogStack.remove(dialog);
    };
  }, [hidden]);

  // Declared after the opening effect, so on unmount it runs after the dialog has closed.
  useLayoutEffect(() => () => {
    const back = latest.current.returnFocus?.current ?? openedFrom.current;
    if (back?.isConnected) back.focus();
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    function onCancel(event: Event): void {
      // Closing is React's business: the caller unmounts the dialog, or keeps it when it must be answered.
      event.preventDefault();
      if (latest.current.dismissible) latest.current.onClose();
    }
    function onNativeClose(): void {
      if (!wanted.current || !dialog || dialog.open) return;
      // The browser closed it (a second Esc without a click in between may not be refused): a dialog that must be
      // answered comes straight back; any other is closed as if by its ×.
      if (latest.current.dismissible) latest.current.onClose();
      else dialog.showModal();
    }
    function onKey(event: globalThis.KeyboardEvent): void {
      // Refused at the key, before it becomes a close request the browser may not let us cancel.
      if (event.key === 'Escape' && !latest.current.dismissible) event.preventDefault();
    }
    function onMouseDown(event: MouseEvent): void {
      if (event.target !== dialog || !dialog || !latest.current.closeOnBackdrop) return;
      // The <dialog> itself is the panel: a press on it outside its box is a press on its ::backdrop.
      const box = dialog.getBoundingClientRect();
      const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside) latest.current.onClose();
    }
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('keydown', onKey);
    dialog.addEventListener('mousedown', onMouseDown);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('keydown', onKey);
      dialog.removeEventListener('mousedown', onMouseDown);
    };
  }, []);

  const classes = ['sh-dialog', `sh-dialog--${size}`, titled ? null : 'sh-dialog--own', className].filter(Boolean).join(' ');
  return createPortal(
    <dialog
      ref={ref}
      className={classes}
      aria-labelledby={props.labelledBy ?? titleId}
      aria-describedby={describedBy}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      {props.labelledBy === undefined ? (
        <>
          <div className="sh-dialog__header">
            <h2 id={titleId} className="sh-dialog__title">{props.title}</h2>
            {props.titleExtra}
            {dismissible ? (
              <button type="button" className="sh-dialog__close" aria-label={props.closeLabel ?? t('common.close')} onClick={() => latest.current.onClose()}>
                <span aria-hidden="true">×</span>
              </button>
            ) : null}
          </div>
          <div className="sh-dialog__body">{children}</div>
          {props.footer ? <div className="sh-dialog__footer">{props.footer}</div> : null}
        </>
      ) : children}
    </dialog>,
    document.body,
  );
}
