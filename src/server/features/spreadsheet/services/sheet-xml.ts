import type { CellKind } from '../lists/export-sources';

/**
 * The worksheet's XML (SpreadsheetML), written as text in three kinds of segments — the head (columns and the
 * header row), a page of rows, the tail — so a page can be rendered, compressed and committed on its own.
 * Strings are inline (`t="inlineStr"`): no shared-string table to hold in memory or keep across a resume.
 */

/** Style ids of xl/styles.xml (xlsx-parts.ts): 0 plain, 1 date and time, 2 percent with one decimal. */
const DATE_STYLE = 1;
const PERCENT_STYLE = 2;

export interface SheetColumn {
  kind: CellKind;
  width: number;
}

// Characters XML 1.0 forbids (C0 controls but tab, LF and CR; U+FFFE, U+FFFF); a lone surrogate becomes U+FFFD
// when the text is encoded to UTF-8, which XML allows.
const ILLEGAL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const NEEDS_WORK = /[&<>"\r\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;

/**
 * Text as XML character data or attribute value: illegal characters dropped, markup escaped, and CR as a
 * reference (a parser turns a literal CR into LF).
 */
export function escapeXml(text: string): string {
  if (!NEEDS_WORK.test(text)) return text;
  return text
    .replace(ILLEGAL, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\r/g, '&#13;');
}

/** A, B, … Z, AA, …: the column part of a cell reference. */
function columnLetters(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** Days since 1899-12-30 (Excel's 1900 date system, as exceljs writes dates). */
const excelSerial = (d: Date) => d.getTime() / 86_400_000 + 25_569;

function textCell(ref: string, text: string): string {
  const escaped = escapeXml(text);
  // Without xml:space="preserve" a reader may trim the text's leading and trailing white space.
  const edge = text.length > 0 && (text.charCodeAt(0) <= 32 || text.charCodeAt(text.length - 1) <= 32);
  return `<c r="${ref}" t="inlineStr"><is><t${edge ? ' xml:space="preserve"' : ''}>${escaped}</t></is></c>`;
}

export type CellValue = string | number | Date | null;

/**
 * Rows as `<row>` elements, numbered from `firstRow` (1-based, as in the sheet). Values are what cellValue made of
 * the database's: text (already neutralised), numbers, dates; a number in a percent column gets the percent style.
 */
export function rowsXml(rows: readonly (readonly CellValue[])[], columns: readonly SheetColumn[], firstRow: number): string {
  const letters = columns.map((_, i) => columnLetters(i));
  const numberStyle = columns.map((c) => (c.kind === 'percent' ? ` s="${PERCENT_STYLE}"` : ''));
  let xml = '';
  for (let r = 0; r < rows.length; r += 1) {
    const n = firstRow + r;
    const cells = rows[r] ?? [];
    xml += `<row r="${n}">`;
    for (let i = 0; i < cells.length; i += 1) {
      const value = cells[i];
      if (value === null || value === undefined) continue;
      const ref = `${letters[i] ?? columnLetters(i)}${n}`;
      if (typeof value === 'string') xml += textCell(ref, value);
      else if (typeof value === 'number') xml += `<c r="${ref}"${numberStyle[i] ?? ''}><v>${value}</v></c>`;
      else xml += `<c r="${ref}" s="${DATE_STYLE}"><v>${excelSerial(value)}</v></c>`;
    }
    xml += '</row>';
  }
  return xml;
}

/** From the XML declaration to the header row (row 1): the columns' widths and default styles. */
export function sheetHead(columns: readonly SheetColumn[], header: readonly string[]): string {
  const cols = columns
    .map((c, i) => {
      const style = c.kind === 'date' ? ` style="${DATE_STYLE}"` : c.kind === 'percent' ? ` style="${PERCENT_STYLE}"` : '';
      return `<col min="${i + 1}" max="${i + 1}" width="${c.width}"${style} customWidth="1"/>`;
    })
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData>` +
    rowsXml([header], columns.map((c) => ({ ...c, kind: 'text' as const })), 1)
  );
}

export const SHEET_TAIL = '</sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>';
