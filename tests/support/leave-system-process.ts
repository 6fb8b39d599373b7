import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { until } from './until';

const root = path.resolve(import.meta.dirname, '..', '..');

/** The sample leave system (examples/leave-system) running as a child process beside a portal. */
export interface LeaveSystemProcess {
  /** Where the browser and the tests reach it: the address the portal was given (DEMO_LEAVE_SYSTEM_URL). */
  url: string;
  output(): string;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

export interface LeaveSystemStart {
  /** The loopback port the portal was told (DEMO_LEAVE_SYSTEM_URL is http://127.0.0.1:<port>). */
  port: number;
  /** The portal it delivers to and trades combStrs with. */
  portalUrl: string;
  /** Its own storage (applications, outbox, cookie key): a fresh folder per run. */
  dataDir: string;
  /** The credentials the portal's demo seed wrote when it registered the system (DATA_DIR/leave-system/…). */
  credentialsFile: string;
}

/**
 * Runs examples/leave-system/src/main.ts as `npm start` does (scripts/start.ts) and waits until it answers its health
 * check; fails with its own output when it exits or does not answer, never silently.
 */
export async function startLeaveSystemProcess(start: LeaveSystemStart, options: { timeoutMs?: number } = {}): Promise<LeaveSystemProcess> {
  const url = `http://127.0.0.1:${start.port}`;
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join('examples', 'leave-system', 'src', 'main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      LEAVE_PORT: String(start.port),
      LEAVE_HOST: '127.0.0.1',
      LEAVE_PUBLIC_URL: url,
      LEAVE_PORTAL_URL: start.portalUrl,
      LEAVE_DATA_DIR: start.dataDir,
      LEAVE_CREDENTIALS_FILE: start.credentialsFile,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  // A test runner that dies must not leave the sample behind.
  const onExit = () => child.kill('SIGKILL');
  process.once('exit', onExit);
  try {
    await until('the sample leave system answering its health check', async () => {
      if (child.exitCode !== null) throw new Error(`it exited with ${child.exitCode}`);
      return fetch(`${url}/healthz`).then((res) => res.ok, () => false);
    }, { timeoutMs: options.timeoutMs ?? 60_000, intervalMs: 100 });
  } catch (error) {
    child.kill('SIGKILL');
    process.off('exit', onExit);
    throw new Error(`the sample leave system (examples/leave-system) did not start on ${url}: ${(error as Error).message}\n${log}`);
  }
  return {
    url,
    output: () => log,
    async stop() {
      process.off('exit', onExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
