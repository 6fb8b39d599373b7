// The anchor of the fan-out bench (bench/chat-fanout.ts): a bare Fastify with no hooks, no tickets, no database,
// serving server-sent events as the chat stream does (the same headers, `retry:` line and `ready` event), and
//   GET  /stream — opens one stream;
//   POST /notice — `{ notice }`: serialises `{ type: 'notice', notice }` once and writes its frame to every open
//                  stream, then answers `{ recipients }`. What a fan-out of the same notice cannot beat.
// Run as a child process (startAnchorServer's `script`), like the server, so both pay the same process and loopback
// costs and each has its own resident set.
import type { ServerResponse } from 'node:http';
import Fastify from 'fastify';

const streams = new Set<ServerResponse>();
const frame = (data: string) => `data: ${data}\n\n`;

const app = Fastify({ logger: false });
app.get('/stream', (request, reply) => {
  reply.hijack();
  const res = reply.raw;
  request.raw.socket.setNoDelay(true);
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
    'X-Content-Type-Options': 'nosniff',
    'X-Accel-Buffering': 'no',
  });
  streams.add(res);
  res.on('close', () => streams.delete(res));
  res.write('retry: 3000\n\n');
  res.write(frame(JSON.stringify({ type: 'ready', heartbeatMs: 25_000, serverTime: new Date().toISOString() })));
});
app.post<{ Body: { notice: unknown } }>('/notice', async (request) => {
  const data = frame(JSON.stringify({ type: 'notice', notice: request.body.notice }));
  for (const res of streams) res.write(data);
  return { recipients: streams.size };
});

const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`ANCHOR ${address}\n`);
const stop = async () => {
  for (const res of streams) res.end();
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
