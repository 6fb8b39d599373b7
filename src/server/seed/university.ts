import type { Queryable } from '../db/client';
import { departments, serviceScenes, services, serviceTypes } from '../db/schema/catalogue';
import { generateCatalogue } from './generate-catalogue';

/** Rows per INSERT: far below PostgreSQL's 65,535 bind parameters (services have 20 columns). */
const BATCH_SIZE = 500;

function chunk<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * Seeds the demo university (华夏理工大学) for one tenant: departments, scenes, service types and services.
 * Multi-row inserts, because PGlite pays a round trip per statement; parents before the rows that reference them.
 */
export async function seedUniversity(tx: Queryable, tenantId: string, now: Date = new Date()): Promise<void> {
  const catalogue = generateCatalogue({ tenantId, now });
  await tx.insert(departments).values(catalogue.departments);
  await tx.insert(serviceScenes).values(catalogue.scenes);
  await tx.insert(serviceTypes).values(catalogue.types);
  for (const batch of chunk(catalogue.services, BATCH_SIZE)) await tx.insert(services).values(batch);
}
