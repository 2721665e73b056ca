// Where an instance is in its life, shared by what must know it: /readyz answers 503 while it drains, and
// shutdown (main.ts) starts draining before it stops accepting and closes the database.
export interface Lifecycle {
  /** Set once a shutdown has begun; never cleared. */
  draining: boolean;
}

export const createLifecycle = (): Lifecycle => ({ draining: false });

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's lifecycle (app.ts decorates it), for main.ts's graceful shutdown. */
    lifecycle: Lifecycle;
  }
}
