import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { users } from '../db/schema/auth';
import { chatAccounts, chatConversations, chatMembers, chatMessages } from '../db/schema/chat';
import { pairKeyOf } from '../features/chat/services/conversations';
import { storeFile } from '../features/files/services/store-file';
import { fileUrl } from '../../shared/rules/file-url';
import { CONVERSATIONS, OFFICIAL_ACCOUNTS, type ChatAccount, type ChatLineSeed, type ConversationSeed } from './data/chat-conversations';
import { posterSvg } from './data/home-images';
import { avatarSvg } from './data/personal-images';

const HOUR_MS = 3_600_000;

/** Seeded ids embed the tenant and the conversation's key, so tests can name them. */
const chatConversationSeedId = (tenantId: string, key: string) => `chc-${tenantId}-${key}`;

interface Planned {
  row: typeof chatMessages.$inferInsert;
  createdAt: Date;
}

/**
 * Seeds the official accounts, their messages to the demo users, and the demo student's conversation with the demo
 * teacher, with each side's unread count and pins as the data says, dated back from `now`.
 */
export async function seedChatContent(tx: Queryable, tenantId: string, now: Date = new Date()): Promise<void> {
  const accountRows = [];
  for (const a of OFFICIAL_ACCOUNTS) {
    const avatar = await storeFile(tx, tenantId, { fileName: `mp-${a.id}.svg`, mime: 'image/svg+xml', bytes: avatarSvg(a.mark, a.color) });
    accountRows.push({ tenantId, id: a.id, name: a.name, avatar: fileUrl(avatar), intro: a.intro });
  }
  await tx.insert(chatAccounts).values(accountRows);

  const ids = new Map((await tx.select({ id: users.id, account: users.account }).from(users).where(eq(users.tenantId, tenantId))).map((u) => [u.account, u.id]));
  const userOf = (account: ChatAccount): string => {
    const id = ids.get(account);
    if (id === undefined) throw new Error(`demo account ${account} is not seeded`);
    return id;
  };

  const planned: Planned[] = [];
  for (const c of CONVERSATIONS) {
    const conversationId = chatConversationSeedId(tenantId, c.key);
    const lines = [...c.lines].sort((x, y) => y.hoursAgo - x.hoursAgo);
    const last = lines[lines.length - 1];
    const lastAt = last ? new Date(now.getTime() - last.hoursAgo * HOUR_MS) : null;
    const members = membersOf(c, userOf);
    await tx.insert(chatConversations).values({
      id: conversationId, tenantId, pairKey: pairKeyOf(members[0].userId, members[0].peer),
      lastMessageAt: lastAt, lastMessageType: last?.poster ? 'image' : 'text', lastPreview: last?.text ?? '',
      createdAt: new Date(now.getTime() - (lines[0]?.hoursAgo ?? 0) * HOUR_MS),
    });
    await tx.insert(chatMembers).values(members.map((m) => ({
      tenantId, conversationId, userId: m.userId, peerId: m.peer.id, peerType: m.peer.mpType,
      unreadCount: lines.filter((l) => !l.read && senderOf(c, l, userOf) !== m.userId).length,
      pinnedAt: m.pinned && lastAt ? new Date(lastAt.getTime() - HOUR_MS) : null,
    })));
    for (const [i, line] of lines.entries()) {
      const createdAt = new Date(now.getTime() - line.hoursAgo * HOUR_MS);
      const fileId = line.poster
        ? await storeFile(tx, tenantId, { fileName: `${c.key}-${i}.svg`, mime: 'image/svg+xml', bytes: posterSvg(line.poster.title, line.poster.subtitle, line.poster.color) })
        : null;
      planned.push({
        createdAt,
        row: {
          id: `chm-${tenantId}-${c.key}-${i}`, tenantId, conversationId,
          senderType: line.from === 'mp' ? 'mp' : 'user', senderId: senderOf(c, line, userOf),
          type: line.poster ? 'image' : 'text', content: line.text ?? '', fileId, createdAt,
        },
      });
    }
  }
  // In time order, so the sequence (the history's order and cursor) follows the dates.
  planned.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  await tx.insert(chatMessages).values(planned.map((p) => p.row));
}

function senderOf(c: ConversationSeed, line: ChatLineSeed, userOf: (a: ChatAccount) => string): string {
  if (line.from === 'mp') return c.kind === 'mp' ? c.account : '';
  return userOf(line.from);
}

type Member = { userId: string; peer: { id: string; mpType: 'mp' | 'user' }; pinned: boolean };

function membersOf(c: ConversationSeed, userOf: (a: ChatAccount) => string): [Member, ...Member[]] {
  if (c.kind === 'mp') return [{ userId: userOf(c.user), peer: { id: c.account, mpType: 'mp' }, pinned: c.pinned ?? false }];
  const [a, b] = c.users;
  return [
    { userId: userOf(a), peer: { id: userOf(b), mpType: 'user' }, pinned: c.pinnedBy?.includes(a) ?? false },
    { userId: userOf(b), peer: { id: userOf(a), mpType: 'user' }, pinned: c.pinnedBy?.includes(b) ?? false },
  ];
}
