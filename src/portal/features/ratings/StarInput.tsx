import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n-react';

const SCORES = [1, 2, 3, 4, 5] as const;

const isScore = (n: number): n is (typeof SCORES)[number] => (SCORES as readonly number[]).includes(n);

export interface StarInputProps {
  value: number | null;
  onChange(score: number): void;
  /** The id of the group's visible name. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
}

/**
 * 1–5 stars as a radio group (WAI-ARIA radio pattern): one tab stop, arrow keys move and choose, Home and End
 * jump to 1 and 5, Space or Enter choose the focused star. The pointer previews a score on hover.
 */
export function StarInput({ value, onChange, labelledBy, describedBy, invalid }: StarInputProps) {
  const { t } = useTranslation();
  const [hover, setHover] = useState<number | null>(null);
  const refs = useRef<(HTMLSpanElement | null)[]>([]);
  const shown = hover ?? value ?? 0;
  // Without a choice the first star is the group's tab stop.
  const tabStop = value ?? 1;

  function choose(score: number): void {
    onChange(score);
    refs.current[score - 1]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLSpanElement>, score: number): void {
    let next: number | null = null;
    if (event.key === 'ArrowRight' || event.key === 'ArrowUp') next = Math.min(5, (value ?? 0) + 1);
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') next = Math.max(1, (value ?? 2) - 1);
    else if (event.key === 'Home') next = 1;
    else if (event.key === 'End') next = 5;
    else if (event.key === ' ' || event.key === 'Enter') next = score;
    if (next === null) return;
    event.preventDefault();
    choose(next);
  }

  return (
    <div className="rt-star-input">
      <div
        role="radiogroup"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-required="true"
        className="rt-star-input__group"
        onMouseLeave={() => setHover(null)}
      >
        {SCORES.map((score) => {
          const name = t(`ratings.rate.scoreNames.${score}`);
          return (
            <span
              key={score}
              ref={(node) => { refs.current[score - 1] = node; }}
              role="radio"
              aria-checked={value === score}
              aria-label={t('ratings.rate.starLabel', { score, name })}
              tabIndex={score === tabStop ? 0 : -1}
              className={`rt-star-input__star${score <= shown ? ' rt-star-input__star--on' : ''}`}
              onClick={() => choose(score)}
              onKeyDown={(event) => onKeyDown(event, score)}
              onMouseEnter={() => setHover(score)}
            >
              <span aria-hidden="true">★</span>
            </span>
          );
        })}
      </div>
      <span className="rt-star-input__name" aria-hidden="true">
        {isScore(shown) ? t(`ratings.rate.scoreNames.${shown}`) : ''}
      </span>
    </div>
  );
}
