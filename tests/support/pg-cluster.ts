import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server-process';

/**
 * A throwaway PostgreSQL cluster of a test's own (initdb into a temp folder, trust auth, a free port), so a test can
 * stop and start PostgreSQL without touching the machine's shared server. Needs Debian's server binaries
 * (/usr/lib/postgresql/<version>/bin); run as root, they run as the `postgres` OS user, which PostgreSQL requires.
 */
export interface PgCluster {
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database?: string): string;
  /** pg_ctl start, waiting until it accepts connections. */
  start(): void;
  /** pg_ctl stop -m fast: open sessions are terminated (57P01), new ones refused. */
  stop(): void;
  /** Stops it if running and deletes its folder. */
  destroy(): void;
  log(): string;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) {
    throw new Error(`no PostgreSQL server binaries under ${root}: install the postgresql package to run this fault test`);
  }
  return path.join(root, newest, 'bin');
}

export async function createPgCluster(): Promise<PgCluster> {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'service-hall-pg-'));
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const run = (tool: string, args: string[]) => {
    const [command, full] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
    try {
      execFileSync(command, full, { stdio: 'pipe', timeout: 60_000 });
    } catch (error) {
      const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
      throw new Error(`${tool} ${args.join(' ')} failed: ${stderr || String(error)}`);
    }
  };
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync', '--locale=C']);
  const port = await freePort();
  // fsync off: the test kills this server on purpose and never needs its data after the run.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  let running = false;
  const cluster: PgCluster = {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start() {
      run('pg_ctl', ['-D', data, '-o', options, '-l', logFile, '-w', '-t', '60', 'start']);
      running = true;
    },
    stop() {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
      running = false;
    },
    destroy() {
      if (running) {
        try {
          cluster.stop();
        } catch {
          run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
        }
      }
      process.off('exit', onExit);
      rmSync(dir, { recursive: true, force: true });
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
  };
  // A test runner that dies must not leave a postmaster behind.
  const onExit = () => {
    if (running) run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
  };
  process.on('exit', onExit);
  return cluster;
}
