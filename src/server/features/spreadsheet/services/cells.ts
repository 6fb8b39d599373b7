import type { CellKind } from '../lists/export-sources';

/**
 * Characters that make a spreadsheet program read a text cell as a formula or a DDE command (= + - @), or that
 * hide such a start (tab, CR, LF, NUL).
 */
const FORMULA_START = /^[=+\-@\t\r\n\0]/;

/**
 * Formula injection (OWASP "CSV injection"): a text cell that starts with one of those characters gets a leading
 * apostrophe, so it is shown and stays text. Numbers and dates are written as numbers and dates, never as text.
 */
export function neutraliseText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The reverse on import: an apostrophe we (or a careful user) put before such a character is dropped again. */
export function unneutraliseText(value: string): string {
  return value.length > 1 && value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

/** A database value as an .xlsx cell value of its column's kind. */
export function cellValue(value: unknown, kind: CellKind): string | number | Date | null {
  if (value === null || value === undefined) return null;
  if (kind === 'number' || kind === 'percent') {
    const n = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(n) ? n : neutraliseText(String(value));
  }
  if (kind === 'date') {
    const d = value instanceof Date ? value : new Date(String(value));
    return Number.isNaN(d.getTime()) ? neutraliseText(String(value)) : d;
  }
  return neutraliseText(typeof value === 'string' ? value : String(value));
}

/** '12秒', '1分05秒', '1小时02分' — the progress dialog's useTimeStr and remaining time. */
export function durationText(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) return `${h}小时${String(m).padStart(2, '0')}分`;
  if (m > 0) return `${m}分${String(s).padStart(2, '0')}秒`;
  return `${s}秒`;
}
