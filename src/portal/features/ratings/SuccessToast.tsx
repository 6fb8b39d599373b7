import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { TOAST_DURATION_MS } from '../../components/ToastProvider';

/**
 * A short success message at the top of the page, read out politely. The shared toast (toast-context.ts) only
 * knows errors, so this one shows confirmation in the same place with its own, calmer colour.
 */
export function SuccessToast({ message, onDone }: { message: string; onDone(): void }) {
  useEffect(() => {
    const timer = setTimeout(onDone, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [onDone]);
  return createPortal(
    <div className="rt-toast" role="status">{message}</div>,
    document.body,
  );
}
