import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Env } from './env';
import { registerErrorHandling } from './errors';
import { registerHelpRoutes } from './routes/help';
import { registerStaticSite } from './static-site';

export interface AppOptions {
  env: Env;
  /** Serve the built web app too (off in API-only tests). */
  serveWebApp?: boolean;
}

export async function buildApp({ env, serveWebApp = true }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: env.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: 12 * 1024 * 1024, // Base64 images of up to 2 MB, several per KYC form.
    trustProxy: true,
  });

  registerErrorHandling(app);
  await app.register(formbody);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  });

  await app.register(
    async (api) => {
      registerHelpRoutes(api, env);
    },
    { prefix: '/api' },
  );

  if (serveWebApp) await registerStaticSite(app, env);
  else {
    app.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ success: false, message: 'No such API call.' }),
    );
  }
  return app;
}
