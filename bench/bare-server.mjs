// Baseline: a bare Fastify route answering a JSON body of the same size, nothing else.
import Fastify from 'fastify';

const body = JSON.parse(process.env.BENCH_BODY ?? '{}');
const app = Fastify({ logger: false });
app.get('/api/AnonymousConnectivityTest/GetFrontendConfiguration', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
