/**
 * A worksheet's rows as text, from its XML's parse events (sheet-worker.ts). exceljs's streaming worksheet reader
 * keeps only the last run of a rich-text inline string and reads a date cell as a bare serial number unless the
 * workbook's styles are parsed and its format is one exceljs knows (not the Chinese built-in ones); this reads each
 * cell itself: every run of a rich-text string (phonetic runs left out), and a number whose format is a date or a
 * time as the text the operator saw (2025-12-08, 2025-12-08 09:30, 09:30:15). A formula's cached result is taken, it
 * is never evaluated.
 */

export interface SaxEvent {
  eventType: 'opentag' | 'text' | 'closetag';
  value: unknown;
}

/** What a date format shows: a date, a time of day, or both; with seconds or not. */
export interface DateShape {
  date: boolean;
  time: boolean;
  seconds: boolean;
}

export interface SheetContext {
  /** The shared-string table, each entry already as text. */
  sharedStrings: readonly string[];
  /** The date shape of a cell style (its `s` attribute), or null when the style shows no date. */
  dateShapeOf(style: number): DateShape | null;
  /** The workbook counts days from 1904-01-01 (old Mac Excel) instead of 1900. */
  date1904: boolean;
}

const DATE: DateShape = { date: true, time: false, seconds: false };
const TIME: DateShape = { date: false, time: true, seconds: false };
const TIME_S: DateShape = { date: false, time: true, seconds: true };
const DATE_TIME: DateShape = { date: true, time: true, seconds: false };

/**
 * Built-in number formats (ECMA-376 18.8.30, with the Chinese locale's 27–36 and 50–58) that show a date or time: a
 * file refers to them by id alone, without a format code.
 */
const BUILT_IN: ReadonlyMap<number, DateShape> = new Map([
  ...[14, 15, 16, 17, 27, 28, 29, 30, 31, 36, 50, 51, 52, 53, 54, 57, 58].map((id) => [id, DATE] as const),
  ...[18, 20, 32, 34, 55].map((id) => [id, TIME] as const),
  ...[19, 21, 33, 35, 45, 46, 47, 56].map((id) => [id, TIME_S] as const),
  [22, DATE_TIME] as const,
]);

/**
 * The date shape of a number format, by its id and, for custom formats, its code: quoted text, escaped characters and
 * bracketed sections (colours, conditions, locales) do not count; y or d, or a month name (mmm), make a date, h or s
 * (or an elapsed [h]) a time.
 */
export function dateShapeOfFormat(numFmtId: number, formatCode: string | undefined): DateShape | null {
  const builtIn = BUILT_IN.get(numFmtId);
  if (builtIn) return builtIn;
  if (!formatCode) return null;
  const elapsed = /\[(h+|m+|s+)\]/i.test(formatCode);
  const code = formatCode
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/General/gi, '');
  const date = /[yd]/i.test(code) || /m{3,}/i.test(code);
  const time = elapsed || /[hs]/i.test(code);
  if (!date && !time) return null;
  return { date, time, seconds: /s/i.test(code) || /\[s+\]/i.test(formatCode) };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date serial as the operator saw it. Days count from 1899-12-30 (so 1900-03-01 is 61, as Excel counts with its
 * 1900 leap-day error; earlier serials are rare in a list) or from 1904-01-01.
 */
export function serialText(serial: number, shape: DateShape, date1904: boolean): string {
  const ms = Math.round((serial + (date1904 ? 1462 : 0) - 25_569) * 86_400_000);
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) return String(serial);
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}${shape.seconds ? `:${pad(d.getUTCSeconds())}` : ''}`;
  if (shape.date && shape.time) return `${day} ${time}`;
  return shape.date ? day : time;
}

/** The 0-based column of a cell reference ("B7" → 1), or -1. */
function columnOf(ref: string): number {
  let col = 0;
  let i = 0;
  for (; i < ref.length; i += 1) {
    const c = ref.charCodeAt(i);
    if (c < 65 || c > 90) break;
    col = col * 26 + (c - 64);
  }
  return i === 0 ? -1 : col - 1;
}

interface Tag {
  name: string;
  attributes: Record<string, string | undefined>;
}

/** The text of a cell from what its element held. */
function cellText(type: string | undefined, value: string, inline: string, style: number, ctx: SheetContext): string {
  switch (type) {
    case 's':
      return ctx.sharedStrings[Number.parseInt(value, 10)] ?? '';
    case 'inlineStr':
      return inline;
    case 'str':
    case 'd':
      return value;
    case 'b':
      return value === '' ? '' : String(Number.parseInt(value, 10) !== 0);
    case 'e':
      return '';
    default: {
      if (value === '') return '';
      const n = Number.parseFloat(value);
      if (Number.isNaN(n)) return value;
      const shape = ctx.dateShapeOf(style);
      return shape ? serialText(n, shape, ctx.date1904) : String(n);
    }
  }
}

/**
 * The rows of a worksheet's parse events, each with its sheet row number (a row without `r` follows the previous
 * one) and its cells as text up to `maxColumns` (gaps are empty text).
 */
export async function* sheetRows(
  events: AsyncIterable<SaxEvent[]>,
  ctx: SheetContext,
  maxColumns: number,
): AsyncGenerator<{ n: number; cells: string[] }> {
  let row: { n: number; cells: string[] } | null = null;
  let previousRow = 0;
  let cell: { col: number; type: string | undefined; style: number; value: string; inline: string } | null = null;
  let nextCol = 0;
  /** Where text goes: a cell's value, a run of its inline string, or nowhere. */
  let into: 'value' | 'inline' | null = null;
  let phonetic = 0;
  let inInline = false;
  for await (const batch of events) {
    for (const { eventType, value } of batch) {
      if (eventType === 'text') {
        if (cell && into === 'value') cell.value += value as string;
        else if (cell && into === 'inline' && phonetic === 0) cell.inline += value as string;
        continue;
      }
      const tag = value as Tag;
      if (eventType === 'opentag') {
        switch (tag.name) {
          case 'row': {
            const r = Number.parseInt(tag.attributes.r ?? '', 10);
            previousRow = Number.isInteger(r) && r > 0 ? r : previousRow + 1;
            row = { n: previousRow, cells: [] };
            nextCol = 0;
            break;
          }
          case 'c': {
            if (!row) break;
            const col = columnOf(tag.attributes.r ?? '');
            const style = Number.parseInt(tag.attributes.s ?? '0', 10);
            cell = { col: col === -1 ? nextCol : col, type: tag.attributes.t, style: Number.isNaN(style) ? 0 : style, value: '', inline: '' };
            break;
          }
          case 'v':
            if (cell) into = 'value';
            break;
          case 'is':
            inInline = true;
            break;
          case 't':
            if (cell && inInline) into = 'inline';
            break;
          case 'rPh':
            phonetic += 1;
            break;
          default:
            break;
        }
      } else {
        switch (tag.name) {
          case 'v':
          case 't':
            into = null;
            break;
          case 'is':
            inInline = false;
            break;
          case 'rPh':
            phonetic -= 1;
            break;
          case 'c':
            if (row && cell) {
              if (cell.col < maxColumns) {
                while (row.cells.length < cell.col) row.cells.push('');
                row.cells[cell.col] = cellText(cell.type, cell.value, cell.inline, cell.style, ctx);
              }
              nextCol = cell.col + 1;
            }
            cell = null;
            break;
          case 'row':
            if (row) yield row;
            row = null;
            break;
          default:
            break;
        }
      }
    }
  }
}
