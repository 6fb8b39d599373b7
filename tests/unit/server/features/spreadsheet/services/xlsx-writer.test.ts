import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { describe, expect, it } from 'vitest';
import { cellValue } from '../../../../../../src/server/features/spreadsheet/services/cells';
import { rowsXml, type CellValue, type SheetColumn } from '../../../../../../src/server/features/spreadsheet/services/sheet-xml';
import { appendXlsx, closeXlsx, openXlsx, xlsxStateSchema, type XlsxState } from '../../../../../../src/server/features/spreadsheet/services/xlsx-writer';

const columns: SheetColumn[] = [
  { kind: 'text', width: 18 },
  { kind: 'number', width: 18 },
  { kind: 'date', width: 20 },
  { kind: 'percent', width: 18 },
];
const HEADER = ['名称', '数量', '时间', '占比'];
const AT = new Date('2026-03-04T05:06:07.089Z');

/** Page p of rows as the export makes them: database values through cellValue (formula text neutralised). */
function page(p: number): CellValue[][] {
  return Array.from({ length: 50 }, (_, i) => {
    const n = p * 50 + i;
    const text = n % 7 === 0 ? `=SUM(A${n})` : n % 11 === 0 ? `A<&>"\u0001B\u0008 ${n}` : n % 13 === 0 ? ` 空格 ${n}\r\n` : `文本${n}`;
    return [cellValue(text, 'text'), cellValue(n, 'number'), cellValue(new Date(AT.getTime() + n * 60_000), 'date'), cellValue(n / 1000, 'percent')];
  });
}

/** Writes pages; `handOver` after a page sends the state through JSON (another process resuming) and back. */
async function write(pages: number, handOver: number | null, sheetName = '部门职责清单'): Promise<Buffer> {
  const opening = await openXlsx({ sheetName, columns, header: HEADER, modifiedAt: AT });
  const pieces = [opening.parts, opening.sheetHeader, opening.head];
  let state: XlsxState = opening.state;
  for (let p = 0; p < pages; p += 1) {
    const segment = await appendXlsx(state, rowsXml(page(p), columns, p * 50 + 2));
    pieces.push(segment.bytes);
    state = segment.state;
    if (p === handOver) state = xlsxStateSchema.parse(JSON.parse(JSON.stringify(state)));
  }
  const end = await closeXlsx(state);
  pieces[1] = end.sheetHeader;
  pieces.push(end.tail);
  const file = Buffer.concat(pieces);
  expect(file.length).toBe(end.size);
  return file;
}

/** Every entry of the zip inflated, its CRC-32 and size checked against the central directory. */
async function entries(file: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => yauzl.fromBuffer(file, { lazyEntries: true }, (e, z) => (e ? reject(e) : resolve(z))));
  const out = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const parts: Buffer[] = [];
        stream.on('data', (c: Buffer) => parts.push(c));
        stream.on('error', reject);
        stream.on('end', () => {
          const data = Buffer.concat(parts);
          expect(zlib.crc32(data) >>> 0, entry.fileName).toBe(entry.crc32 >>> 0);
          out.set(entry.fileName, data);
          zip.readEntry();
        });
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return out;
}

describe('xlsx writer (resumable export file)', () => {
  it('writes the same bytes whether or not the writer stopped and another took its state over', async () => {
    const whole = await write(4, null);
    expect(await write(4, 1)).toEqual(whole);
    const parts = await entries(whole);
    expect([...parts.keys()]).toEqual([
      '[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/sharedStrings.xml', 'xl/worksheets/sheet1.xml',
    ]);
    // Only the last segment ends the deflate stream; the sheet is well-formed XML from head to tail.
    expect(parts.get('xl/worksheets/sheet1.xml')?.toString('utf8')).toMatch(/^<\?xml[^]*<sheetData>[^]*<\/sheetData>[^]*<\/worksheet>$/);
  });

  it('reads back with exceljs: every row once, numbers, dates and percents typed, formula text neutralised, illegal characters dropped', async () => {
    const file = await write(3, 0, '部门 & <清单> "x" 超过三十一个字符的名称'.slice(0, 31));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(file).buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('部门 & <清单> "x" 超过三十一个字符的名称'.slice(0, 31));
    expect(sheet?.rowCount).toBe(151);
    expect(sheet?.getRow(1).values).toEqual([undefined, ...HEADER]);
    for (let n = 0; n < 150; n += 1) {
      const row = sheet?.getRow(n + 2);
      const text = row?.getCell(1).value;
      if (n % 7 === 0) expect(text).toBe(`'=SUM(A${n})`);
      else if (n % 11 === 0) expect(text).toBe(`A<&>"B ${n}`);
      else if (n % 13 === 0) expect(text).toBe(` 空格 ${n}\r\n`);
      else expect(text).toBe(`文本${n}`);
      expect(row?.getCell(2).value).toBe(n);
      expect(row?.getCell(3).value).toEqual(new Date(AT.getTime() + n * 60_000));
      expect(row?.getCell(3).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
      expect(row?.getCell(4).value).toBe(n / 1000);
      expect(row?.getCell(4).numFmt).toBe('0.0%');
    }
    expect(sheet?.getColumn(3).width).toBe(20);
  });

  it('streams through the exceljs reader that the import uses', async () => {
    const file = await write(2, null);
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), { worksheets: 'emit', sharedStrings: 'cache', styles: 'cache' });
    let rows = 0;
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        rows += 1;
        if (row.number === 3) expect(row.getCell(3).value).toEqual(new Date(AT.getTime() + 60_000));
      }
    }
    expect(rows).toBe(101);
  });
});
