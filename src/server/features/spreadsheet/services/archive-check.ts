import { Readable } from 'node:stream';
import yauzl from 'yauzl';
import type { Db } from '../../../db/client';
import { readFileRange } from '../../../jobs/file-store';
import { requestsQuiet } from '../../../jobs/request-gate';

/**
 * Limits checked on the archive's central directory before anything is unpacked (zip bombs, path tricks). A real
 * 20 MB workbook unpacks to ~150–250 MB at ratios of 5–20; a bomb needs ratios in the hundreds or thousands.
 */
export const ARCHIVE_LIMITS = {
  maxParts: 2_000,
  maxUnpackedBytes: 400 * 1024 * 1024,
  /** Ratio above which a part counts as a bomb, for parts bigger than `ratioFloorBytes`. */
  maxRatio: 200,
  ratioFloorBytes: 1024 * 1024,
  /** Small parts we do unpack to read ([Content_Types].xml, xl/workbook.xml). */
  maxMetaBytes: 4 * 1024 * 1024,
  /**
   * The most rows an import reads: a worksheet's own limit (Excel's 1,048,576). The sheet's rows are counted here,
   * before any import writes, so a longer file is refused at once instead of after minutes of work.
   */
  maxRows: 1_048_576,
} as const;

/** The worksheet an import reads: exceljs's streaming reader takes the first part named like this, in zip order. */
const SHEET_PART = /xl\/worksheets\/sheet\d+[.]xml/;
/** Parts the sheet worker's XML parser reads besides the sheet: none of them may declare a DTD. */
const PARSED_PARTS = new Set(['xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml', 'xl/styles.xml']);
/** Ranged reads of the stored file go in pieces this size, each after the requests in flight (file-store.ts). */
const READ_PIECE_BYTES = 256 * 1024;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** A refusal with its Chinese reason for the uploader. */
export class UploadRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadRefused';
  }
}

/**
 * The file's real type from its first bytes. .xls (BIFF8) and password-protected .xlsx are both OLE2 compound files:
 * neither is parsed here (ADR 011), so both get the same clear request to save as a plain .xlsx.
 */
export function checkSignature(head: Uint8Array): void {
  const bytes = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) return;
  if (bytes.subarray(0, 8).equals(OLE2_MAGIC)) {
    throw new UploadRefused('暂不支持 Excel 97-2003 (.xls) 格式或加密的工作簿，请在 Excel 中另存为未加密的 .xlsx 文件后再上传');
  }
  throw new UploadRefused('文件内容不是 Excel 工作簿（可能是改了扩展名的 CSV、网页或其他文件），请上传 .xlsx 文件');
}

/** Reads a stored file by byte range, so yauzl reads only the central directory and the parts we ask for. */
class StoredFileReader extends yauzl.RandomAccessReader {
  constructor(
    private readonly db: Db,
    private readonly fileId: string,
  ) {
    super();
  }

  override _readStreamForRange(start: number, end: number): Readable {
    const { db, fileId } = this;
    // A part is read in pieces, each after the requests in flight: the sheet's whole compressed part is one range,
    // and on PGlite a read holds the event loop while it runs.
    async function* pieces(): AsyncGenerator<Buffer> {
      for (let at = start; at < end; at += READ_PIECE_BYTES) {
        if (at > start) await requestsQuiet();
        yield await readFileRange(db, fileId, at, Math.min(end, at + READ_PIECE_BYTES));
      }
    }
    return Readable.from(pieces(), { objectMode: false });
  }
}

async function readSmallEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<string> {
  const stream = await zip.openReadStreamPromise(entry);
  const parts: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    total += chunk.length;
    // yauzl also checks the real size against the declared one (validateEntrySizes); this caps it regardless.
    if (total > ARCHIVE_LIMITS.maxMetaBytes) throw new UploadRefused('文件结构异常，已拒绝');
    parts.push(chunk);
  }
  return Buffer.concat(parts).toString('utf8');
}

/** What the archive check found of the sheet's rows (`<row>` elements of the part the import reads). */
export interface SheetRows {
  count: number;
  /** The numbers of the first rows: enough to tell the title rows (IMP-09: 1–10) from the data rows. */
  leading: number[];
  /** The highest row number. */
  highest: number;
}

/** Rows after the title row `headerLine`: what an import of this sheet reads, the progress dialog's total. */
export function dataRowsOf(rows: SheetRows, headerLine: number): number {
  return rows.count - rows.leading.filter((n) => n <= headerLine).length;
}

