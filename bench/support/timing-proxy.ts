import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';

/** One request the proxy passed on: when it arrived and when its answer was fully sent back (performance.now()). */
export interface ProxiedRequest {
  method: string;
  path: string;
  startMs: number;
  endMs: number;
}

/**
 * An HTTP proxy on a loopback port in front of an identity provider, timing every request from its arrival to the
 * last byte of the answer sent back: what a client of the provider (our server) waited for it, the proxy's own hop
 * included. HTTP rather than TCP because our server keeps its connections to the provider alive, so a connection's
 * life says nothing about one request's.
 */
export interface TimingProxy {
  url: string;
  /** Where requests go: the provider's origin. Set once the provider listens (its issuer may have to name the proxy). */
  forwardTo(origin: string): void;
  /** The requests whose whole life fell inside [fromMs, toMs]. */
  within(fromMs: number, toMs: number): ProxiedRequest[];
  /** Forgets what was recorded so far. */
  clear(): void;
  close(): Promise<void>;
}

/**
 * `hostHeader`: 'target' sends the provider its own host:port (a provider that
 * builds addresses from the Host it is asked on), 'client' passes on the proxy's (a provider whose issuer is the
 * proxy's address).
 */
export async function startTimingProxy(hostHeader: 'target' | 'client'): Promise<TimingProxy> {
  let upstream: URL | undefined;
  let records: ProxiedRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const startMs = performance.now();
    if (!upstream) {
      res.writeHead(502).end('the timing proxy has no provider yet');
      return;
    }
    const headers = { ...req.headers, ...(hostHeader === 'target' ? { host: upstream.host } : {}) };
    const forward = httpRequest({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(res);
    });
    forward.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502);
      res.end(String(error));
    });
    req.pipe(forward);
    res.on('finish', () => records.push({ method: req.method ?? '', path: req.url ?? '', startMs, endMs: performance.now() }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('timing proxy did not bind a TCP port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    forwardTo(origin) {
      upstream = new URL(origin);
    },
    within: (fromMs, toMs) => records.filter((r) => r.startMs >= fromMs && r.endMs <= toMs),
    clear() {
      records = [];
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
