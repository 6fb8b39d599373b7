import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';
import { seedDemo } from '../../src/server/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite data directory (tarball) that each PGlite test server starts from. */
    pgliteTemplate: string;
  }
}

/**
 * Migrating and seeding PGlite costs ~10 s per test file on 2 cores; doing it once here and starting each PGlite
 * test server from the snapshot keeps the API tier within its time. Every server still gets its own database.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'service-hall-api-'));
  const file = path.join(dir, 'seeded-pglite.tar');
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await seedDemo(database.db);
    const snapshot = await database.snapshot?.();
    if (!snapshot) throw new Error('PGlite gave no snapshot');
    writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
