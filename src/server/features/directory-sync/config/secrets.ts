import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { directorySecrets } from '../../../db/schema/directory-sync';
import type { SecretBox } from '../../../security/secret-box';
import { randomId } from '../../../../shared/rules/ids';

/**
 * Bind passwords sealed at rest (security/secret-box.ts) in rows of their own; the settings document names a row by
 * its random id (ADR 023), so the secret is in no document, version, diff, audit entry or answer.
 */

export async function storeSecret(db: Queryable, box: SecretBox, tenantId: string, plain: string): Promise<string> {
  const id = randomId(32);
  await db.insert(directorySecrets).values({ tenantId, id, sealed: box.seal(plain) });
  return id;
}

/** The plain password of `id`, or '' when the id is '' or names no row of the tenant. */
export async function readSecret(db: Queryable, box: SecretBox, tenantId: string, id: string): Promise<string> {
  if (id === '') return '';
  const [row] = await db.select({ sealed: directorySecrets.sealed }).from(directorySecrets)
    .where(and(eq(directorySecrets.tenantId, tenantId), eq(directorySecrets.id, id)));
  return row ? box.open(row.sealed) : '';
}
