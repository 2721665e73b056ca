import { buildApp } from './app';
import { readEnv } from './env';

const env = readEnv();
const app = await buildApp({ env });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(`Callout is running on http://localhost:${env.PORT}/`);
