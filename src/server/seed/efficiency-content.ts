import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { processLikes } from '../db/schema/efficiency';
import { processes } from '../db/schema/process';
import { refreshEfficiency } from '../features/efficiency/services/refresh';
import { createPrng } from './prng';
import { insertInBatches } from './data/process-seed';

/** Share of approved applications whose applicant liked how it was handled; quick ones are liked more often. */
const LIKE_SHARE_FAST = 0.45;
const LIKE_SHARE_SLOW = 0.15;
const FAST_MS = 48 * 3_600_000;

/**
 * The efficiency pages' own seed (ADR 010): applicants' likes of their handled applications, then the first full
 * computation of the daily aggregates. Needs the process records (seed/data/process-seed.ts) first.
 */
export async function seedEfficiencyContent(tx: Queryable, tenantId: string, now: Date = new Date()): Promise<void> {
  const prng = createPrng(`hxlg-likes-v1:${tenantId}`);
  const done = await tx.select({ id: processes.id, applicantId: processes.applicantId, startedAt: processes.startedAt, endedAt: processes.endedAt })
    .from(processes).where(and(eq(processes.tenantId, tenantId), eq(processes.status, 'done'))).orderBy(processes.id);
  const likes = done.flatMap((p) => {
    const took = (p.endedAt?.getTime() ?? p.startedAt.getTime()) - p.startedAt.getTime();
    if (!prng.chance(took <= FAST_MS ? LIKE_SHARE_FAST : LIKE_SHARE_SLOW)) return [];
    return [{ tenantId, processId: p.id, userId: p.applicantId, createdAt: new Date((p.endedAt ?? p.startedAt).getTime() + 3_600_000) }];
  });
  await insertInBatches(likes, (batch) => tx.insert(processLikes).values(batch));
  await refreshEfficiency(tx, tenantId, now, { full: true });
}
