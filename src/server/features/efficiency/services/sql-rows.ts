export { rowsOf } from '../../../db/raw-rows';

/** Hours from a sum of seconds and a count, two decimals; null when nothing was counted. */
export function meanHours(seconds: number | string | null, n: number | string | null): number | null {
  const count = Number(n ?? 0);
  if (count === 0) return null;
  return Math.round((Number(seconds ?? 0) / count / 3600) * 100) / 100;
}

/** A share 0–1 with four decimals; null when the whole is zero. */
export function rate(part: number | string | null, whole: number | string | null): number | null {
  const total = Number(whole ?? 0);
  if (total === 0) return null;
  return Math.round((Number(part ?? 0) / total) * 10_000) / 10_000;
}

export const num = (value: number | string | null | undefined): number => Number(value ?? 0);
