import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';

/**
 * Spreadsheet files for the import tests: real workbooks written by exceljs, and hand-built archives for what no
 * spreadsheet program writes (a zip bomb, a path-traversal entry, a macro workbook, the CVE-2023-30533 shape).
 */

export interface ZipEntry {
  name: string;
  /** Raw bytes, stored uncompressed unless `deflated` holds the compressed form. */
  data?: Buffer;
  deflated?: { bytes: Buffer; size: number; crc: number };
}

function dosTime(): { time: number; date: number } {
  return { time: 0, date: (2024 - 1980) << 9 | 1 << 5 | 1 };
}

/** A minimal, valid zip (stored or pre-deflated entries), names written as given — '../x' included. */
export function buildZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  const { time, date } = dosTime();
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const method = entry.deflated ? 8 : 0;
    const body = entry.deflated ? entry.deflated.bytes : (entry.data ?? Buffer.alloc(0));
    const size = entry.deflated ? entry.deflated.size : body.length;
    const crc = entry.deflated ? entry.deflated.crc : zlib.crc32(body);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(date, 14);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/** `megabytes` of zeros, deflated in a stream (never held whole): ~1 MB of output per GB. */
export async function deflatedZeros(megabytes: number): Promise<{ bytes: Buffer; size: number; crc: number }> {
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  const sink = new PassThrough();
  deflate.pipe(sink);
  sink.on('data', (c: Buffer) => out.push(c));
  const mb = Buffer.alloc(1024 * 1024);
  let crc = 0;
  for (let i = 0; i < megabytes; i += 1) {
    crc = zlib.crc32(mb, crc);
    if (!deflate.write(mb)) await new Promise((r) => deflate.once('drain', r));
  }
  await new Promise<void>((resolve) => {
    sink.on('end', resolve);
    deflate.end();
  });
  return { bytes: Buffer.concat(out), size: megabytes * 1024 * 1024, crc };
}

const xml = (s: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${s}`, 'utf8');
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The parts of a minimal .xlsx with inline-string cells; `extra` adds parts, `mainType` changes the workbook type. */
export function minimalXlsxEntries(rows: string[][], options: { mainType?: string; extra?: ZipEntry[]; extraTypes?: string } = {}): ZipEntry[] {
  const mainType = options.mainType ?? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';
  const sheetRows = rows
    .map((cells, r) => `<row r="${r + 1}">${cells.map((c, i) => `<c r="${String.fromCharCode(65 + i)}${r + 1}" t="inlineStr"><is><t>${esc(c)}</t></is></c>`).join('')}</row>`)
    .join('');
  return [
    {
      name: '[Content_Types].xml',
      data: xml(
        `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${mainType}"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>${options.extraTypes ?? ''}</Types>`,
      ),
    },
    {
      name: '_rels/.rels',
      data: xml(`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
    },
    {
      name: 'xl/workbook.xml',
      data: xml(`<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: xml(`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`),
    },
    { name: 'xl/worksheets/sheet1.xml', data: xml(`<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`) },
    ...(options.extra ?? []),
  ];
}

/** A real workbook written by exceljs (shared strings, styles), as operators upload. */
export async function xlsxOf(rows: Array<Array<string | number>>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Every row of the first sheet of an .xlsx, as text. */
export async function readXlsx(bytes: ArrayBuffer | Buffer): Promise<Array<Array<string | number | null>>> {
  const workbook = new ExcelJS.Workbook();
  // A copy in its own ArrayBuffer: exceljs's types want an ArrayBuffer, not a Buffer's view of a shared one.
  await workbook.xlsx.load(new Uint8Array(bytes instanceof Buffer ? bytes : new Uint8Array(bytes)).buffer);
  const sheet = workbook.worksheets[0];
  const rows: Array<Array<string | number | null>> = [];
  sheet?.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(values.map((v) => (v === undefined || v === null ? null : v instanceof Date ? v.toISOString() : typeof v === 'number' ? v : String(v))));
  });
  return rows;
}

/** Deflates text produced piece by piece (never held whole), as a zip entry's compressed form. */
async function deflatedText(pieces: Iterable<string>): Promise<{ bytes: Buffer; size: number; crc: number }> {
  const deflate = zlib.createDeflateRaw({ level: 1 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  let size = 0;
  let crc = 0;
  for (const piece of pieces) {
    const bytes = Buffer.from(piece, 'utf8');
    size += bytes.length;
    crc = zlib.crc32(bytes, crc);
    if (!deflate.write(bytes)) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await ended;
  return { bytes: Buffer.concat(out), size, crc };
}

/**
 * A workbook of `rows` rows (one number cell each) after a title row, its sheet deflated: two million rows make a
 * file of a few MB, built in about a second.
 */
export async function manyRowsXlsx(rows: number): Promise<Buffer> {
  function* sheet(): Generator<string> {
    yield '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
    yield '<row r="1"><c r="A1" t="inlineStr"><is><t>部门编码</t></is></c></row>';
    const block: string[] = [];
    for (let r = 2; r <= rows + 1; r += 1) {
      block.push(`<row r="${r}"><c r="A${r}"><v>${r}</v></c></row>`);
      if (block.length === 10_000) yield block.splice(0).join('');
    }
    yield block.join('');
    yield '</sheetData></worksheet>';
  }
  const entries = minimalXlsxEntries([]).filter((e) => e.name !== 'xl/worksheets/sheet1.xml');
  return buildZip([...entries, { name: 'xl/worksheets/sheet1.xml', deflated: await deflatedText(sheet()) }]);
}

/** Every part of an .xlsx as name and bytes, in the archive's order. */
async function partsOf(bytes: Buffer): Promise<ZipEntry[]> {
  const zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true });
  const parts: ZipEntry[] = [];
  for await (const entry of zip.eachEntry()) {
    const stream = await zip.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    for await (const c of stream as AsyncIterable<Buffer>) chunks.push(c);
    parts.push({ name: entry.fileName, data: Buffer.concat(chunks) });
  }
  zip.close();
  return parts;
}

/** A real workbook with some of its parts' XML edited (a crafted file that still opens as the workbook it was). */
export async function editXlsx(bytes: Buffer, edit: (name: string, xml: string) => string): Promise<Buffer> {
  const parts = await partsOf(bytes);
  return buildZip(parts.map((p) => (p.name.endsWith('.xml') ? { name: p.name, data: Buffer.from(edit(p.name, (p.data ?? Buffer.alloc(0)).toString('utf8')), 'utf8') } : p)));
}
