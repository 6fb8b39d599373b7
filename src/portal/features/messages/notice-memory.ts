import { z } from 'zod/mini';
import type { SessionStoreLike } from '../../../shared/rules/session-keys';

/**
 * What the user has done with the important notices in this sign-in, in the session store: the ones closed in the
 * footer toast, and the '0,1' ones already shown as a dialog (MSG-03). Kept with the user's id, so another
 * account in the same tab starts afresh; sign-out clears the store anyway (/login?logout=true).
 */
export const NOTICE_MEMORY_KEYS = {
  /** Notices (messageIdWeb) the user closed the toast on; the toast comes back only for a newer one. */
  dismissed: 'importantNoticeDismissed',
  /** '0,1' notices (messageIdWeb) whose dialog the user closed unread in this sign-in. */
  dialogShown: 'importantNoticeDialogShown',
} as const;

type MemoryKey = (typeof NOTICE_MEMORY_KEYS)[keyof typeof NOTICE_MEMORY_KEYS];

const memorySchema = z.object({ userId: z.string(), ids: z.array(z.string()) });

/** At most this many ids are kept: the toast holds 10 notices, and old ones are never asked about again. */
const MAX_IDS = 200;

export function readNoticeIds(store: SessionStoreLike, key: MemoryKey, userId: string): ReadonlySet<string> {
  const parsed = memorySchema.safeParse(store.get(key));
  return new Set(parsed.success && parsed.data.userId === userId ? parsed.data.ids : []);
}

export function addNoticeIds(store: SessionStoreLike, key: MemoryKey, userId: string, ids: readonly string[]): void {
  const known = readNoticeIds(store, key, userId);
  const merged = [...known, ...ids.filter((id) => !known.has(id))].slice(-MAX_IDS);
  store.set(key, { userId, ids: merged });
}
