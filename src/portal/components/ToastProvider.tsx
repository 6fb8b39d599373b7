import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../lib/i18n-react';
import { useServerMessage } from '../lib/use-server-message';
import { dialogStack } from './dialog';
import { ToastContext, type ToastApi } from './toast-context';

type ToastKind = 'error' | 'success';
interface ToastItem { id: number; kind: ToastKind; message: string }

/** Long enough to read a sentence of Chinese; the close button serves those who need longer or less. */
const TOAST_DURATION_MS = 4500;
/** A burst of failing calls must not bury the page in toasts. */
const MAX_TOASTS = 3;

/** A key per host element: the stack is mounted afresh in each dialog it moves into, and shown there again. */
const hostKeys = new WeakMap<HTMLElement, string>();
let hostCount = 0;
function keyOf(host: HTMLElement | null): string {
  if (host === null) return 'page';
  let key = hostKeys.get(host);
  if (key === undefined) {
    hostCount += 1;
    key = `dialog-${hostCount}`;
    hostKeys.set(host, key);
  }
  return key;
}

/**
 * The toast stack, a manual popover (ADR 021): in the top layer, above the page and any dialog shown before it.
 * A modal dialog makes everything outside it inert, the top layer included, so while one is open the stack lives
 * inside the topmost dialog, where its close buttons stay usable.
 */
function ToastStack({ host, children }: { host: HTMLElement | null; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const stack = ref.current;
    // Rendered into a dialog that closed in the same commit: the stack store has changed, and the next render
    // mounts it again where it belongs.
    if (!stack?.isConnected) return undefined;
    stack.showPopover();
    return () => { if (stack.isConnected) stack.hidePopover(); };
  }, []);
  return createPortal(<div ref={ref} className="sh-toasts" popover="manual">{children}</div>, host ?? document.body);
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const localise = useServerMessage();
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const host = useSyncExternalStore(dialogStack.subscribe, dialogStack.top, () => null);

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.current.delete(id);
    setItems((list) => list.filter((item) => item.id !== id));
  }, []);

  const api = useMemo<ToastApi>(() => {
    function show(kind: ToastKind, message: string): void {
      setItems((list) => {
        // The same message twice in a row (several calls failing alike) shows once.
        if (list.some((item) => item.message === message)) return list;
        const id = nextId.current++;
        timers.current.set(id, setTimeout(() => dismiss(id), TOAST_DURATION_MS));
        return [...list, { id, kind, message }].slice(-MAX_TOASTS);
      });
    }
    return { error: (message) => show('error', message), success: (message) => show('success', message) };
  }, [dismiss]);

  useEffect(() => {
    const pending = timers.current;
    return () => { for (const timer of pending.values()) clearTimeout(timer); };
  }, []);

  return (
    <ToastContext value={api}>
      {children}
      {items.length > 0 ? (
        <ToastStack key={keyOf(host)} host={host}>
          {items.map((item) => (
            // An error interrupts (alert); a confirmation waits its turn (status).
            <div key={item.id} className={`sh-toast sh-toast--${item.kind}`} role={item.kind === 'error' ? 'alert' : 'status'}>
              <span className="sh-toast__text">{item.kind === 'error' ? localise(item.message) : item.message}</span>
              <button type="button" className="sh-toast__close" aria-label={t('common.close')} onClick={() => dismiss(item.id)}>
                ×
              </button>
            </div>
          ))}
        </ToastStack>
      ) : null}
    </ToastContext>
  );
}
