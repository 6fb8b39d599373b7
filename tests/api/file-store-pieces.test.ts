import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHUNK_BYTES, DbFileWriter, readFileChunks } from '../../src/server/jobs/file-store';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

/** A stored file read back whole, and the sizes of the pieces it came in. */
async function readBack(server: TestServer, fileId: string, pieceBytes?: number): Promise<{ bytes: Buffer; sizes: number[] }> {
  const parts: Buffer[] = [];
  for await (const piece of readFileChunks(server.context.db, fileId, pieceBytes)) parts.push(Buffer.from(piece));
  return { bytes: Buffer.concat(parts), sizes: parts.map((p) => p.length) };
}

describe.each(testDatabases())('stored files read in pieces on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server.close();
  });

  async function store(bytes: Buffer): Promise<string> {
    const writer = new DbFileWriter(server.context.db, { tenantId: '000000', ownerId: 'piece-test', kind: 'upload', listName: 'deptDuty', fileName: 'pieces.xlsx' });
    // Written in uneven pieces, as an upload arrives.
    const source = Readable.from([bytes.subarray(0, 70_001), bytes.subarray(70_001, 1_500_000), bytes.subarray(1_500_000)]);
    await pipeline(source, writer);
    return writer.fileId;
  }

  it('an import reads a file of several chunks in small pieces: the same bytes, in order, no piece larger than asked', async () => {
    const original = randomBytes(CHUNK_BYTES * 2 + 123_457);
    const fileId = await store(original);

    const whole = await readBack(server, fileId);
    expect(whole.bytes.equals(original)).toBe(true);
    expect(whole.sizes).toEqual([CHUNK_BYTES, CHUNK_BYTES, 123_457]);

    // 300,000 does not divide a chunk: each chunk ends in a short piece, and no piece spans two chunks.
    const pieces = await readBack(server, fileId, 300_000);
    expect(pieces.bytes.equals(original)).toBe(true);
    const perChunk = [300_000, 300_000, 300_000, CHUNK_BYTES - 900_000];
    expect(pieces.sizes).toEqual([...perChunk, ...perChunk, 123_457]);
  });

  it('a file of one short chunk, and an empty file, read in pieces', async () => {
    const small = randomBytes(1000);
    expect((await readBack(server, await store(small), 256)).bytes.equals(small)).toBe(true);
    const empty = await readBack(server, await store(Buffer.alloc(0)), 256);
    expect(empty.sizes).toEqual([]);
  });
});
