import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { files, messageFiles } from '../../../db/schema/messages';

export interface StoredFile {
  id: string;
  tenantId: string;
  fileName: string;
  mime: string;
  bytes: Buffer;
  /** Attached to a message: only its readers may fetch it, through downloadFile. */
  isAttachment: boolean;
}

/** One stored file with its bytes, or null. Ids are unique across tenants, so the id alone finds it. */
export async function getStoredFile(db: Queryable, id: string): Promise<StoredFile | null> {
  const [row] = await db
    .select({
      id: files.id,
      tenantId: files.tenantId,
      fileName: files.fileName,
      mime: files.mime,
      bytes: files.bytes,
      isAttachment: sql<boolean>`exists (select 1 from ${messageFiles} where ${messageFiles.fileId} = ${files.id})`,
    })
    .from(files)
    .where(eq(files.id, id));
  return row ?? null;
}
