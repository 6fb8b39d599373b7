import type { Queryable } from '../../../db/client';
import { files } from '../../../db/schema/messages';
import { randomId } from '../../../../shared/rules/ids';

export interface NewFile {
  fileName: string;
  mime: string;
  bytes: Uint8Array;
}

/**
 * Stores a file and returns its id: 32 random characters from a cryptographic source, because the id is all that
 * guards a file served at /api/files/{id} (see routes.ts).
 */
export async function storeFile(db: Queryable, tenantId: string, file: NewFile): Promise<string> {
  const id = randomId(32);
  const bytes = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.length);
  await db.insert(files).values({ id, tenantId, fileName: file.fileName, mime: file.mime, size: bytes.length, bytes });
  return id;
}
