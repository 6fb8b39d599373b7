import { useEffect, useState } from 'react';

/** SHELL-01's footer toast (src/portal/features/messages/NoticeToast.tsx), fixed at the bottom right like the launcher. */
const NOTICE_TOAST = '.sh-notice-toast';
/** The gap kept between the toast's top edge and the launcher. */
const GAP_PX = 12;

/**
 * How far above its usual place the launcher must sit so it never covers the important-notice toast: the toast's
 * height plus a gap while one is shown, else 0. The toast belongs to another feature and comes and goes on its own,
 * so it is watched rather than told: the DOM for its arrival and departure, a ResizeObserver for its height
 * (measured once per change, never on every DOM mutation).
 */
export function useToastClearance(): number {
  const [clearance, setClearance] = useState(0);
  useEffect(() => {
    if (typeof MutationObserver === 'undefined') return undefined;
    let watched: HTMLElement | null = null;
    let sizes: ResizeObserver | null = null;
    const measure = (): void => { setClearance(watched ? watched.offsetHeight + GAP_PX : 0); };
    const check = (): void => {
      const toast = document.querySelector<HTMLElement>(NOTICE_TOAST);
      if (toast === watched) return;
      sizes?.disconnect();
      sizes = null;
      watched = toast;
      if (toast && typeof ResizeObserver !== 'undefined') {
        sizes = new ResizeObserver(measure);
        sizes.observe(toast);
      }
      measure();
    };
    const dom = new MutationObserver(check);
    dom.observe(document.body, { childList: true, subtree: true });
    check();
    return () => {
      dom.disconnect();
      sizes?.disconnect();
    };
  }, []);
  return clearance;
}
