// What a deeply nested JSON body costs the server, and what it does to other users meanwhile (PGlite).
// 1. CPU of the server process (from /proc, user + system) per 20 kB body nested 10,000 levels deep, sent
//    anonymously to a public call, against a flat body of the same size.
// 2. getUserInfo round trips of a signed-in student, idle and while 5 clients send such bodies back to back.
// The anchor, in the same run: a bare Fastify process that JSON.parses the same bodies and answers
// (bench/support/parse-anchor-server.ts), measured the same way — its CPU per body, and its bare JSON answer idle and
// while 5 clients send it the deep body. Prints one JSON line.
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../tests/support/server-process';
import { signInAs } from '../tests/support/portal-client';
import { summary } from './support/stats';
import { emit, loadWatch, ratio, startAnchorServer } from './support/anchor';

/** The load average of this run, printed on every line (bench/support/anchor.ts). */
const benchLoad = loadWatch();

const DEPTH = 10_000;
const BODIES = Number(process.env.BENCH_BODIES ?? 200);
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

async function post(url: string, body: string): Promise<number> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  await response.arrayBuffer();
  return response.status;
}

/** CPU of process `pid` per body posted to `url`: flat, then deep (one warm-up post each), and the statuses seen. */
async function cpuPerBody(pid: number, url: string) {
  const perBody = async (body: string) => {
    const statuses = new Set<number>();
    await post(url, body); // warm-up
    const before = cpuMs(pid);
    for (let i = 0; i < BODIES; i += 1) statuses.add(await post(url, body));
    return { cpuMsPerBody: (cpuMs(pid) - before) / BODIES, statuses: [...statuses] };
  };
  return { flat: await perBody(flatBody), deep: await perBody(deepBody) };
}

/** Round trips of `call` for 3 s idle, then for LOAD_MS while ATTACKERS clients post the deep body to `url`. */
async function idleAndUnderAttack(url: string, call: () => Promise<Response>) {
  const roundTrips = async (until: number) => {
    const times: number[] = [];
    while (Date.now() < until) {
      const started = performance.now();
      const response = await call();
      await response.arrayBuffer();
      times.push(performance.now() - started);
    }
    return summary(times);
  };
  const idle = await roundTrips(Date.now() + 3_000);
  let attacking = true;
  const statuses = new Set<number>();
  const attacker = async () => {
    while (attacking) statuses.add(await post(url, deepBody).catch(() => 0));
  };
  const attackers = Array.from({ length: ATTACKERS }, attacker);
  const underAttack = await roundTrips(Date.now() + LOAD_MS);
  attacking = false;
  await Promise.all(attackers);
  return { idle, underAttack, attackStatuses: [...statuses].sort() };
}

/**
 * What the deep bodies add to another user's round trip (p50, ms). An added time, not a factor: the bare answer's
 * idle round trip is well under a millisecond, so any factor over it says little.
 */
const addedMs = (figures: { idle: { p50Ms: number }; underAttack: { p50Ms: number } }) => Number((figures.underAttack.p50Ms - figures.idle.p50Ms).toFixed(1));

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'service-hall-bench-'));
const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'error' }, { timeoutMs: 120_000 });
const anchor = await startAnchorServer({ script: 'parse-anchor-server.ts' });
try {
  const { login } = await signInAs(server.baseUrl, 'student', 'Student@123');
  const { flat, deep } = await cpuPerBody(server.child.pid ?? 0, `${server.baseUrl}${PUBLIC_CALL}`);
  const anchorCpu = await cpuPerBody(anchor.pid, `${anchor.baseUrl}/parse`);
  const userInfo = await idleAndUnderAttack(`${server.baseUrl}${PUBLIC_CALL}`, () => fetch(`${server.baseUrl}/api/blade-user/user/getUserInfo?time=1`, {
    headers: { 'Blade-Auth': `bearer ${login.access_token}` },
  }));
  const anchorJson = await idleAndUnderAttack(`${anchor.baseUrl}/parse`, () => fetch(`${anchor.baseUrl}/json`));

  emit(benchLoad, {
    bench: 'deep-json', bodyBytes: deepBody.length, depth: DEPTH, bodies: BODIES,
    flat, deep, getUserInfoIdle: userInfo.idle, getUserInfoWith5DeepClients: userInfo.underAttack, attackStatuses: userInfo.attackStatuses,
    getUserInfoAddedP50Ms: addedMs(userInfo),
    anchor: 'bare Fastify JSON.parse of the same bodies, its bare JSON answer meanwhile (bench/support/parse-anchor-server.ts)',
    anchorFlat: anchorCpu.flat, anchorDeep: anchorCpu.deep, anchorJsonIdle: anchorJson.idle, anchorJsonWith5DeepClients: anchorJson.underAttack,
    anchorAttackStatuses: anchorJson.attackStatuses, anchorAddedP50Ms: addedMs(anchorJson),
    deepCpuTimesAnchor: ratio(deep.cpuMsPerBody, anchorCpu.deep.cpuMsPerBody), flatCpuTimesAnchor: ratio(flat.cpuMsPerBody, anchorCpu.flat.cpuMsPerBody),
    addedP50TimesAnchor: ratio(addedMs(userInfo), addedMs(anchorJson)),
  });
} finally {
  await anchor.stop();
  await server.stop('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
