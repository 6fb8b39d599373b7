import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A Unix-socket proxy to a PostgreSQL server that a test can cut, as an outage looks to a server connected through
 * PostgreSQL's socket directory (Debian's default): open connections drop, new ones fail (the socket file is gone,
 * ENOENT), until `restore()` listens again. The shared PostgreSQL itself is never stopped.
 */
export interface CuttableProxy {
  /** A connection string to `database` through the proxy. */
  url(database: string): string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

const PORT = 5432;

export async function startCuttableProxy(target: { host: string; port: number }): Promise<CuttableProxy> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'service-hall-pg-proxy-'));
  const socketPath = path.join(dir, `.s.PGSQL.${PORT}`);
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const listen = async () => {
    const next = createServer((client) => {
      const upstream = connect(target.port, target.host);
      track(client);
      track(upstream);
      const drop = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', drop);
      upstream.on('error', drop);
      client.pipe(upstream);
      upstream.pipe(client);
    });
    next.listen(socketPath);
    await once(next, 'listening');
    server = next;
  };
  const stop = async () => {
    const current = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    // Closing removes the socket file: a new connection then fails as against a stopped PostgreSQL.
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };
  await listen();
  return {
    url: (database) => `postgres://postgres@localhost:${PORT}/${database}?host=${encodeURIComponent(dir)}`,
    cut: stop,
    restore: listen,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
