import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../lib/i18n-react';
import './services.css';
import './texts';
import { FOCUSABLE, trapTab } from '../../components/modal-focus';


export interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the body, right-aligned. */
  footer?: ReactNode;
  /** small: a confirmation; medium: a list or facts; frame: DLG-03's 1200 × 650 service frame. */
  size?: 'small' | 'medium' | 'large' | 'frame';
  /** The id of the element that describes the dialog (a confirmation's question). */
  describedBy?: string;
  /** Something in the title bar beside the close button. */
  titleExtra?: ReactNode;
}

/**
 * A modal dialog: rendered into <body> (a transformed ancestor, such as a card being dragged, would otherwise
 * become the containing block of its fixed position), focus moved in and trapped, Esc and the backdrop close it,
 * and focus returns to where it was. The service frame and the home page's dialogs share it.
 */
export function Modal({ title, onClose, children, footer, size = 'medium', describedBy, titleExtra }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  // Read once, when the dialog opens.
  const openedAs = useRef(size);
  useEffect(() => { onCloseRef.current = onClose; }, [onClose]);

  useEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    // A service frame: the dialog itself (focus inside the frame would swallow Esc). Otherwise the body's first
    // control; a confirmation without one starts on its first answer (取消); else the dialog, so its title is read.
    const first = openedAs.current === 'frame' ? null
      : dialog?.querySelector<HTMLElement>(`.sh-dialog__body :is(${FOCUSABLE})`)
        ?? (openedAs.current === 'small' ? dialog?.querySelector<HTMLElement>(`.sh-dialog__footer :is(${FOCUSABLE})`) : null);
    (first ?? dialog)?.focus();
    return () => {
      if (returnTo && returnTo.isConnected) returnTo.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const dialog = dialogRef.current;
    // Another dialog opened from this one lives in its own portal but bubbles through React: not ours to handle.
    if (!dialog || !(event.target instanceof Node) || !dialog.contains(event.target)) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    trapTab(event, dialog);
  }

  return createPortal(
    <div
      className="sh-dialog-backdrop"
      onMouseDown={(event) => { if (event.target === event.currentTarget) onCloseRef.current(); }}
    >
      <div
        ref={dialogRef}
        className={`sh-dialog sh-dialog--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="sh-dialog__header">
          <h2 id={titleId} className="sh-dialog__title">{title}</h2>
          {titleExtra}
          <button type="button" className="sh-dialog__close" aria-label={t('openService.close')} onClick={() => onCloseRef.current()}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="sh-dialog__body">{children}</div>
        {footer ? <div className="sh-dialog__footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
