// The ceiling: a bare Fastify app answering one constant JSON body, no database, no plugins, no logging. What
// the production server does per request is measured against what this one does on the same machine.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { status: 'ok', mensaje: 'Respuesta constante del techo de referencia' };
app.get('/*', async () => body);
app.post('/*', async () => body);

await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.close().then(() => process.exit(0)));
