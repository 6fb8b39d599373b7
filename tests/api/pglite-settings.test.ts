import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/raw-rows';
import { startTestServer, type TestServer } from './helpers/test-server';

// PGlite writes its WAL on the server's event loop: the two settings that keep those writes short (db/client.ts)
// must reach the database, or requests wait ~44 ms behind each new WAL segment during an import.
describe('embedded database settings', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server.close();
  });

  it('starts PGlite without zero-filled WAL segments and with small WAL buffers', async () => {
    const show = async (name: 'wal_init_zero' | 'wal_buffers') => {
      const [row] = await rowsOf<Record<string, string>>(server.context.db, sql.raw(`show ${name}`));
      return row?.[name];
    };
    expect(await show('wal_init_zero')).toBe('off');
    expect(await show('wal_buffers')).toBe('512kB');
  });
});
