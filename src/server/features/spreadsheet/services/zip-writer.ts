import zlib from 'node:zlib';
import { z } from 'zod/mini';

/**
 * The zip records an export writes (APPNOTE 6.3: local file header, central directory, end of central directory),
 * without zip64: the file store's offsets are 32-bit integers, so a file stops at MAX_ZIP_BYTES anyway.
 */

/** The largest file the store holds (its chunk offsets and sizes are int4 columns), well under zip's 4 GiB. */
export const MAX_ZIP_BYTES = 2 ** 31 - 1;
/** An entry's uncompressed size field is 32 bits; beyond it zip64 would be needed. */
export const MAX_ENTRY_BYTES = 2 ** 32 - 1;

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL = 0x06054b50;
/** "Version needed to extract" 2.0: deflate. */
const VERSION = 20;
const STORED = 0;
const DEFLATED = 8;

/** What the central directory says of one entry; kept in the job's state, so it is plain JSON. */
export const zipEntrySchema = z.object({
  name: z.string(),
  method: z.literal([STORED, DEFLATED]),
  crc: z.number(),
  size: z.number(),
  compressedSize: z.number(),
  /** Byte offset of the entry's local header in the file. */
  offset: z.number(),
});
export type ZipEntry = z.infer<typeof zipEntrySchema>;

/** MS-DOS date and time of a moment (local time, two-second steps), as zip headers carry them. */
export function dosDateTime(at: Date): { date: number; time: number } {
  const year = Math.min(Math.max(at.getFullYear(), 1980), 2107);
  return {
    date: ((year - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2),
  };
}

type Stamp = ReturnType<typeof dosDateTime>;

/**
 * The run of fields a local header and a central directory record share, in the same order (method, time, date,
 * CRC-32, compressed and uncompressed size, name length), from byte `at`: 8 in the one, 10 in the other.
 */
function writeEntryFields(buffer: Buffer, at: number, entry: Omit<ZipEntry, 'offset' | 'name'>, stamp: Stamp, nameLength: number): void {
  buffer.writeUInt16LE(entry.method, at);
  buffer.writeUInt16LE(stamp.time, at + 2);
  buffer.writeUInt16LE(stamp.date, at + 4);
  buffer.writeUInt32LE(entry.crc >>> 0, at + 6);
  buffer.writeUInt32LE(entry.compressedSize, at + 10);
  buffer.writeUInt32LE(entry.size, at + 14);
  buffer.writeUInt16LE(nameLength, at + 18);
}

/** The local header of an entry. Sizes and CRC may be zeros first and the header written again once known. */
export function localHeader(entry: Omit<ZipEntry, 'offset'>, stamp: Stamp): Buffer {
  const name = Buffer.from(entry.name, 'utf8');
  const header = Buffer.alloc(30 + name.length);
  header.writeUInt32LE(LOCAL_HEADER, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(0, 6);
  writeEntryFields(header, 8, entry, stamp, name.length);
  header.writeUInt16LE(0, 28);
  name.copy(header, 30);
  return header;
}

/** A small part written whole: its local header and deflated bytes, and its central directory record. */
export function wholeEntry(name: string, data: Buffer, offset: number, stamp: Stamp): { bytes: Buffer; entry: ZipEntry } {
  const compressed = zlib.deflateRawSync(data);
  const entry: ZipEntry = { name, method: DEFLATED, crc: zlib.crc32(data), size: data.length, compressedSize: compressed.length, offset };
  return { bytes: Buffer.concat([localHeader(entry, stamp), compressed]), entry };
}

/** The central directory and its end record, for entries written from `offset` on. */
export function centralDirectory(entries: readonly ZipEntry[], offset: number, stamp: Stamp): Buffer {
  const records = entries.map((entry) => {
    const name = Buffer.from(entry.name, 'utf8');
    const record = Buffer.alloc(46 + name.length);
    record.writeUInt32LE(CENTRAL_HEADER, 0);
    record.writeUInt16LE(VERSION, 4);
    record.writeUInt16LE(VERSION, 6);
    record.writeUInt16LE(0, 8);
    writeEntryFields(record, 10, entry, stamp, name.length);
    // Extra field and comment lengths, disk number, internal and external attributes: all zero.
    record.writeUInt32LE(entry.offset, 42);
    name.copy(record, 46);
    return record;
  });
  const directory = Buffer.concat(records);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([directory, end]);
}
