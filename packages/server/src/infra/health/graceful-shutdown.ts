// A restart that no client notices. On SIGTERM or SIGINT (main.ts) the instance starts draining (/readyz
// answers 503), stops accepting connections, finishes the requests in flight, stops its background jobs at a
// safe point and closes the database last: Fastify closes the HTTP server before its onClose hooks run, and
// those run last-in first-out, so the jobs (registered after the database's hook) stop before it closes.
import type { FastifyInstance } from 'fastify';

export type ExitCode = 0 | 1;

/**
 * Call before `listen`. Returns what main.ts runs on a signal: resolves to 0 once everything closed, or to 1
 * when `graceMs` ran out first (logged with what was still in flight).
 */
export function gracefulShutdown(
  app: FastifyInstance,
  graceMs: number,
): (signal: string) => Promise<ExitCode> {
  const { server, lifecycle } = app;
  let inFlight = 0;
  const answering = new Set<import('node:http').ServerResponse>();
  server.on('request', (_request, response) => {
    inFlight += 1;
    answering.add(response);
    response.once('close', () => {
      inFlight -= 1;
      answering.delete(response);
      // Its keep-alive connection has nothing more to do: close it now, not after keepAliveTimeout.
      if (lifecycle.draining) setImmediate(() => server.closeIdleConnections());
    });
  });

  let closing: Promise<ExitCode> | null = null;
  return (signal) => {
    closing ??= new Promise<ExitCode>((resolve) => {
      lifecycle.draining = true;
      app.log.info({ signal, inFlight }, 'Shutting down: finishing the requests in flight');
      // Answers still being made close their connection behind them, so a load balancer's keep-alive
      // connection is not reused for a request this instance would no longer accept. Later requests on
      // open connections get `Connection: close` from Fastify (app.ts: return503OnClosing off).
      for (const response of answering) {
        if (!response.headersSent) response.setHeader('Connection', 'close');
      }
      const timer = setTimeout(() => {
        app.log.error(
          { inFlight, graceMs },
          'Shutdown grace ran out: exiting with requests or background work unfinished',
        );
        resolve(1);
      }, graceMs);
      app.close().then(
        () => {
          clearTimeout(timer);
          app.log.info('Shut down cleanly');
          resolve(0);
        },
        (error: unknown) => {
          clearTimeout(timer);
          app.log.error(error, 'Shutdown failed');
          resolve(1);
        },
      );
    });
    return closing;
  };
}
