import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useServices } from '../../app/services';
import { useTranslation } from '../../lib/i18n-react';
import { chatStoreOf } from './chat-store';
import './launcher.css';
import './texts';

// The drawer, its calls and its texts load on the first click: the shell carries the button only.
const ChatDrawer = lazy(() => import('./ChatDrawer'));

/** The badge stops counting here: the exact number is in the button's name. */
const BADGE_MAX = 99;

/**
 * 消息 in the top bar: the total unread count as a badge, and the chat drawer it opens. Mounted, it keeps one
 * event stream open for the tab (even with the drawer closed, so the badge follows); sign-out closes it (TOKEN-02).
 */
export function ChatLauncher() {
  const { t } = useTranslation();
  const s = useServices();
  const store = chatStoreOf(s);
  const snapshot = useSyncExternalStore(store.subscribe, store.snapshot);
  const signedIn = useSyncExternalStore(s.auth.subscribe, s.auth.isSignedIn);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    store.start();
    return () => store.stop();
  }, [store]);

  // Another user, or none: the drawer showed the previous one's conversations.
  useEffect(() => { setOpen(false); }, [signedIn]);

  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  if (!signedIn) return null;
  const count = snapshot.unreadTotal;
  return (
    <>
      <button
        ref={button}
        type="button"
        className="ch-launcher"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={count > 0 ? t('chat.buttonUnread', { count }) : t('chat.button')}
        onClick={() => setOpen(true)}
      >
        <svg className="ch-launcher__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-4.5 3.6A.9.9 0 0 1 3 20.9V6a2 2 0 0 1 1-2Zm3 5v2h10V9H7Zm0 4v2h6v-2H7Z"
          />
        </svg>
        <span className="ch-launcher__text" aria-hidden="true">{t('chat.button')}</span>
        {count > 0 ? (
          <span className="ch-launcher__badge" aria-hidden="true" data-testid="chat-unread-badge">
            {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={<p className="ch-launcher__loading" role="status">{t('chat.loading')}</p>}>
          <ChatDrawer onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
