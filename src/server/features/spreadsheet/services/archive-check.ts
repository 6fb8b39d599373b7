import { PassThrough, type Readable } from 'node:stream';
import yauzl from 'yauzl';
import type { Db } from '../../../db/client';
import { readFileRange } from '../../../jobs/file-store';

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
} as const;

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
    const out = new PassThrough();
    readFileRange(this.db, this.fileId, start, end).then(
      (bytes) => out.end(bytes),
      (error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))),
    );
    return out;
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
 * encrypted parts, and that it really is an .xlsx without macros. Answers the first sheet's name.
 */
export async function checkXlsxArchive(db: Db, fileId: string, size: number): Promise<{ sheetName: string }> {
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
    const match = /<(?:\w+:)?sheet\b[^>]*\bname="([^"]*)"/.exec(workbookXml);
    if (!match?.[1]) throw new UploadRefused('工作簿中没有工作表');
    return { sheetName: decodeXmlAttr(match[1]) };
  } finally {
    zip.close();
  }
}
