import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Queryable } from './client';

/**
 * Runs a raw statement (one drizzle cannot build, such as a chain of data-modifying CTEs) and answers its rows as
 * the driver gives them; both drivers (node-postgres, PGlite) answer `{ rows }`. The caller names the row's shape.
 */
export async function rowsOf<T>(db: Queryable, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

/** A raw statement prepared under a name, its values given by `sql.placeholder` name at each run. */
export interface PreparedRows<T> {
  execute(values: Record<string, unknown>): Promise<T[]>;
}

const dialect = new PgDialect();

/**
 * A raw statement (see rowsOf) prepared once per connection under `name`, as drizzle's builders' `.prepare(name)`
 * are: PostgreSQL parses and plans it once per connection instead of at every run, which for a long chain of CTEs
 * costs more than running it. Its values are `sql.placeholder(…)`s filled by `execute`; outside a transaction only
 * (it runs on the database's own session). On PGlite the name is only a label.
 */
export function preparedRows<T>(db: Db, name: string, statement: SQL): PreparedRows<T> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false);
  return {
    async execute(values) {
      const result = (await prepared.execute(values)) as unknown as { rows: T[] };
      return result.rows;
    },
  };
}
