import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { files, messageFiles } from '../../../db/schema/messages';
import type { FileAnswer } from '../../../http/route';
import { messageNotFound, requireReadableMessage } from './find-message';

/**
 * messageCenterHistoryMsg/downloadFile: an attachment of a message the caller may read (received, or public).
 * An id of a file that is not attached to that message is not found, whatever the file is.
 */
export async function getMessageFile(
  db: Queryable, user: { userId: string; tenantId: string }, input: { messageId: string; fileId: string },
): Promise<FileAnswer> {
  const { message } = await requireReadableMessage(db, user, input.messageId);
  const [file] = await db
    .select({ fileName: files.fileName, mime: files.mime, bytes: files.bytes })
    .from(messageFiles)
    .innerJoin(files, eq(files.id, messageFiles.fileId))
    .where(and(eq(messageFiles.messageId, message.id), eq(messageFiles.fileId, input.fileId)));
  if (!file) throw messageNotFound();
  return file;
}
