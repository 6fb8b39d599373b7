import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from './server-process';

/** A redis-server of a test's own (no persistence) that the test can kill and start again on the same port. */
export interface RedisProcess {
  port: number;
  url: string;
  /** SIGKILL: the connection drops at once, as when the host dies. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty. */
  restart(): Promise<void>;
  /** SIGSTOP: connections stay open and take commands, but nothing answers — a hung Redis. */
  pause(): void;
  /** SIGCONT after pause(): the queued commands are answered. */
  resume(): void;
}

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

async function launch(port: number): Promise<ChildProcess> {
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start within 10 s:\n${output}`)), 10_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`could not run ${REDIS_SERVER}: ${error.message}`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}:\n${output}`));
    });
  });
  return child;
}

export async function startRedisProcess(): Promise<RedisProcess> {
  const port = await freePort();
  let child: ChildProcess | null = await launch(port);
  const stop = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
    child = null;
  };
  // A test runner that dies must not leave a redis-server behind.
  const onExit = () => child?.kill('SIGKILL');
  // SIGKILL ends a stopped process too, so a paused one is not left behind either.
  process.on('exit', onExit);
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    kill: stop,
    async restart() {
      await stop();
      child = await launch(port);
    },
    pause() {
      child?.kill('SIGSTOP');
    },
    resume() {
      child?.kill('SIGCONT');
    },
  };
}
