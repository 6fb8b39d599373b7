import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import type { QuestionBasicConfig } from '../../../shared/rules/robot-config';
import { useServices } from '../../app/services';
import { useTranslation } from '../../lib/i18n-react';
import { useToastClearance } from './use-toast-clearance';
import './launcher.css';
import './texts';

// The panel, its calls and its texts load on the first click: pages carry the button only.
const RobotPanel = lazy(() => import('./RobotPanel'));

/**
 * The help robot's floating button, bottom right (above SHELL-01's notice toast when one is shown), and the chat
 * panel it opens. ROUTE-05: the robot's name and whether it is open come from the config cached in session
 * (s.robotConfig.ensure(), fetched at most once); a robot switched off (isOpen 0) shows nothing.
 */
export function RobotLauncher() {
  const { t } = useTranslation();
  const s = useServices();
  const [pathname] = useLocation();
  const config = useRobotConfig(pathname);
  const clearance = useToastClearance();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // The panel is away from the page while the user reads it; a sign-out or another user is a new conversation
  // the user did not ask for, so the panel closes with it.
  const signedIn = useSyncExternalStore(s.auth.subscribe, s.auth.isSignedIn);
  useEffect(() => { setOpen(false); }, [signedIn]);

  useEffect(() => {
    // Esc or 关闭 gives the focus back to the button that opened the panel.
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  if (!config || config.isOpen === 0) return null;
  const name = config.robotName.trim() || t('robot.defaultName');
  return (
    <>
      {open ? null : (
        <button
          ref={button}
          type="button"
          className="rb-launcher"
          style={clearance > 0 ? { bottom: `calc(var(--rb-launcher-bottom) + ${clearance}px)` } : undefined}
          aria-label={t('robot.open', { name })}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <RobotFace />
          <span className="rb-launcher__text" aria-hidden="true">{t('robot.short')}</span>
        </button>
      )}
      {open ? (
        <Suspense fallback={<p className="rb-launcher__loading" role="status">{t('robot.loading', { name })}</p>}>
          <RobotPanel name={name} configGreeting={config.greeting} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The cached config; asked again on each navigation, as the route guard does, so a failed first fetch recovers. */
function useRobotConfig(pathname: string): QuestionBasicConfig | null {
  const s = useServices();
  const [config, setConfig] = useState<QuestionBasicConfig | null>(null);
  useEffect(() => {
    let live = true;
    void s.robotConfig.ensure().then((c) => { if (live && c) setConfig(c); });
    return () => { live = false; };
  }, [s, pathname]);
  return config;
}

function RobotFace() {
  return (
    <svg className="rb-launcher__icon" viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
      <rect x="4" y="7" width="16" height="12" rx="4" fill="currentColor" />
      <rect x="11" y="3" width="2" height="4" fill="currentColor" />
      <circle cx="12" cy="3" r="1.6" fill="currentColor" />
      <circle cx="9" cy="12.5" r="1.6" fill="var(--rb-launcher-bg, #0069bf)" />
      <circle cx="15" cy="12.5" r="1.6" fill="var(--rb-launcher-bg, #0069bf)" />
      <rect x="9" y="15.5" width="6" height="1.4" rx="0.7" fill="var(--rb-launcher-bg, #0069bf)" />
    </svg>
  );
}
