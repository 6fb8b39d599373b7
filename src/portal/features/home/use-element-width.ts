import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** The page's own width as a first guess, before the element is measured (or where nothing can measure it). */
function windowWidth(): number {
  return typeof window === 'undefined' ? 1024 : window.innerWidth;
}

/**
 * The content width of the element the returned ref is attached to, kept current with a ResizeObserver. Without
 * ResizeObserver (old browsers, jsdom) the window's width stands in, updated on resize.
 */
export function useElementWidth<T extends HTMLElement>(): [(node: T | null) => void, number, RefObject<T | null>] {
  const [width, setWidth] = useState(windowWidth);
  const nodeRef = useRef<T | null>(null);
  const observerRef = useRef<ResizeObserver | null>(null);

  const ref = useCallback((node: T | null) => {
    observerRef.current?.disconnect();
    observerRef.current = null;
    nodeRef.current = node;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const measured = entries[0]?.contentRect.width;
      // 0 while hidden (display: none): keep the last real width rather than collapse to one column.
      if (measured !== undefined && measured > 0) setWidth(Math.round(measured));
    });
    observer.observe(node);
    observerRef.current = observer;
  }, []);

  useEffect(() => {
    if (typeof ResizeObserver !== 'undefined') return () => observerRef.current?.disconnect();
    const onResize = () => setWidth(windowWidth());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  return [ref, width, nodeRef];
}
