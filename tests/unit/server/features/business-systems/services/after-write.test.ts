import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../../../../src/server/db/client';
import type { ChatRuntime } from '../../../../../../src/server/features/chat';
import { createAfterWrite } from '../../../../../../src/server/features/business-systems/services/after-write';
import { Affected } from '../../../../../../src/server/features/business-systems/services/write-context';
import { until } from '../../../../../support/until';

/** A chat runtime that records what it is handed, in order. */
function recordingRuntime() {
  const handed: Array<{ kind: 'deliver' | 'notice'; tenantId: string; payload: unknown }> = [];
  const runtime = {
    deliver: vi.fn(async (tenantId: string, targets: unknown) => {
      handed.push({ kind: 'deliver', tenantId, payload: targets });
    }),
    deliverNotice: vi.fn(async (tenantId: string, notice: unknown) => {
      handed.push({ kind: 'notice', tenantId, payload: notice });
    }),
  } as unknown as ChatRuntime;
  return { runtime, handed };
}

const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;
// Only the efficiency recomputation reads the database, and only after writes of to-dos or applications.
const db = {} as Db;

const affected = (...entries: Array<[string, ...Array<'drafts' | 'messages'>]>) => {
  const out = new Affected();
  for (const [userId, ...parts] of entries) out.add(userId, ...parts);
  return out;
};

describe('what follows a business write', () => {
  it('tells the users of writes made close together in one delivery per tenant, each user once with every part', async () => {
    const { runtime, handed } = recordingRuntime();
    const after = createAfterWrite({ db, now: () => Date.now(), runtime: () => runtime, log });
    try {
      await after.afterWrite('t1', affected(['u1', 'drafts']));
      await after.afterWrite('t1', affected(['u1', 'messages'], ['u2', 'drafts']));
      await after.afterWrite('t2', affected(['u3', 'drafts']));
      // Answered before anything is handed over: telling the pages is off the call's path.
      expect(handed).toEqual([]);
      await until('both tenants told', () => handed.length, (n) => n >= 2);
      expect(handed).toEqual([
        { kind: 'deliver', tenantId: 't1', payload: [
          { userId: 'u1', event: { type: 'inbox', parts: ['drafts', 'messages'] } },
          { userId: 'u2', event: { type: 'inbox', parts: ['drafts'] } },
        ] },
        { kind: 'deliver', tenantId: 't2', payload: [{ userId: 'u3', event: { type: 'inbox', parts: ['drafts'] } }] },
      ]);
    } finally {
      after.close();
    }
  });

  it('hands a message\'s inbox events over ahead of its notice', async () => {
    const { runtime, handed } = recordingRuntime();
    const after = createAfterWrite({ db, now: () => Date.now(), runtime: () => runtime, log });
    try {
      const notice = { messageId: 'm1', fromUserName: '学工系统', content: '请假已批准', createTime: '2026-11-27 08:00:00', deliveries: [['u1', 'd1']] as Array<[string, string]> };
      await after.afterWrite('t1', affected(['u1', 'messages']), { answer: { messageId: 'm1', recipients: 1, duplicate: false }, notice });
      expect(handed.map((h) => h.kind)).toEqual(['deliver', 'notice']);
    } finally {
      after.close();
    }
  });
});
