import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { STUDIO_PAGES } from '../pages/registry';
import { useStudioProps } from '../studio-props';
import { innerPathFor, portalAddress, portalPathFor } from './studio-location';

/**
 * Keeps the studio's in-memory router and the portal's address in step: a move of the portal (menu, back button)
 * moves the studio, and a move inside the studio (new, edit, save) moves the portal, which owns the history.
 */
export function LocationSync() {
  const props = useStudioProps();
  const location = useLocation();
  const navigateInner = useNavigate();
  const inner = `${location.pathname}${location.search}`;
  const wanted = innerPathFor(props, props.entries, STUDIO_PAGES);
  // What each side said last: only the side that changed since is followed, so the two never chase each other.
  const last = useRef({ inner, wanted });

  useEffect(() => {
    const before = last.current;
    last.current = { inner, wanted };
    if (inner === wanted) return;
    if (wanted !== before.wanted) {
      navigateInner(wanted, { replace: true });
    } else if (inner !== before.inner) {
      const target = portalPathFor(inner, props.entries, STUDIO_PAGES, props.currentPath);
      if (target !== null && target !== portalAddress(props)) props.navigate(target);
    }
  }, [inner, wanted, navigateInner, props]);

  return null;
}
