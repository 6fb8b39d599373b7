import { describe, expect, it } from 'vitest';
import { PrologCheck, RowCounter, UploadRefused, dataRowsOf } from '../../../../../../src/server/features/spreadsheet/services/archive-check';
import { dateShapeOfFormat, serialText, sheetRows, type SaxEvent, type SheetContext } from '../../../../../../src/server/features/spreadsheet/services/sheet-cells';

/** Feeds text to a counter in pieces of `size` bytes, so tags are cut at every possible place. */
function count(xml: string, size: number) {
  const counter = new RowCounter();
  const bytes = Buffer.from(xml, 'utf8');
  for (let at = 0; at < bytes.length; at += size) counter.push(bytes.subarray(at, at + size));
  return counter.rows;
}

describe('the archive check reads a sheet without parsing it', () => {
  const sheet =
    '<?xml version="1.0"?><worksheet><sheetData>' +
    '<row r="2" spans="1:3"><c r="A2" t="inlineStr"><is><t>row 文字 </row></t></is></c></row>' +
    '<row><c r="A3"><v>1</v></c></row>' +
    '<row  customHeight="1" r = \'7\' ><c r="A7"><v>1</v></c></row>' +
    '<row r="8"/>' +
    '</sheetData><rowBreaks count="1"><brk id="3"/></rowBreaks></worksheet>';

  it('counts <row> elements and their numbers, whatever the chunking', () => {
    for (const size of [1, 2, 3, 5, 7, 16, 1024]) {
      expect(count(sheet, size)).toEqual({ count: 4, leading: [2, 3, 7, 8], highest: 8 });
    }
  });

  it('tells the data rows after the title row from the rest', () => {
    expect(dataRowsOf({ count: 4, leading: [2, 3, 7, 8], highest: 8 }, 1)).toBe(4);
    expect(dataRowsOf({ count: 4, leading: [2, 3, 7, 8], highest: 8 }, 3)).toBe(2);
  });

  it('refuses a tag longer than any spreadsheet writes instead of buffering it', () => {
    expect(() => count(`<row r="1" x="${'a'.repeat(70_000)}"`, 4096)).toThrow(UploadRefused);
  });

  it('finds a DTD in the prolog after the declaration and comments, and none in a plain part', () => {
    const verdict = (xml: string, size = 3) => {
      const check = new PrologCheck();
      const bytes = Buffer.from(xml, 'utf8');
      for (let at = 0; at < bytes.length; at += size) {
        const v = check.push(bytes.subarray(at, at + size));
        if (v !== null) return v;
      }
      return null;
    };
    expect(verdict('<?xml version="1.0"?>\n<!-- a < comment --><!DOCTYPE x [<!ENTITY a "b">]><x/>')).toBe(true);
    expect(verdict('\ufeff<?xml version="1.0"?><!doctype x SYSTEM "http://evil/x.dtd"><x/>')).toBe(true);
    expect(verdict('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="x"><sheetData/></worksheet>')).toBe(false);
  });
});

describe('sheet cells as the operator saw them', () => {
  it('knows date and time formats by built-in id (the Chinese ones too) and by code', () => {
    expect(dateShapeOfFormat(14, undefined)).toEqual({ date: true, time: false, seconds: false });
    expect(dateShapeOfFormat(31, undefined)).toEqual({ date: true, time: false, seconds: false });
    expect(dateShapeOfFormat(22, undefined)).toEqual({ date: true, time: true, seconds: false });
    expect(dateShapeOfFormat(21, undefined)).toEqual({ date: false, time: true, seconds: true });
    expect(dateShapeOfFormat(176, 'yyyy"年"m"月"d"日"')).toEqual({ date: true, time: false, seconds: false });
    expect(dateShapeOfFormat(177, '[$-F800]dddd, mmmm dd, yyyy')).toMatchObject({ date: true });
    expect(dateShapeOfFormat(178, 'yyyy-mm-dd hh:mm:ss')).toEqual({ date: true, time: true, seconds: true });
    for (const [id, code] of [[0, undefined], [2, '0.00'], [179, '#,##0.00_);[Red](#,##0.00)'], [180, '0.0%'], [181, '"days" 0'], [182, 'General']] as const) {
      expect(dateShapeOfFormat(id, code)).toBeNull();
    }
  });

  it('writes a serial as the date, time or both, in the 1900 and 1904 systems', () => {
    const date = { date: true, time: false, seconds: false };
    expect(serialText(45_999, date, false)).toBe('2025-12-08');
    expect(serialText(45_999 - 1462, date, true)).toBe('2025-12-08');
    expect(serialText(45_999.396_006_944, { date: true, time: true, seconds: true }, false)).toBe('2025-12-08 09:30:15');
    expect(serialText(0.5, { date: false, time: true, seconds: false }, false)).toBe('12:00');
  });

  it('reads every run of an inline rich-text string, leaves phonetic runs out, and numbers cells by reference', async () => {
    const tag = (name: string, attributes: Record<string, string> = {}) => ({ name, attributes });
    const open = (name: string, attributes: Record<string, string> = {}): SaxEvent => ({ eventType: 'opentag', value: tag(name, attributes) });
    const close = (name: string): SaxEvent => ({ eventType: 'closetag', value: tag(name) });
    const text = (value: string): SaxEvent => ({ eventType: 'text', value });
    const events: SaxEvent[] = [
      open('row', { r: '3' }),
      open('c', { r: 'A3', t: 'inlineStr' }), open('is'),
      open('r'), open('rPr'), open('b'), close('b'), close('rPr'), open('t'), text('加粗部分'), close('t'), close('r'), text('\n  '),
      open('r'), open('t'), text('普通结尾'), close('t'), close('r'),
      open('rPh'), open('t'), text('ふりがな'), close('t'), close('rPh'),
      close('is'), close('c'),
      open('c', { r: 'C3', s: '1' }), open('v'), text('45999'), close('v'), close('c'),
      open('c', { r: 'D3', t: 's' }), open('v'), text('0'), close('v'), close('c'),
      close('row'),
      open('row'), open('c', { t: 'b' }), open('v'), text('1'), close('v'), close('c'), close('row'),
    ];
    const ctx: SheetContext = { sharedStrings: ['共享'], date1904: false, dateShapeOf: (s) => (s === 1 ? { date: true, time: false, seconds: false } : null) };
    const rows = [];
    for await (const row of sheetRows((async function* () { yield events; })(), ctx, 200)) rows.push(row);
    expect(rows).toEqual([
      { n: 3, cells: ['加粗部分普通结尾', '', '2025-12-08', '共享'] },
      { n: 4, cells: ['true'] },
    ]);
  });
});
