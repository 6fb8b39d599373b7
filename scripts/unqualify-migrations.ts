import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * drizzle-kit writes foreign keys as `REFERENCES "public"."table"`. The migrations must also run inside another
 * schema (the API tests give each server its own PostgreSQL schema through search_path), so the references are
 * left unqualified and resolve through search_path like every other name in the file.
 */
const folder = path.resolve('src/server/db/migrations');
for (const name of readdirSync(folder).filter((file) => file.endsWith('.sql'))) {
  const file = path.join(folder, name);
  const text = readFileSync(file, 'utf8');
  const fixed = text.replaceAll('REFERENCES "public".', 'REFERENCES ');
  if (fixed !== text) writeFileSync(file, fixed);
}
