import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { EfficiencyBlock } from '../../../shared/schema/efficiency';
import { BlockScope } from './scope';

/**
 * Mounts a block only when it comes near the viewport: a block below the fold neither calls the server nor draws a
 * chart before the user scrolls to it, which keeps the first screen fast on phones. The placeholder keeps the
 * block's title (so the page's outline and headings are complete) and its usual height (no layout shift).
 */
export function Deferred({ id, title, wide, children }: { id: EfficiencyBlock; title: string; wide?: boolean; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (shown || !element) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setShown(true);
    }, { rootMargin: '200px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  if (shown) return <>{children}</>;
  return (
    <section ref={ref} className={`eff-block eff-block--placeholder${wide ? ' eff-block--wide' : ''}`} aria-labelledby={`eff-${id}-title`} data-block={id}>
      <div className="eff-block__head"><h2 id={`eff-${id}-title`} className="eff-block__title">{title}</h2></div>
      <BlockScope block={id} />
      <div className="eff-block__body" />
    </section>
  );
}
