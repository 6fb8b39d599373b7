import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n-react';
import { useServerMessage } from '../lib/use-server-message';
import { ToastContext, type ToastApi } from './toast-context';

interface ToastItem { id: number; message: string }

/** Long enough to read a sentence of Chinese; the close button serves those who need longer or less. */
export const TOAST_DURATION_MS = 4500;
/** A burst of failing calls must not bury the page in toasts. */
const MAX_TOASTS = 3;

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const localise = useServerMessage();
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.current.delete(id);
    setItems((list) => list.filter((item) => item.id !== id));
  }, []);

  const api = useMemo<ToastApi>(() => ({
    error(message) {
      setItems((list) => {
        // The same message twice in a row (several calls failing alike) shows once.
        if (list.some((item) => item.message === message)) return list;
        const id = nextId.current++;
        timers.current.set(id, setTimeout(() => dismiss(id), TOAST_DURATION_MS));
        return [...list, { id, message }].slice(-MAX_TOASTS);
      });
    },
  }), [dismiss]);

  useEffect(() => {
    const pending = timers.current;
    return () => { for (const timer of pending.values()) clearTimeout(timer); };
  }, []);

  return (
    <ToastContext value={api}>
      {children}
      <div className="sh-toasts">
        {items.map((item) => (
          <div key={item.id} className="sh-toast sh-toast--error" role="alert">
            <span className="sh-toast__text">{localise(item.message)}</span>
            <button type="button" className="sh-toast__close" aria-label={t('common.close')} onClick={() => dismiss(item.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext>
  );
}
