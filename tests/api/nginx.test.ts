import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_PATHS } from '../../src/server/features/ops/routes';
import { getUserInfo } from '../../src/shared/api/catalogue/auth';
import { createTestPortal } from '../support/portal-client';
import { freePort, type ServerProcess } from '../support/server-process';
import { until } from '../support/until';
import { startDeployment, type Deployment } from './helpers/deployment';

const PG_URL = process.env.TEST_DATABASE_URL;
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const CONFIG = path.resolve(import.meta.dirname, '..', '..', 'deploy', 'nginx', 'service-hall.conf');
const METRICS_TOKEN = 'nginx-test-metrics-token-0123456789';
const HEALTH_SERIES = `service_hall_http_request_duration_seconds_count{method="GET",route="${OPS_PATHS.health}",status_code="200"}`;

/**
 * The repository's config with the upstream servers and the listen address swapped for the test's: every other line
 * (headers, timeouts, retries, the stream location) runs as written.
 */
function renderSiteConfig(source: string, upstreamPorts: number[], listenPort: number): string {
  const serverLine = /^\s*server\s+[\w.-]+:\d+(\s[^;]*)?;\s*$/;
  const lines = source.split('\n');
  const first = lines.findIndex((line) => serverLine.test(line));
  if (first === -1) throw new Error(`no upstream server line in ${CONFIG}`);
  const params = serverLine.exec(lines[first] ?? '')?.[1] ?? '';
  const upstream = upstreamPorts.map((port) => `    server 127.0.0.1:${port}${params};`);
  const rendered = lines.flatMap((line, index) => (index === first ? upstream : serverLine.test(line) ? [] : [line])).join('\n');
  const listen = /^(\s*)listen\s+80;\s*$/m;
  if (!listen.test(rendered)) throw new Error(`no "listen 80;" line in ${CONFIG}`);
  return rendered.replace(listen, `$1listen 127.0.0.1:${listenPort};`);
}

/** The main config around the site file: no daemon, every file and temporary folder inside the prefix. */
function mainConfig(prefix: string): string {
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${prefix}/nginx.pid;`,
    'events { worker_connections 256; }',
    'http {',
    `  access_log ${prefix}/access.log;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${prefix}/${kind}_temp;`),
    `  include ${prefix}/service-hall.conf;`,
    '}',
    '',
  ].join('\n');
}

async function metricValue(instance: ServerProcess, series: string): Promise<number> {
  const response = await fetch(`${instance.baseUrl}${OPS_PATHS.metrics}`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
  const line = (await response.text()).split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

if (!PG_URL) console.warn('nginx.test.ts: skipped, TEST_DATABASE_URL is not set (instances behind nginx need one PostgreSQL)');

/**
 * deploy/nginx/service-hall.conf run by Debian's nginx on loopback in front of two real instances (one PostgreSQL,
 * one Redis): requests spread over both, a sign-in through nginx works, and the service keeps answering when one
 * instance dies.
 */
describe.runIf(PG_URL)('nginx in front of two instances (deploy/nginx/service-hall.conf)', () => {
  let deployment: Deployment;
  let nginx: ChildProcess | undefined;
  let nginxLog = '';
  let prefix = '';
  let baseUrl = '';

  beforeAll(async () => {
    if (!existsSync(NGINX)) throw new Error(`nginx is not installed at ${NGINX}: apt-get install -y nginx (.ci/run installs it), or set NGINX_PATH`);
    deployment = await startDeployment(2, { METRICS_TOKEN });
    prefix = await mkdtemp(path.join(tmpdir(), 'service-hall-nginx-'));
    // Run as root, nginx's workers run as nobody, who must reach the temporary folders inside the prefix.
    await chmod(prefix, 0o755);
    const listenPort = await freePort();
    const ports = deployment.instances.map((instance) => Number(new URL(instance.baseUrl).port));
    await writeFile(path.join(prefix, 'service-hall.conf'), renderSiteConfig(await readFile(CONFIG, 'utf8'), ports, listenPort));
    await writeFile(path.join(prefix, 'nginx.conf'), mainConfig(prefix));
    const child = spawn(NGINX, ['-p', `${prefix}/`, '-c', `${prefix}/nginx.conf`, '-e', `${prefix}/error.log`], { stdio: ['ignore', 'pipe', 'pipe'] });
    nginx = child;
    child.stdout.on('data', (chunk: Buffer) => (nginxLog += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (nginxLog += chunk.toString()));
    baseUrl = `http://127.0.0.1:${listenPort}`;
    await until('nginx answering its health check', async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${nginxLog}${await readFile(path.join(prefix, 'error.log'), 'utf8').catch(() => '')}`);
      return fetch(`${baseUrl}${OPS_PATHS.health}`).then((r) => r.ok, () => false);
    }, { intervalMs: 100 });
  }, 90_000);

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      nginx.kill('SIGTERM');
      await once(nginx, 'exit');
    }
    await deployment?.stop();
    if (prefix) await rm(prefix, { recursive: true, force: true });
  });

  it('spreads requests over both instances', async () => {
    const before = await Promise.all(deployment.instances.map((instance) => metricValue(instance, HEALTH_SERIES)));
    for (let i = 0; i < 20; i += 1) expect((await fetch(`${baseUrl}${OPS_PATHS.health}`)).status).toBe(200);
    const after = await Promise.all(deployment.instances.map((instance) => metricValue(instance, HEALTH_SERIES)));
    const served = after.map((count, i) => count - (before[i] ?? 0));
    expect(served.reduce((sum, n) => sum + n, 0)).toBe(20);
    for (const count of served) expect(count).toBeGreaterThanOrEqual(5);
  });

  it('signs in through nginx (handshake, sign-in and calls land on either instance)', async () => {
    const portal = createTestPortal({ baseUrl });
    await portal.signIn('student', 'Student@123');
    for (let i = 0; i < 4; i += 1) expect((await portal.api.call(getUserInfo, {})).account).toBe('student');
  });

  it('keeps answering when one instance dies', async () => {
    const portal = createTestPortal({ baseUrl });
    await portal.signIn('teacher', 'Teacher@123');
    const [first] = deployment.instances;
    await first?.stop('SIGKILL');
    for (let i = 0; i < 10; i += 1) {
      expect((await fetch(`${baseUrl}${OPS_PATHS.health}`)).status).toBe(200);
      expect((await portal.api.call(getUserInfo, {})).account).toBe('teacher');
    }
    // A new visitor signs in too.
    const late = createTestPortal({ baseUrl });
    await late.signIn('student', 'Student@123');
    expect((await late.api.call(getUserInfo, {})).account).toBe('student');
  });
});
