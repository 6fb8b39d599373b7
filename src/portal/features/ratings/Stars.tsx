import { useTranslation } from '../../lib/i18n-react';
import './texts';
import './ratings.css';

const STARS = '★★★★★';

export interface StarsDisplayProps {
  /** 0–5; a fraction fills part of a star. */
  value: number;
  /** The accessible name; by default the score ("4.33 分（满分 5 分）"). */
  label?: string;
  /** Hidden from assistive technology, for when the score is written beside the stars. */
  decorative?: boolean;
  size?: 'small' | 'medium' | 'large';
}

/** Five read-only stars filled to `value`: one image to assistive technology, named by its score or `label`. */
export function StarsDisplay({ value, label, decorative = false, size = 'medium' }: StarsDisplayProps) {
  const { t } = useTranslation();
  const clamped = Number.isFinite(value) ? Math.min(5, Math.max(0, value)) : 0;
  const name = label ?? t('ratings.stars.label', { score: clamped.toFixed(2) });
  return (
    <span
      className={`rt-stars rt-stars--${size}`}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
    >
      <span className="rt-stars__base" aria-hidden="true">{STARS}</span>
      <span className="rt-stars__fill" aria-hidden="true" style={{ width: `${(clamped / 5) * 100}%` }}>{STARS}</span>
    </span>
  );
}
