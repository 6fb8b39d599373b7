/**
 * The to-do upserts bench/business-systems.ts sends, the same for the API and its anchor. Each system's upserts are
 * numbered k = 0, 1, 2 …: an even k makes a new to-do, an odd k updates (hands to another handler) the one made
 * `reach` of that system's upserts earlier — half creates, half updates, as systems open and reassign to-dos.
 */
export interface PlannedUpsert {
  system: number;
  todoId: string;
  handler: 'teacher' | 'assistant';
}

/** System `system`'s k-th upsert; an odd k too early to reach back makes a to-do of its own. */
function plannedFor(prefix: string, system: number, k: number, reach: number): PlannedUpsert {
  const made = k % 2 === 0 || k < reach ? k : k - reach;
  return { system, todoId: `${prefix}-${system}-${made}`, handler: k % 2 === 0 ? 'teacher' : 'assistant' };
}

/** One upsert per request: request `i` is system `i % systems`'s ⌊i / systems⌋-th, reaching back 21. */
export function plannedUpsert(i: number, systems: number): PlannedUpsert {
  return plannedFor('T', i % systems, Math.floor(i / systems), 21);
}

/**
 * `size` upserts per request (the batch call): request `b` carries system `b % systems`'s next `size` upserts. An
 * update reaches back an odd distance past the batch, so a to-do is never named twice in one request. Its to-dos
 * are not the single upserts' (`B-…`, not `T-…`).
 */
export function plannedBatch(b: number, systems: number, size: number): { system: number; items: PlannedUpsert[] } {
  const system = b % systems;
  const first = Math.floor(b / systems) * size;
  const reach = size % 2 === 0 ? size + 1 : size + 2;
  return { system, items: Array.from({ length: size }, (_, n) => plannedFor('B', system, first + n, reach)) };
}

const fields = (planned: PlannedUpsert, applicationId: string) => ({
  applicationId, nodeName: '审批', handler: planned.handler, handleUrl: 'https://bench.example.edu.cn/t',
});

/** The request body of an upsert (TodoUpsertRequest). */
export function upsertBody(planned: PlannedUpsert, applicationId: string): string {
  return JSON.stringify(fields(planned, applicationId));
}

/** The request body of a batch of upserts (TodoBatchRequest). */
export function batchBody(items: readonly PlannedUpsert[], applicationId: string): string {
  return JSON.stringify({ items: items.map((planned) => ({ todoId: planned.todoId, ...fields(planned, applicationId) })) });
}
