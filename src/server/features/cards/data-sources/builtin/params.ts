import { AppError } from '../../../../http/app-error';

/** Readers of a column's string parameters (params of a builtin data source), with bounds and clear refusals. */

export type Params = Readonly<Record<string, string>>;

/** A whole number within [min, max]; absent or unreadable gives the fallback, out of range is clamped. */
function intParam(params: Params, name: string, fallback: number, min: number, max: number): number {
  const raw = params[name]?.trim();
  if (raw === undefined || raw === '' || !/^-?\d+$/.test(raw)) return fallback;
  return Math.min(max, Math.max(min, Number(raw)));
}

export function textParam(params: Params, name: string): string {
  return params[name]?.trim() ?? '';
}

/** A required parameter: a column configured without it fails on its own, with the parameter named. */
export function requiredParam(params: Params, name: string): string {
  const value = textParam(params, name);
  if (value === '') throw new AppError('VALIDATION', { msg: `数据源缺少参数 ${name}` });
  return value;
}

/** A comma-separated list, trimmed, without empties and duplicates, in the given order. */
export function listParam(params: Params, name: string, max = 100): string[] {
  const values = textParam(params, name).split(',').map((v) => v.trim()).filter((v) => v !== '');
  return [...new Set(values)].slice(0, max);
}

/** Items a list-like column returns unless its params say otherwise: the most any card layout shows (CARD-04). */
const DEFAULT_ITEM_LIMIT = 24;
const MAX_ITEM_LIMIT = 50;

export function limitParam(params: Params, fallback = DEFAULT_ITEM_LIMIT): number {
  return intParam(params, 'limit', fallback, 1, MAX_ITEM_LIMIT);
}

/** A clock instant as a SQL parameter that both drivers read the same way. */
export function isoOf(now: number): string {
  return new Date(now).toISOString();
}
