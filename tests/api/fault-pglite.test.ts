import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chat, session } from '../../src/shared/api/catalogue';
import { signInAs } from '../support/portal-client';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { until } from '../support/until';
import { seededDataDir } from './helpers/test-server';

const STUDENT_ID = '1123598821738675203';
const WRITERS = 3;
const KILL_ROUNDS = 3;

/** True while the sign-in behind `ticket` is stored (its session has time left). */
async function ticketLives(baseUrl: string, ticket: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}${session.getSessionValidTime.path}`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ casTicket: ticket }),
  });
  const body = (await response.json()) as { code: number; data: { expireTime: number } | null };
  return body.code === 200 && (body.data?.expireTime ?? 0) > 0;
}

/**
 * Issue 9, the embedded database: SIGTERM while writes stream in closes PGlite cleanly (exit 0) and the data
 * directory opens again as it is, holding every write that was answered; SIGKILL right after an answered commit
 * loses nothing, round after round.
 */
describe('fault: PGlite under SIGTERM and SIGKILL', () => {
  let dataDir = '';
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    dataDir = await seededDataDir('service-hall-fault-pglite-');
  });
  afterAll(async () => {
    await server?.stop('SIGTERM');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('SIGTERM during a stream of writes: exit 0, restarts without repair, every answered write is there', async () => {
    server = await startServerProcess({ DATA_DIR: dataDir }, { timeoutMs: 180_000 });
    const { baseUrl } = server;
    // Each sign-in commits a session; the writers go on until the server stops answering.
    const answered: string[] = [];
    let refused = 0;
    const writer = async () => {
      for (;;) {
        try {
          const { login } = await signInAs(baseUrl, 'teacher', 'Teacher@123');
          answered.push(login.tgt);
        } catch {
          // Closing (503) or closed (connection refused): this writer is done.
          refused += 1;
          return;
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, writer);
    await until('six sign-ins answered', () => answered.length >= 6);
    const exitCode = await server.stop('SIGTERM');
    await Promise.all(writers);
    expect(exitCode).toBe(0);
    expect(refused).toBe(WRITERS);

    server = await startServerProcess({ DATA_DIR: dataDir }, { timeoutMs: 180_000 });
    const restartOutput = server.output();
    expect(restartOutput).not.toMatch(/recover|not properly shut down|corrupt|repair/i);
    const lost = [];
    for (const ticket of answered) if (!(await ticketLives(server.baseUrl, ticket))) lost.push(ticket);
    expect(lost).toEqual([]);
    process.stdout.write(`${JSON.stringify({ fault: 'pglite-sigterm', writers: WRITERS, answeredWrites: answered.length, lost: lost.length, exitCode })}\n`);
    await server.stop('SIGTERM');
  }, 240_000);

  it('SIGKILL right after an answered commit loses nothing', async () => {
    const sent: string[] = [];
    for (let round = 0; round < KILL_ROUNDS; round += 1) {
      server = await startServerProcess({ DATA_DIR: dataDir }, { timeoutMs: 180_000 });
      const { portal: teacher } = await signInAs(server.baseUrl, 'teacher', 'Teacher@123');
      const { message } = await teacher.api.call(chat.sendChatMessage, { toId: STUDENT_ID, mpType: 'user', type: 'text', content: `断电前已确认的消息 ${round}` });
      sent.push(message.id);
      // No goodbye: the answer is in, the process dies at once.
      await server.stop('SIGKILL');
    }
    server = await startServerProcess({ DATA_DIR: dataDir }, { timeoutMs: 180_000 });
    const { portal: teacher } = await signInAs(server.baseUrl, 'teacher', 'Teacher@123');
    const history = await teacher.api.call(chat.chatHistory, { id: STUDENT_ID, mpType: 'user', size: 50 });
    const kept = new Set(history.records.map((m) => m.id));
    const lost = sent.filter((id) => !kept.has(id));
    expect(lost).toEqual([]);
    process.stdout.write(`${JSON.stringify({ fault: 'pglite-sigkill', rounds: KILL_ROUNDS, answeredCommits: sent.length, lost: lost.length })}\n`);
  }, 240_000);
});