const LEADING_ROWS = 11;
/** A tag longer than this is no spreadsheet's: the file is refused rather than buffered. */
const MAX_TAG_BYTES = 64 * 1024;
const ROW_NUMBER = /\sr\s*=\s*["'](\d{1,10})["']/;

/**
 * Counts a worksheet's `<row>` elements as its XML streams by, without parsing it: a search for "<row" followed by
 * white space, ">" or "/" (not "<rowBreaks"), the row number read from its `r` attribute (a row without one follows
 * the previous row, as readers number it). A tag cut between chunks is carried over. Rows with a namespace prefix
 * (`<x:row>`) are not counted: the import's reader (exceljs) does not read them either.
 */
export class RowCounter {
  readonly rows: SheetRows = { count: 0, leading: [], highest: 0 };
  private previous = 0;
  private carry = '';

  push(chunk: Buffer): void {
    // latin1: one character per byte, and every byte of the markup searched for is ASCII.
    const text = this.carry + chunk.toString('latin1');
    let pos = 0;
    for (;;) {
      const hit = text.indexOf('<row', pos);
      // Keep enough of the end for a tag cut in two ("<ro" + "w ").
      if (hit === -1) return this.keep(text, Math.max(pos, text.length - 4));
      const next = text.charCodeAt(hit + 4);
      if (Number.isNaN(next)) return this.keep(text, hit);
      if (next !== 0x20 && next !== 0x09 && next !== 0x0a && next !== 0x0d && next !== 0x3e && next !== 0x2f) {
        pos = hit + 4;
        continue;
      }
      const end = text.indexOf('>', hit);
      if (end === -1) return this.keep(text, hit);
      // Most rows are written `<row r="N"…`: read that without a regular expression.
      const plain = text.startsWith(' r="', hit + 4) ? text.indexOf('"', hit + 8) : -1;
      const n = plain !== -1 && plain < end ? Number(text.slice(hit + 8, plain)) : Number(ROW_NUMBER.exec(text.slice(hit + 4, end))?.[1] ?? Number.NaN);
      this.row(Number.isInteger(n) && n > 0 ? n : this.previous + 1);
      pos = end + 1;
    }
  }

  private keep(text: string, from: number): void {
    if (text.length - from > MAX_TAG_BYTES) throw new UploadRefused('文件结构异常，已拒绝');
    this.carry = text.slice(from);
  }

  private row(n: number): void {
    this.rows.count += 1;
    if (this.rows.leading.length < LEADING_ROWS) this.rows.leading.push(n);
    if (n > this.rows.highest) this.rows.highest = n;
    this.previous = n;
  }
}

/**
 * Whether an XML part's prolog declares a DTD, from its first bytes: the parts are parsed by a reader that neither
 * needs nor should see one (XXE, "billion laughs" entity expansion), and no spreadsheet program writes one.
 * Answers null while the prolog has not ended.
 */
export class PrologCheck {
  private head = '';

  push(chunk: Buffer): boolean | null {
    this.head += chunk.toString('latin1');
    let at = this.head.startsWith('\xef\xbb\xbf') ? 3 : 0;
    for (;;) {
      while (at < this.head.length && /\s/.test(this.head[at] ?? '')) at += 1;
      const rest = this.head.slice(at, at + 9);
      if (rest.length < 9 && this.head.length < MAX_TAG_BYTES) return null;
      if (/^<!DOCTYPE/i.test(rest)) return true;
      const close = rest.startsWith('<?') ? '?>' : rest.startsWith('<!--') ? '-->' : null;
      if (close === null) return false;
      const end = this.head.indexOf(close, at + 2);
      if (end === -1) {
        if (this.head.length > MAX_TAG_BYTES) throw new UploadRefused('文件结构异常，已拒绝');
        return null;
      }
      at = end + close.length;
    }
  }
}

const DTD_REFUSED = '文件包含 DTD 声明（可能是 XXE 或实体膨胀攻击），已拒绝；请在 Excel 中另存为 .xlsx 后再上传';

/** Reads a part only as far as its prolog goes, and refuses it when the prolog declares a DTD. */
async function refuseDtd(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<void> {
  const stream = await zip.openReadStreamPromise(entry);
  const check = new PrologCheck();
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const dtd = check.push(chunk);
      if (dtd === true) throw new UploadRefused(DTD_REFUSED);
      if (dtd === false) return;
    }
  } finally {
    stream.destroy();
  }
}

/** Streams the sheet part once: refuses a DTD in its prolog and counts its rows. */
async function countRows(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<SheetRows> {
  const stream = await zip.openReadStreamPromise(entry);
  const prolog = new PrologCheck();
  let prologDone = false;
  const counter = new RowCounter();
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (!prologDone) {
        const dtd = prolog.push(chunk);
        if (dtd === true) throw new UploadRefused(DTD_REFUSED);
        prologDone = dtd === false;
      }
      counter.push(chunk);
    }
  } finally {
    stream.destroy();
  }
  return counter.rows;
}

/** An entry name that would escape the folder it is unpacked into, or that no workbook has. */
function isUnsafeName(name: string): boolean {
  return name.startsWith('/') || name.includes('\\') || /^[A-Za-z]:/.test(name) || name.split('/').includes('..') || name.includes('\0');
}

