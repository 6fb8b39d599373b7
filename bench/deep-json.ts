// What a deeply nested JSON body costs the server, and what it does to other users meanwhile (PGlite).
// 1. CPU of the server process (from /proc, user + system) per 20 kB body nested 10,000 levels deep, sent
//    anonymously to a public call, against a flat body of the same size.
// 2. getUserInfo round trips of a signed-in student, idle and while 5 clients send such bodies back to back.
// Prints one JSON line.
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../tests/support/server-process';
import { signInAs } from '../tests/support/portal-client';
import { summary } from './support/stats';
import { emit, loadWatch } from './support/anchor';

/** The load average of this run, printed on every line (bench/support/anchor.ts). */
const benchLoad = loadWatch();

const DEPTH = 10_000;
const BODIES = Number(process.env.BENCH_BODIES ?? 20);
const LOAD_MS = Number(process.env.BENCH_LOAD_MS ?? 10_000);
const ATTACKERS = 5;
const PUBLIC_CALL = '/api/blade-workbench/nobody/cas/getSessionValidTime';

const deepBody = `{"casTicket":${'['.repeat(DEPTH - 1)}${']'.repeat(DEPTH - 1)}}`;
const flatBody = JSON.stringify({ casTicket: 'x'.repeat(deepBody.length - 17) });

/** CPU time of a process so far, in milliseconds (utime + stime of /proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function post(baseUrl: string, body: string): Promise<number> {
  const response = await fetch(`${baseUrl}${PUBLIC_CALL}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  await response.arrayBuffer();
  return response.status;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'service-hall-bench-'));
const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'error' }, { timeoutMs: 120_000 });
try {
  const pid = server.child.pid ?? 0;
  const { login } = await signInAs(server.baseUrl, 'student', 'Student@123');
  const perBody = async (body: string) => {
    const statuses = new Set<number>();
    await post(server.baseUrl, body); // warm-up
    const before = cpuMs(pid);
    for (let i = 0; i < BODIES; i += 1) statuses.add(await post(server.baseUrl, body));
    return { cpuMsPerBody: (cpuMs(pid) - before) / BODIES, statuses: [...statuses] };
  };
  const flat = await perBody(flatBody);
  const deep = await perBody(deepBody);

  const userInfo = async (until: number) => {
    const times: number[] = [];
    while (Date.now() < until) {
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}/api/blade-user/user/getUserInfo?time=1`, {
        headers: { 'Blade-Auth': `bearer ${login.access_token}` },
      });
      await response.arrayBuffer();
      times.push(performance.now() - started);
    }
    return summary(times);
  };
  const idle = await userInfo(Date.now() + 3_000);
  let attacking = true;
  let attackStatuses = new Set<number>();
  const attacker = async () => {
    while (attacking) attackStatuses.add(await post(server.baseUrl, deepBody).catch(() => 0));
  };
  const attackers = Array.from({ length: ATTACKERS }, attacker);
  const underAttack = await userInfo(Date.now() + LOAD_MS);
  attacking = false;
  await Promise.all(attackers);
  attackStatuses = new Set([...attackStatuses].sort());

  emit(benchLoad, {
    bench: 'deep-json', bodyBytes: deepBody.length, depth: DEPTH, bodies: BODIES,
    flat, deep, getUserInfoIdle: idle, getUserInfoWith5DeepClients: underAttack, attackStatuses: [...attackStatuses],
  });
} finally {
  await server.stop('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
