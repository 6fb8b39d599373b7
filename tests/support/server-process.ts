import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { until } from './until';

const root = path.resolve(import.meta.dirname, '..', '..');

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
  /** SIGTERM (graceful) or SIGKILL, then waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Runs the real server (src/server/main.ts) as a child process and waits until it answers HTTP. */
export async function startServerProcess(env: Record<string, string>, options: { timeoutMs?: number } = {}): Promise<ServerProcess> {
  const port = await freePort();
  let log = '';
  // SERVER_NODE_ARGS adds Node flags to the server only, e.g. `--cpu-prof` to profile it under a bench.
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await until('the server answering HTTP', async () => {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      // A refused connection: not listening yet.
      return fetch(`${baseUrl}/static/session-expiration.json`).then((res) => res.ok, () => false);
    }, { timeoutMs: options.timeoutMs ?? 60_000, intervalMs: 100 });
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}:\n${log}`);
  }
  return {
    child,
    baseUrl,
    output: () => log,
    async stop(signal = 'SIGTERM') {
      // Killed by a signal earlier, a child has no exit code but a signal code; its 'exit' will not come again.
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill(signal);
      const [code] = (await once(child, 'exit')) as [number | null];
      return code;
    },
  };
}
