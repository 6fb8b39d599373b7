import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareChatFriends, isPinnedChat, PINNED_CHAT_ID, sortChatFriends, type ChatOrderEntry } from '../../../../src/shared/rules/chat-order';

const friend = (id: string, timeSend: string, openTopChatTime = ''): ChatOrderEntry => ({ id, timeSend, openTopChatTime });
const ids = (list: ChatOrderEntry[]) => list.map((f) => f.id);

describe('chat friend order', () => {
  it('[CHAT-01] sorts by most recent message time', () => {
    const list = [friend('a', '2026-06-01T08:00:00.000Z'), friend('b', '2026-06-03T08:00:00.000Z'), friend('c', '2026-06-02T08:00:00.000Z')];
    expect(ids(sortChatFriends(list))).toEqual(['b', 'c', 'a']);
  });

  it('[CHAT-01] puts pinned friends first, each group by most recent time', () => {
    const list = [
      friend('new', '2026-06-05T08:00:00.000Z'),
      friend('pinnedOld', '2026-05-01T08:00:00.000Z', '2026-06-01T00:00:00.000Z'),
      friend('mid', '2026-06-04T08:00:00.000Z'),
      friend('pinnedNew', '2026-06-02T08:00:00.000Z', '2026-05-01T00:00:00.000Z'),
    ];
    expect(ids(sortChatFriends(list))).toEqual(['pinnedNew', 'pinnedOld', 'new', 'mid']);
  });

  it('[CHAT-01] treats 30001 as pinned without a pin time, whatever its last message', () => {
    expect(PINNED_CHAT_ID).toBe('30001');
    expect(isPinnedChat(friend('30001', ''))).toBe(true);
    expect(isPinnedChat(friend('30002', ''))).toBe(false);
    const list = [friend('recent', '2026-06-05T08:00:00.000Z'), friend('30001', '2026-01-01T00:00:00.000Z'), friend('silent', '')];
    expect(ids(sortChatFriends(list))).toEqual(['30001', 'recent', 'silent']);
  });

  it('[CHAT-01] friends with no message yet come last in their group; ties fall to the later pin, then the id', () => {
    const list = [
      friend('b', ''), friend('a', ''),
      friend('p1', '2026-06-01T00:00:00.000Z', '2026-06-01T00:00:00.000Z'),
      friend('p2', '2026-06-01T00:00:00.000Z', '2026-06-02T00:00:00.000Z'),
    ];
    expect(ids(sortChatFriends(list))).toEqual(['p2', 'p1', 'a', 'b']);
  });

  it('leaves the input as it was and reads odd times as older than anything', () => {
    const list = [friend('x', 'not a time'), friend('y', '2026-06-01T00:00:00.000Z')];
    const copy = [...list];
    expect(ids(sortChatFriends(list))).toEqual(['y', 'x']);
    expect(list).toEqual(copy);
  });

  it('[CHAT-01] is a total order: any input sorts to the same list, pinned ones always ahead', () => {
    const time = fc.option(fc.date({ min: new Date('2025-01-01'), max: new Date('2027-01-01'), noInvalidDate: true }).map((d) => d.toISOString()), { nil: '' });
    const entry = fc.record({ id: fc.constantFrom('30001', 'a', 'b', 'c', 'd', 'e', 'f'), timeSend: time.map((t) => t ?? ''), openTopChatTime: time.map((t) => t ?? '') });
    fc.assert(fc.property(fc.uniqueArray(entry, { selector: (e) => e.id }), (list) => {
      const sorted = sortChatFriends(list);
      expect(ids(sortChatFriends([...list].reverse()))).toEqual(ids(sorted));
      const firstUnpinned = sorted.findIndex((f) => !isPinnedChat(f));
      if (firstUnpinned !== -1) expect(sorted.slice(firstUnpinned).some(isPinnedChat)).toBe(false);
      for (let i = 1; i < sorted.length; i += 1) expect(compareChatFriends(sorted[i - 1] as ChatOrderEntry, sorted[i] as ChatOrderEntry)).toBeLessThanOrEqual(0);
    }));
  });
});
