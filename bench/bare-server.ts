import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/** The floor to compare against: a bare Fastify route sending the same bytes, no auth, no database. */
const body = readFileSync(process.argv[2] ?? '', 'utf8');
const app = Fastify();
app.get('/*', (_request, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(process.argv[3] ?? 0), host: '127.0.0.1' });
console.log('ready');
