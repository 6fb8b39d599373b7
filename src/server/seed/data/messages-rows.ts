import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema/auth';
import { messageFiles, messageRecipients, messages } from '../../db/schema/messages';
import { storeFile } from '../../features/files/services/store-file';
import { fileUrl } from '../../../shared/rules/file-url';
import { posterSvg } from './home-images';
import { DOCX_MIME, makeDocx, makePdf, PDF_MIME } from './messages-files';
import type { AttachmentSeed, DemoAccount, MessageSeed } from './messages';
import { MESSAGES } from './messages';

const HOUR_MS = 3_600_000;

/** Message and delivery ids embed the tenant; a delivery's id also names its recipient (s, t, a). */
function messageSeedId(tenantId: string, key: string): string {
  return `msg-${tenantId}-${key}`;
}

function deliverySeedId(tenantId: string, key: string, account: DemoAccount): string {
  return `mr-${tenantId}-${key}-${account[0]}`;
}

async function demoUserIds(tx: Queryable, tenantId: string): Promise<Map<string, string>> {
  const rows = await tx.select({ id: users.id, account: users.account }).from(users).where(eq(users.tenantId, tenantId));
  return new Map(rows.map((u) => [u.account, u.id]));
}

/** The stored content: text or HTML as written, or for a poster the JSON string {title, img} (MSG-03). */
async function contentOf(tx: Queryable, tenantId: string, m: MessageSeed): Promise<string> {
  if (typeof m.content === 'string') return m.content;
  const { title, subtitle, color } = m.content;
  const image = await storeFile(tx, tenantId, { fileName: `${m.key}-poster.svg`, mime: 'image/svg+xml', bytes: posterSvg(title, subtitle, color) });
  return JSON.stringify({ title, img: fileUrl(image) });
}

function attachmentFile(a: AttachmentSeed): { fileName: string; mime: string; bytes: Uint8Array } {
  return a.kind === 'pdf'
    ? { fileName: a.fileName, mime: PDF_MIME, bytes: makePdf(a.text) }
    : { fileName: a.fileName, mime: DOCX_MIME, bytes: makeDocx(a.text) };
}

/** Seeds the demo messages of MESSAGES with their deliveries, images and attachments, dated back from `now`. */
export async function seedMessages(tx: Queryable, tenantId: string, now: Date): Promise<void> {
  const userIds = await demoUserIds(tx, tenantId);
  const userOf = (account: DemoAccount): string => {
    const id = userIds.get(account);
    if (id === undefined) throw new Error(`demo account ${account} is not seeded`);
    return id;
  };
  const messageRows: (typeof messages.$inferInsert)[] = [];
  const deliveryRows: (typeof messageRecipients.$inferInsert)[] = [];
  const fileRows: (typeof messageFiles.$inferInsert)[] = [];
  for (const m of MESSAGES) {
    const id = messageSeedId(tenantId, m.key);
    const createdAt = new Date(now.getTime() - m.hoursAgo * HOUR_MS);
    messageRows.push({
      id,
      tenantId,
      fromUserId: m.fromAccount ? userOf(m.fromAccount) : null,
      fromUserName: m.from,
      title: m.title,
      content: await contentOf(tx, tenantId, m),
      contentType: m.contentType ?? 'text',
      url: m.url ?? '',
      important: m.important ? 1 : 0,
      openWindow: m.openWindow ?? '1',
      offlineNoPushMsg: m.offlineNoPushMsg ?? 0,
      isPublic: m.isPublic ? 1 : 0,
      createdAt,
      // Withdrawn an hour after it was sent.
      deletedAt: m.deleted ? new Date(createdAt.getTime() + HOUR_MS) : null,
    });
    for (const account of m.to) {
      deliveryRows.push({
        id: deliverySeedId(tenantId, m.key, account),
        tenantId,
        messageId: id,
        userId: userOf(account),
        readAt: m.readBy?.includes(account) ? new Date(createdAt.getTime() + 2 * HOUR_MS) : null,
      });
    }
    if (m.attachment) fileRows.push({ messageId: id, fileId: await storeFile(tx, tenantId, attachmentFile(m.attachment)), sort: 1 });
  }
  await tx.insert(messages).values(messageRows);
  await tx.insert(messageRecipients).values(deliveryRows);
  if (fileRows.length > 0) await tx.insert(messageFiles).values(fileRows);
}
