import { and, eq } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/client';
import { signInSecrets } from '../../../db/schema';
import type { AnyArea } from '../../../drafts/services/documents';
import { publishedBody } from '../../../drafts/services/documents';
import type { SecretBox } from '../../../security/secret-box';
import { randomId } from '../../../../shared/rules/ids';
import type { SchoolSignInDocument } from '../../../../shared/schema/school-sign-in-config';
import { schoolSignInArea } from '../config/area';

/** The published settings: what every sign-in, callback and logout of the tenant follows. */
export async function readPublishedSettings(db: Queryable, tenantId: string): Promise<SchoolSignInDocument> {
  return (await publishedBody(db, schoolSignInArea as unknown as AnyArea, tenantId)).body as SchoolSignInDocument;
}

/** Seals a new client secret into its own row; the document keeps only the row's id. */
export async function storeClientSecret(db: Queryable, box: SecretBox, tenantId: string, plain: string): Promise<string> {
  const id = randomId(32);
  await db.insert(signInSecrets).values({ id, tenantId, sealed: box.seal(plain) });
  return id;
}

/** The client secret a document names, opened; '' when none is set. */
export async function openClientSecret(db: Db, box: SecretBox, tenantId: string, ref: string): Promise<string> {
  if (ref === '') return '';
  const [row] = await db.select({ sealed: signInSecrets.sealed }).from(signInSecrets)
    .where(and(eq(signInSecrets.tenantId, tenantId), eq(signInSecrets.id, ref)));
  if (!row) throw new Error(`client secret ${ref} of tenant ${tenantId} is missing`);
  return box.open(row.sealed);
}
