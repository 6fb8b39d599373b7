import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../support/server-process';
import { signInAs } from '../support/portal-client';
import { seededDataDir } from './helpers/test-server';

const ROUNDS = 4;

async function secondsLeft(baseUrl: string, ticket: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/blade-workbench/nobody/cas/getSessionValidTime`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ casTicket: ticket }),
  });
  const body = (await res.json()) as { code: number; data: { expireTime: number } | null };
  return body.code === 200 && body.data ? body.data.expireTime : -1;
}

describe('durability on PGlite', () => {
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await seededDataDir('service-hall-durability-');
  });
  afterAll(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps a committed sign-in after SIGKILL right after the answer, round after round', async () => {
    const tickets: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const server = await startServerProcess({ DATA_DIR: dataDir }, { timeoutMs: 120_000 });
      try {
        // Every ticket committed in an earlier round survived the kill and the reopen.
        for (const ticket of tickets) expect(await secondsLeft(server.baseUrl, ticket)).toBeGreaterThan(0);
        const { login } = await signInAs(server.baseUrl, 'teacher', 'Teacher@123');
        tickets.push(login.tgt);
      } finally {
        // No graceful close: the answer has been received, the process dies at once.
        await server.stop('SIGKILL');
      }
    }
    const last = await startServerProcess({ DATA_DIR: dataDir }, { timeoutMs: 120_000 });
    try {
      for (const ticket of tickets) expect(await secondsLeft(last.baseUrl, ticket)).toBeGreaterThan(0);
      expect(tickets).toHaveLength(ROUNDS);
    } finally {
      await last.stop('SIGTERM');
    }
  }, 240_000);

  it('closes cleanly on SIGTERM and SIGINT: exit code 0, and the data opens again', async () => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }, { timeoutMs: 120_000 });
      const { login } = await signInAs(server.baseUrl, 'student', 'Student@123');
      expect(await server.stop(signal)).toBe(0);
      expect(server.output()).toContain('shutting down');
      const again = await startServerProcess({ DATA_DIR: dataDir }, { timeoutMs: 120_000 });
      try {
        expect(await secondsLeft(again.baseUrl, login.tgt)).toBeGreaterThan(0);
      } finally {
        await again.stop('SIGTERM');
      }
    }
  }, 240_000);
});
