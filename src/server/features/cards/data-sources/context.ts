import type { Queryable } from '../../../db/client';
import type { ColumnData } from '../../../../shared/schema/cards';
import type { AllowList } from '../../../security/outbound/address-guard';
import type { LocalAnswerCache } from './external/answer-cache';
import type { SecretBox } from '../../../security/secret-box';

/** What a data source may use: the database, the app's clock, and for external APIs the guard and the cache. */
export interface SourceContext {
  db: Queryable;
  /** Milliseconds since the epoch (the app's clock, which tests move). */
  now: () => number;
  allow: AllowList;
  cache: LocalAnswerCache;
  /** Opens external APIs' sealed header values (loaded on first use). */
  secretBox: () => Promise<SecretBox>;
  /**
   * Shares one load between the columns of one card (set while a card view is built): e.g. the to-do counts of
   * every flow come from one grouped query instead of one query per column.
   */
  perCard?: <T>(key: string, load: () => Promise<T>) => Promise<T>;
  /**
   * Shares a column that depends only on the tenant's catalogue and the viewer's visibility (a list of services, not
   * who asks) between every caller, as the directory's pages are shared (directory/services/list-page.ts: a change to
   * the catalogue shows at once, visit counts within PAGE_TTL_MS). Absent in previews, which load afresh.
   */
  sharedByVisibility?: (tenantId: string, key: string, load: () => Promise<ColumnData>) => Promise<ColumnData>;
}

/** A fresh per-card memo: each key loads once for the card being built. */
export function createPerCardMemo(): NonNullable<SourceContext['perCard']> {
  const loads = new Map<string, Promise<unknown>>();
  return <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const hit = loads.get(key) as Promise<T> | undefined;
    if (hit) return hit;
    const value = load();
    loads.set(key, value);
    return value;
  };
}
