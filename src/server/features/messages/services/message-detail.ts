import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { files, messageFiles } from '../../../db/schema/messages';
import type { MessageDetail } from '../../../../shared/schema/messages';
import type { ReadableMessage } from './find-message';

/** The attachments of a message, in order: names and sizes only, the bytes come through downloadFile. */
function listMessageFiles(db: Queryable, messageId: string): Promise<MessageDetail['files']> {
  return db
    .select({ id: files.id, fileName: files.fileName, size: files.size })
    .from(messageFiles)
    .innerJoin(files, eq(files.id, messageFiles.fileId))
    .where(eq(messageFiles.messageId, messageId))
    .orderBy(asc(messageFiles.sort), asc(files.id));
}

/**
 * messageCenterHistoryMsg/detail (MSG-01): content exactly as stored, HTML included; the client sanitises HTML
 * before rendering it, and drops image URLs that are neither https nor our own files.
 */
export async function toMessageDetail(db: Queryable, { message, delivery }: ReadableMessage): Promise<MessageDetail> {
  return {
    id: message.id,
    title: message.title,
    content: message.content,
    contentType: message.contentType,
    url: message.url,
    fromUserName: message.fromUserName,
    createTime: message.createdAt.toISOString(),
    important: message.important === 1,
    read: delivery?.readAt != null,
    files: await listMessageFiles(db, message.id),
  };
}
