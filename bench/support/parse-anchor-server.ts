// The anchor of the deep-JSON bench (bench/deep-json.ts): a bare Fastify with no hooks and no database, its default
// JSON body parser (JSON.parse and its prototype-poisoning check, no depth limit) and nothing else:
//   POST /parse — parses the body and answers the envelope, what taking the same body cannot beat;
//   GET  /json  — the envelope alone, the call other users make meanwhile.
// Run as a child process (startAnchorServer's `script`), like the server, so the bench reads its CPU time apart.
import Fastify from 'fastify';

const envelope = '{"status":1000,"msg":"操作成功","result":null}';
const app = Fastify({ logger: false });
app.post('/parse', async (_request, reply) => reply.type('application/json').send(envelope));
app.get('/json', async (_request, reply) => reply.type('application/json').send(envelope));

const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`ANCHOR ${address}\n`);
const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
