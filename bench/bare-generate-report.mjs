// Baseline for generate-report.ts: a bare Fastify route that parses the same url-encoded form
// body and answers a JSON body of the same size, nothing else (no validation, database or lookups).
import Fastify from 'fastify';
import formbody from '@fastify/formbody';

const body = JSON.parse(process.env.BENCH_BODY ?? '{}');
const app = Fastify({ logger: false });
await app.register(formbody);
app.get('/readyz', async () => ({ status: 'ok' }));
app.post('/api/AnonymousConnectivityTest/GenerateTestReport', async (req, reply) => {
  if (typeof req.body !== 'object' || req.body === null) return reply.code(400).send({});
  return body;
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