function decodeXmlAttr(value: string): string {
  return value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * Checks a stored upload as a workbook archive before any part of it is unpacked: the number of parts, their total
 * unpacked size and each part's compression ratio (from the central directory), names that would traverse paths,
 * encrypted parts, and that it really is an .xlsx without macros. Then it reads what the import's parser will read:
 * no part of it may declare a DTD, and the sheet's rows are counted (no more than `maxRows`). Answers the first
 * sheet's name and its rows. The upload runs it, and the import again before it writes anything (a file stored
 * before a check existed is checked all the same).
 */
export async function checkXlsxArchive(db: Db, fileId: string, size: number): Promise<{ sheetName: string; rows: SheetRows }> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromRandomAccessReaderPromise(new StoredFileReader(db, fileId), size, {
      lazyEntries: true,
      autoClose: false,
      strictFileNames: false,
      validateEntrySizes: true,
    });
  } catch {
    throw new UploadRefused('文件已损坏或不是有效的 .xlsx 文件');
  }
  try {
    if (zip.entryCount > ARCHIVE_LIMITS.maxParts) throw new UploadRefused('文件结构异常（包含的部件过多），已拒绝');
    let unpacked = 0;
    let contentTypes: yauzl.Entry | undefined;
    let workbook: yauzl.Entry | undefined;
    let sheet: yauzl.Entry | undefined;
    const parsed: yauzl.Entry[] = [];
    let hasVba = false;
    try {
      for await (const entry of zip.eachEntry()) {
        const name = entry.fileName;
        if (isUnsafeName(name)) throw new UploadRefused('文件包含非法路径，已拒绝');
        if (entry.isEncrypted()) throw new UploadRefused('暂不支持加密的工作簿，请取消密码后再上传');
        unpacked += entry.uncompressedSize;
        if (unpacked > ARCHIVE_LIMITS.maxUnpackedBytes) throw new UploadRefused('文件解压后过大，疑似压缩炸弹，已拒绝');
        const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
        if (entry.uncompressedSize > ARCHIVE_LIMITS.ratioFloorBytes && ratio > ARCHIVE_LIMITS.maxRatio) {
          throw new UploadRefused('文件压缩比异常，疑似压缩炸弹，已拒绝');
        }
        if (name === '[Content_Types].xml') contentTypes = entry;
        else if (name === 'xl/workbook.xml') workbook = entry;
        else if (/vbaProject\.bin$/i.test(name)) hasVba = true;
        if (PARSED_PARTS.has(name) && name !== 'xl/workbook.xml') parsed.push(entry);
        if (!sheet && SHEET_PART.test(name)) sheet = entry;
      }
    } catch (error) {
      if (error instanceof UploadRefused) throw error;
      // yauzl itself refuses '..', absolute and drive-letter names before we see the entry.
      if (error instanceof Error && /relative path|absolute path/i.test(error.message)) throw new UploadRefused('文件包含非法路径，已拒绝');
      throw new UploadRefused('文件已损坏或不是有效的 .xlsx 文件');
    }
    if (!contentTypes || !workbook) throw new UploadRefused('文件不是有效的 .xlsx 工作簿（缺少工作簿内容）');
    if (contentTypes.uncompressedSize > ARCHIVE_LIMITS.maxMetaBytes || workbook.uncompressedSize > ARCHIVE_LIMITS.maxMetaBytes) {
      throw new UploadRefused('文件结构异常，已拒绝');
    }
    const types = await readSmallEntry(zip, contentTypes);
    if (hasVba || /macroEnabled/i.test(types)) throw new UploadRefused('不支持启用宏的工作簿（.xlsm），请另存为 .xlsx 后再上传');
    if (!/spreadsheetml\.sheet\.main\+xml/i.test(types)) throw new UploadRefused('文件不是 Excel 工作簿（.xlsx），请检查后再上传');
    const workbookXml = await readSmallEntry(zip, workbook);
    if (new PrologCheck().push(Buffer.from(workbookXml, 'utf8')) === true) throw new UploadRefused(DTD_REFUSED);
    const match = /<(?:\w+:)?sheet\b[^>]*\bname="([^"]*)"/.exec(workbookXml);
    if (!match?.[1] || !sheet) throw new UploadRefused('工作簿中没有工作表');
    try {
      for (const entry of parsed) await refuseDtd(zip, entry);
      const rows = await countRows(zip, sheet);
      const spans = Math.max(rows.count, rows.highest);
      if (spans > ARCHIVE_LIMITS.maxRows) {
        throw new UploadRefused(`文件共 ${spans.toLocaleString('en-US')} 行，超过导入上限 ${ARCHIVE_LIMITS.maxRows.toLocaleString('en-US')} 行，请拆分为多个文件后再导入`);
      }
      return { sheetName: decodeXmlAttr(match[1]), rows };
    } catch (error) {
      if (error instanceof UploadRefused) throw error;
      throw new UploadRefused('文件已损坏或不是有效的 .xlsx 文件');
    }
  } finally {
    zip.close();
  }
}
