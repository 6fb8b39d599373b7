import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../../../db/client';
import { processes } from '../../../../db/schema/process';

/**
 * The business system (flow_type) of processes, remembered per server instance. A process never changes flow
 * after it is created, so a remembered value is never stale; only processes not seen before are read. This saves
 * the to-do card a primary-key lookup per open step (a busy approver has a thousand), which was most of its time.
 * Oldest entries go first beyond `maxEntries` (about 100 bytes each).
 */
export interface FlowTypeCache {
  /** flow_type by process id, for the given ids (unknown ids are left out). */
  lookup(db: Queryable, processIds: readonly string[]): Promise<Map<string, string>>;
}

/** Ids per query: far below the bind-parameter limit of PostgreSQL. */
const CHUNK = 5_000;

export function createFlowTypeCache(maxEntries = 200_000): FlowTypeCache {
  const known = new Map<string, string>();
  return {
    async lookup(db, processIds) {
      const found = new Map<string, string>();
      const missing: string[] = [];
      for (const id of processIds) {
        const flow = known.get(id);
        if (flow === undefined) missing.push(id);
        else found.set(id, flow);
      }
      for (let i = 0; i < missing.length; i += CHUNK) {
        const rows = await db
          .select({ id: processes.id, flowType: processes.flowType })
          .from(processes)
          .where(inArray(processes.id, missing.slice(i, i + CHUNK)));
        for (const { id, flowType } of rows) {
          found.set(id, flowType);
          known.set(id, flowType);
        }
      }
      for (const id of known.keys()) {
        if (known.size <= maxEntries) break;
        known.delete(id);
      }
      return found;
    },
  };
}
