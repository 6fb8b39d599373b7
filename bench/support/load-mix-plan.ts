import type { CallDef } from '../../src/shared/api/catalogue/define-call';
import { cancelCollect, clickService, collect, serverCenterPage } from '../../src/shared/api/catalogue/directory';
import { sendChatMessage } from '../../src/shared/api/catalogue/chat';
import { getCardData, getUserApplyCardList } from '../../src/shared/api/catalogue/home';
import { rateService } from '../../src/shared/api/catalogue/ratings';
import { searchService } from '../../src/shared/api/catalogue/search';
import type { HeldTokens } from '../../tests/support/portal-client';

/**
 * The request mix of bench/load-mix.ts (issue 9): 80 % reads (home page layout, a card's data, service search, the
 * service hall's page) and 20 % writes (favourites added and removed, ratings, visit logs, chat messages), each by
 * one of the signed-in bench users. Request `i` of a run is always the same kind, user and target, so two runs
 * send the same mix.
 */

export type MixKind = 'home' | 'card' | 'search' | 'servicePage' | 'favouriteAdd' | 'favouriteRemove' | 'rating' | 'visit' | 'message';

/** Requests of each kind per 100. */
export const MIX_WEIGHTS: Readonly<Record<MixKind, number>> = {
  home: 20, card: 20, search: 20, servicePage: 20,
  favouriteAdd: 3, favouriteRemove: 3, rating: 4, visit: 5, message: 5,
};

export const WRITE_KINDS: ReadonlySet<MixKind> = new Set(['favouriteAdd', 'favouriteRemove', 'rating', 'visit', 'message']);

/** What the sealer needs to build any request of the mix; plain data, so it can be posted to a worker. */
export interface MixFixture {
  baseUrl: string;
  users: Array<{ userId: string; tokens: HeldTokens }>;
  /** Services every bench user may see (and so rate, collect and open). */
  serviceIds: string[];
  cardIds: string[];
}

export interface MixItem {
  kind: MixKind;
  user: number;
  call: CallDef;
  input: unknown;
  /** For a rating: the service whose use it consumes (a visit row must exist first). */
  serviceId?: string;
}

const KEYWORDS = ['请假', '报修', '成绩单', '校园卡', '宿舍', '证明', '缴费', '图书续借', '奖学金', '选课', 'qingjia', 'xyk', 'baoxiu', '邮箱', '会议室'];
const SORTS = ['heat', 'newest', 'rating', 'default'] as const;

/** 100 slots in an interleaved order, so every stretch of the run carries the whole mix. */
const WHEEL: readonly MixKind[] = (() => {
  const slots = Object.entries(MIX_WEIGHTS).flatMap(([kind, n]) => Array.from({ length: n }, () => kind as MixKind));
  return slots.map((kind, i) => ({ kind, key: (i * 37) % slots.length })).sort((a, b) => a.key - b.key).map((s) => s.kind);
})();

/** MurmurHash3's finaliser of `i` with a salt: each salt gives an independent-looking spread of consecutive indexes. */
function spread(i: number, salt: number): number {
  let h = (i ^ Math.imul(salt, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

function pick<T>(list: readonly T[], i: number, salt: number): T {
  const value = list[spread(i, salt) % list.length];
  if (value === undefined) throw new Error('the bench fixture has an empty list');
  return value;
}

/** Request `i` of the mix. */
export function mixItem(i: number, fixture: MixFixture): MixItem {
  const kind = WHEEL[i % WHEEL.length] ?? 'home';
  const userCount = fixture.users.length;
  const user = spread(i, 11) % userCount;
  const serviceId = pick(fixture.serviceIds, i, 29);
  switch (kind) {
    case 'home': return { kind, user, call: getUserApplyCardList, input: {} };
    case 'card': return { kind, user, call: getCardData, input: { cardId: pick(fixture.cardIds, i, 3) } };
    case 'search': return { kind, user, call: searchService, input: { keyword: pick(KEYWORDS, i, 5), current: 1, size: 10 } };
    case 'servicePage': return { kind, user, call: serverCenterPage, input: { serviceType: '', sort: pick(SORTS, i, 7), current: 1 + (i % 3), size: 20 } };
    case 'favouriteAdd': return { kind, user, call: collect, input: { serviceId } };
    case 'favouriteRemove': return { kind, user, call: cancelCollect, input: { serviceId } };
    case 'rating': return { kind, user, call: rateService, input: { serviceId, score: 1 + (i % 5), comment: '办理顺利，压测评价' }, serviceId };
    case 'visit': return { kind, user, call: clickService, input: { serviceId } };
    case 'message': {
      // To another bench user: chat sends are limited per sender (send-limiter.ts), so senders are spread too.
      const to = fixture.users[(user + 1 + (i % (userCount - 1))) % userCount];
      return { kind, user, call: sendChatMessage, input: { toId: to?.userId ?? '', mpType: 'user', type: 'text', content: `压测消息 ${i}` } };
    }
  }
}
