import { Writable } from 'node:stream';
import { and, asc, eq, gt, gte, lte, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client';
import { spreadsheetFileChunks, spreadsheetFiles } from '../db/schema/spreadsheet-jobs';
import { randomId } from '../../shared/rules/ids';

export type StoredFile = typeof spreadsheetFiles.$inferSelect;
export type NewStoredFile = Pick<StoredFile, 'tenantId' | 'ownerId' | 'kind' | 'listName' | 'fileName'>;

/** Bytes per stored chunk: big enough for few rows, small enough that no read or write holds much. */
export const CHUNK_BYTES = 1024 * 1024;

/**
 * Chunk bytes cross the driver as hex text, encoded and decoded natively on both sides: PGlite's own bytea
 * serializer maps every byte through a JavaScript string (~100 ms per MiB each way, measured in the export's
 * profile), where Buffer's hex codec and PostgreSQL's encode/decode take about a millisecond.
 */
const hexBytes = (bytes: Uint8Array) => sql`decode(${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('hex')}, 'hex')`;
const fromHex = (hex: string): Buffer => Buffer.from(hex, 'hex');

/**
 * A Writable that stores what it receives as a new file in the database, one chunk row per CHUNK_BYTES, so a file of
 * any size passes through with one chunk in memory. `fileId` is known at once; `size` once finished.
 */
export class DbFileWriter extends Writable {
  readonly fileId = randomId(32);
  size = 0;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private seq = 0;
  private created = false;

  constructor(
    private readonly db: Db,
    private readonly meta: NewStoredFile,
  ) {
    super();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    if (this.pendingBytes < CHUNK_BYTES) {
      callback();
      return;
    }
    this.flushChunks(false).then(() => callback(), callback);
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.flushChunks(true).then(() => callback(), callback);
  }

  private async ensureCreated(): Promise<void> {
    if (this.created) return;
    await this.db.insert(spreadsheetFiles).values({ id: this.fileId, ...this.meta });
    this.created = true;
  }

  private async flushChunks(final: boolean): Promise<void> {
    await this.ensureCreated();
    const all = Buffer.concat(this.pending);
    let start = 0;
    while (all.length - start >= CHUNK_BYTES || (final && start < all.length)) {
      const piece = all.subarray(start, Math.min(all.length, start + CHUNK_BYTES));
      await this.db.insert(spreadsheetFileChunks).values({ fileId: this.fileId, seq: this.seq, offset: this.size, bytes: hexBytes(piece) });
      this.seq += 1;
      this.size += piece.length;
      start += piece.length;
    }
    this.pending = start < all.length ? [all.subarray(start)] : [];
    this.pendingBytes = all.length - start;
    if (final) await this.db.update(spreadsheetFiles).set({ size: this.size }).where(eq(spreadsheetFiles.id, this.fileId));
  }
}

/**
 * Writers that commit a file piece by piece with other state (a resumable export) use these inside their own
 * transaction. `createFile` makes the file row; `appendChunks` stores bytes from `offset` as chunks from `seq` on
 * (split at CHUNK_BYTES) and answers how many it made.
 */
export async function createFile(q: Queryable, fileId: string, meta: NewStoredFile): Promise<void> {
  await q.insert(spreadsheetFiles).values({ id: fileId, ...meta });
}

export async function appendChunks(q: Queryable, fileId: string, seq: number, offset: number, bytes: Uint8Array): Promise<number> {
  const rows = [];
  for (let start = 0; start < bytes.length; start += CHUNK_BYTES) {
    const piece = bytes.subarray(start, Math.min(bytes.length, start + CHUNK_BYTES));
    rows.push({ fileId, seq: seq + rows.length, offset: offset + start, bytes: hexBytes(piece) });
  }
  if (rows.length > 0) await q.insert(spreadsheetFileChunks).values(rows);
  return rows.length;
}

/** Writes a chunk's bytes again; the caller keeps its length, so later chunks' offsets stay true. */
export async function replaceChunk(q: Queryable, fileId: string, seq: number, bytes: Uint8Array): Promise<void> {
  await q
    .update(spreadsheetFileChunks)
    .set({ bytes: hexBytes(bytes) })
    .where(and(eq(spreadsheetFileChunks.fileId, fileId), eq(spreadsheetFileChunks.seq, seq)));
}

/** Drops the chunks from `seq` on (what a writer had stored past the point it resumes from). */
export async function dropChunksFrom(q: Queryable, fileId: string, seq: number): Promise<void> {
  await q.delete(spreadsheetFileChunks).where(and(eq(spreadsheetFileChunks.fileId, fileId), gte(spreadsheetFileChunks.seq, seq)));
}

export async function setFileSize(q: Queryable, fileId: string, size: number): Promise<void> {
  await q.update(spreadsheetFiles).set({ size }).where(eq(spreadsheetFiles.id, fileId));
}

export async function readFileMeta(db: Db, fileId: string): Promise<StoredFile | undefined> {
  const [row] = await db.select().from(spreadsheetFiles).where(eq(spreadsheetFiles.id, fileId));
  return row;
}

export async function setSheetName(db: Db, fileId: string, sheetName: string): Promise<void> {
  await db.update(spreadsheetFiles).set({ sheetName }).where(eq(spreadsheetFiles.id, fileId));
}

/**
 * The file's bytes in order, in pieces of at most `pieceBytes` (one query each, so only one piece is in memory at a
 * time). On PGlite a read runs on the event loop, ~12 ms per stored MiB (the hex text is decoded twice): an import
 * reads in quarter pieces so a request never waits behind more than ~3 ms of it.
 */
export async function* readFileChunks(db: Db, fileId: string, pieceBytes = CHUNK_BYTES): AsyncGenerator<Uint8Array> {
  let seq = -1;
  let at = 0;
  let length = 0;
  for (;;) {
    // The rest of the current chunk, else the start of the next one. A chunk's bytes are stored uncompressed (an
    // .xlsx does not compress further), so PostgreSQL reads only the piece's part of it.
    const inChunk = at < length;
    const from = inChunk ? at : 0;
    const [row] = await db
      .select({
        seq: spreadsheetFileChunks.seq,
        length: sql<number>`length(${spreadsheetFileChunks.bytes})`,
        hex: sql<string>`encode(substring(${spreadsheetFileChunks.bytes} from ${from + 1}::int for ${pieceBytes}::int), 'hex')`,
      })
      .from(spreadsheetFileChunks)
      .where(and(eq(spreadsheetFileChunks.fileId, fileId), inChunk ? eq(spreadsheetFileChunks.seq, seq) : gt(spreadsheetFileChunks.seq, seq)))
      .orderBy(asc(spreadsheetFileChunks.seq))
      .limit(1);
    if (!row) return;
    seq = row.seq;
    length = Number(row.length);
    at = from + pieceBytes;
    yield fromHex(row.hex);
  }
}

/** Bytes [start, end) of a file (the archive check reads the central directory at the end with this). */
export async function readFileRange(db: Db, fileId: string, start: number, end: number): Promise<Buffer> {
  // Only the range's part of each chunk crosses the driver (a piece of a chunk, not the whole MiB, per read).
  const from = sql<number>`greatest(${start}::int, ${spreadsheetFileChunks.offset})`;
  const rows = await db
    .select({
      hex: sql<string>`encode(substring(${spreadsheetFileChunks.bytes} from ${from} - ${spreadsheetFileChunks.offset} + 1 for ${end}::int - ${from}), 'hex')`,
    })
    .from(spreadsheetFileChunks)
    .where(
      and(
        eq(spreadsheetFileChunks.fileId, fileId),
        lte(spreadsheetFileChunks.offset, end - 1),
        gte(sql`${spreadsheetFileChunks.offset} + length(${spreadsheetFileChunks.bytes})`, start + 1),
      ),
    )
    .orderBy(asc(spreadsheetFileChunks.seq));
  return Buffer.concat(rows.map((r) => fromHex(r.hex)));
}

export async function deleteFile(db: Db, fileId: string): Promise<void> {
  await db.delete(spreadsheetFiles).where(eq(spreadsheetFiles.id, fileId));
}
