import zlib from 'node:zlib';
import { z } from 'zod/mini';
import { SHEET_TAIL, sheetHead, type SheetColumn } from './sheet-xml';
import { SHEET_PART, xlsxParts } from './xlsx-parts';
import { MAX_ENTRY_BYTES, MAX_ZIP_BYTES, centralDirectory, dosDateTime, localHeader, wholeEntry, zipEntrySchema } from './zip-writer';

/**
 * A one-sheet .xlsx written in pieces that can be stored as they come and continued in another process: the
 * writer keeps no state but `XlsxState`, plain JSON the job commits with the pieces.
 *
 * Layout: the small parts; the sheet's local header; the sheet's deflated XML, one segment per page; the last
 * segment with the central directory. Each segment is its own raw-deflate stream ended by a sync flush (byte-aligned,
 * not final), so segments concatenate into one deflate stream whatever process compressed them, and only the last
 * carries the final block. The running CRC-32 and sizes are in the state; the sheet's local header is written first
 * with zeros and again, same length, at the end — so the zip needs no data descriptor, whose end a streaming reader
 * must find by searching the compressed bytes for its signature (unzipper, under exceljs's reader, does).
 */

export const xlsxStateSchema = z.object({
  /** Bytes of the file so far: where the next piece starts. */
  bytes: z.number(),
  stamp: z.object({ date: z.number(), time: z.number() }),
  /** The small parts, whole. */
  parts: z.array(zipEntrySchema),
  /** The sheet: its local header's offset, and the CRC and sizes of its segments so far. */
  sheet: zipEntrySchema,
});
export type XlsxState = z.infer<typeof xlsxStateSchema>;

/** Past zip's 32-bit sizes (or the file store's 2 GiB): the export has to select fewer rows. */
export class XlsxTooLarge extends Error {
  constructor() {
    super('xlsx file too large');
    this.name = 'XlsxTooLarge';
  }
}

/** zlib's default trade-off; compression runs on libuv's threads, beside the event loop. */
const LEVEL = 6;

const deflateRaw = (data: Buffer, finishFlush: number) =>
  new Promise<Buffer>((resolve, reject) => {
    zlib.deflateRaw(data, { level: LEVEL, finishFlush }, (error, result) => (error ? reject(error) : resolve(result)));
  });

async function compress(state: XlsxState, xml: string, last: boolean): Promise<{ bytes: Buffer; state: XlsxState }> {
  const data = Buffer.from(xml, 'utf8');
  const bytes = await deflateRaw(data, last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH);
  const sheet = {
    ...state.sheet,
    crc: zlib.crc32(data, state.sheet.crc),
    size: state.sheet.size + data.length,
    compressedSize: state.sheet.compressedSize + bytes.length,
  };
  if (sheet.size > MAX_ENTRY_BYTES || state.bytes + bytes.length > MAX_ZIP_BYTES) throw new XlsxTooLarge();
  return { bytes, state: { ...state, sheet, bytes: state.bytes + bytes.length } };
}

/**
 * The file's first pieces — the small parts, the sheet's local header (to be written again by `closeXlsx`), the
 * sheet's head with the header row — and the state after them.
 */
export async function openXlsx(options: {
  sheetName: string;
  columns: readonly SheetColumn[];
  header: readonly string[];
  modifiedAt: Date;
}): Promise<{ parts: Buffer; sheetHeader: Buffer; head: Buffer; state: XlsxState }> {
  const stamp = dosDateTime(options.modifiedAt);
  const written = [];
  let offset = 0;
  for (const part of xlsxParts(options.sheetName)) {
    const one = wholeEntry(part.name, Buffer.from(part.xml, 'utf8'), offset, stamp);
    written.push(one);
    offset += one.bytes.length;
  }
  const sheet = { name: SHEET_PART, method: 8 as const, crc: 0, size: 0, compressedSize: 0, offset };
  const sheetHeader = localHeader(sheet, stamp);
  const start: XlsxState = { bytes: offset + sheetHeader.length, stamp, parts: written.map((w) => w.entry), sheet };
  const head = await compress(start, sheetHead(options.columns, options.header), false);
  return { parts: Buffer.concat(written.map((w) => w.bytes)), sheetHeader, head: head.bytes, state: head.state };
}

/** A page of rows (rowsXml) as the next segment. */
export function appendXlsx(state: XlsxState, rowsXml: string): Promise<{ bytes: Buffer; state: XlsxState }> {
  return compress(state, rowsXml, false);
}

/**
 * The end: the last segment (the sheet's tail, with the final deflate block) and the central directory, as one
 * piece after the others; and the sheet's local header again, now with its CRC and sizes, to replace the first.
 */
export async function closeXlsx(state: XlsxState): Promise<{ tail: Buffer; sheetHeader: Buffer; size: number }> {
  const last = await compress(state, SHEET_TAIL, true);
  const { sheet, stamp, parts } = last.state;
  const directory = centralDirectory([...parts, sheet], last.state.bytes, stamp);
  const size = last.state.bytes + directory.length;
  if (size > MAX_ZIP_BYTES) throw new XlsxTooLarge();
  return { tail: Buffer.concat([last.bytes, directory]), sheetHeader: localHeader(sheet, stamp), size };
}
