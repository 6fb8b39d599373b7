import { useId, type ReactNode } from 'react';
import { cardHeight } from '../../../shared/rules/card-display';
import './cards.css';

/**
 * A card's outline: its name as a heading, anything the page adds on the right of the header, and a body at the
 * CARD-03 height of its display rows. The home page and the preview dialog both draw cards with it.
 */
export function CardFrame({ title, displayRows, headerExtra, busy = false, headingLevel = 2, labelledBy, className, children }: {
  title: string;
  displayRows: number;
  headerExtra?: ReactNode;
  busy?: boolean;
  headingLevel?: 2 | 3 | 4;
  /** The id of an element whose text comes before the card's name in the region's name. */
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={`sh-card ${className ?? ''}`} aria-labelledby={labelledBy ? `${labelledBy} ${headingId}` : headingId}>
      <header className="sh-card__header">
        <Heading id={headingId} className="sh-card__title">{title}</Heading>
        {headerExtra ? <div className="sh-card__extra">{headerExtra}</div> : null}
      </header>
      <div className="sh-card__body" style={{ height: cardHeight(displayRows) }} aria-busy={busy}>
        {children}
      </div>
    </section>
  );
}
