import { once } from 'node:events';
import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy on a loopback port in front of a server (slapd) that can hold the server's answers after a number of
 * bytes: the client then waits in the middle of a read, for as long as the test needs, so "the directory went away
 * mid-sync" happens at a known point instead of by luck of timing. A connection whose server end closes is closed.
 */
export interface HoldProxy {
  port: number;
  url: string;
  /** Forwards at most `bytes` more of the server's answers on every connection, then holds the rest. */
  holdAfter(bytes: number): void;
  /** Forwards everything again, including what was held. */
  release(): void;
  close(): Promise<void>;
}

export async function startHoldProxy(target: { host: string; port: number }): Promise<HoldProxy> {
  let budget = Number.POSITIVE_INFINITY;
  const sockets = new Set<Socket>();
  /** Per connection: writes what it holds. */
  const held = new Set<() => void>();
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    for (const s of [client, upstream]) {
      s.on('error', drop);
      s.on('close', () => {
        sockets.delete(s);
        drop();
      });
    }
    client.pipe(upstream);
    // Held bytes are kept in order; the server's socket keeps being read, so its closing is seen (and passed on) at once.
    const queue: Buffer[] = [];
    upstream.on('data', (chunk: Buffer) => {
      if (queue.length === 0 && budget >= chunk.length) {
        budget -= chunk.length;
        client.write(chunk);
        return;
      }
      queue.push(chunk);
    });
    const flush = () => {
      for (const chunk of queue.splice(0)) client.write(chunk);
    };
    held.add(flush);
    client.on('close', () => held.delete(flush));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('hold proxy did not bind a TCP port');
  return {
    port: address.port,
    url: `ldap://127.0.0.1:${address.port}`,
    holdAfter(bytes) {
      budget = bytes;
    },
    release() {
      budget = Number.POSITIVE_INFINITY;
      for (const flush of held) flush();
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
