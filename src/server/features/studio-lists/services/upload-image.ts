import type { Queryable } from '../../../db/client';
import { fileUrl } from '../../../../shared/rules/file-url';
import type { StudioUploadRequest, StudioUploadResult } from '../../../../shared/schema/studio-lists';
import { decodeChatImage } from '../../chat';
import { storeFile } from '../../files';

/**
 * common/upload: checks the image exactly as a chat image is checked (strict base64, 512 KB, the bytes really of
 * the declared type: no SVG or HTML) and stores it as a public file of the tenant, served at /api/files/{id}.
 */
export async function uploadImage(db: Queryable, tenantId: string, input: StudioUploadRequest): Promise<StudioUploadResult> {
  const image = decodeChatImage(input);
  const fileId = await storeFile(db, tenantId, image);
  return { fileId, url: fileUrl(fileId), fileName: image.fileName, size: image.bytes.length };
}
