import type { LabelKind } from '../../../db/schema/ratings';

/** The quick labels that go with a score: 4–5 positive, 3 neutral, 1–2 negative. */
export function labelKindForScore(score: number): LabelKind {
  if (score >= 4) return 'positive';
  if (score === 3) return 'neutral';
  return 'negative';
}

/** The average with two decimals (STATE-03), computed on integers: 13 / 3 → 4.33, 0 ratings → 0. */
export function averageOf(scoreSum: number, count: number): number {
  if (count === 0) return 0;
  return Math.round((scoreSum * 100) / count) / 100;
}

/** A rater as others see them: the first character of the name, then '**' (李明轩 → 李**); never the account. */
export function maskName(name: string): string {
  const first = [...name.trim()][0];
  return `${first ?? '*'}**`;
}
