import type { SQL } from 'drizzle-orm';
import type { Queryable } from './client';

/**
 * Runs a raw statement (one drizzle cannot build, such as a chain of data-modifying CTEs) and answers its rows as
 * the driver gives them; both drivers (node-postgres, PGlite) answer `{ rows }`. The caller names the row's shape.
 */
export async function rowsOf<T>(db: Queryable, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}
