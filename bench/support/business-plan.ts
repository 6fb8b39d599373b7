/**
 * The to-do upserts bench/business-systems.ts sends, the same for the API and its anchor: request `i` is system
 * `i % systems`'s `k`-th (k = ⌊i / systems⌋). An even k makes a new to-do, an odd k updates the one made ten of
 * that system's requests earlier (handed to another handler): half creates, half updates, as systems open and
 * reassign to-dos.
 */
export interface PlannedUpsert {
  system: number;
  todoId: string;
  handler: 'teacher' | 'assistant';
}

export function plannedUpsert(i: number, systems: number): PlannedUpsert {
  const system = i % systems;
  const k = Math.floor(i / systems);
  const made = k % 2 === 0 ? k : Math.max(0, k - 21);
  return { system, todoId: `T-${system}-${made}`, handler: k % 2 === 0 ? 'teacher' : 'assistant' };
}

/** The request body of an upsert (TodoUpsertRequest). */
export function upsertBody(planned: PlannedUpsert, applicationId: string): string {
  return JSON.stringify({ applicationId, nodeName: '审批', handler: planned.handler, handleUrl: 'https://bench.example.edu.cn/t' });
}
