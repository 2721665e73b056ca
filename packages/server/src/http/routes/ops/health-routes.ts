// GET /healthz (the process answers), /readyz (it should get traffic) and /metrics (Prometheus), at the root
// beside /api: cheap, without accounts, left out of request logs and of the request metrics they serve.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { KeyReusedError } from '../../../domain/catalogue/reviews/idempotency-key';
import { holdMaxAgeHours } from '../../../domain/orders/payment-sweeper';
import { leaseName as paymentSweeperLease } from '../../../domain/orders/sweeper-loop';
import { replayedHeader } from '../../../domain/support/idempotency';
import { healthMessages } from '../../../infra/health/messages';
import { unmatchedRoute } from '../../../infra/health/metrics';
import { metricsAccess, metricsPolicy } from '../../../infra/health/metrics-access';
import { checkReadiness } from '../../../infra/health/readiness';
import { registerScrapeGauges } from '../../../infra/health/scrape-gauges';
import type { Services } from '../../../services';

const operationalRoutes = new Set(['/healthz', '/readyz', '/metrics']);

const levels = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
type Level = (typeof levels)[number];
const quieter = (a: Level, b: Level): Level => (levels.indexOf(a) > levels.indexOf(b) ? a : b);

const uncached = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

export function registerHealthRoutes(
  app: FastifyInstance,
  { db, env, lifecycle, metrics }: Pick<Services, 'db' | 'env' | 'lifecycle' | 'metrics'>,
): void {
  registerScrapeGauges(metrics, db, app.log, { holdMaxAgeHours, sweeperLease: paymentSweeperLease });
  observeRequests(app, metrics);

  // Probes come every few seconds: request log lines for them would drown the rest.
  app.get('/healthz', { logLevel: 'silent' }, async (_request, reply) => {
    uncached(reply);
    return { success: true, message: healthMessages.alive };
  });

  app.get('/readyz', { logLevel: 'silent' }, async (_request, reply) => {
    uncached(reply);
    const readiness = await checkReadiness(db, lifecycle);
    if (readiness.ready) return { success: true, message: healthMessages.ready };
    if (readiness.reason !== 'draining') app.log.warn({ reason: readiness.reason }, 'Not ready');
    return reply.status(503).send({ success: false, message: readiness.message, reason: readiness.reason });
  });

  // Scrapes are not logged either; refusals are, at warn (unless LOG_LEVEL is quieter still).
  const policy = metricsPolicy(env);
  app.get('/metrics', { logLevel: quieter('warn', env.LOG_LEVEL) }, async (request, reply) => {
    uncached(reply);
    const access = metricsAccess(request, policy);
    if (!access.allowed) {
      request.log.warn({ status: access.status }, 'Metrics refused');
      if (access.status === 401) reply.header('WWW-Authenticate', 'Bearer');
      return reply.status(access.status).send({ success: false, message: access.message });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

function observeRequests(app: FastifyInstance, { httpDuration, idempotentReplays }: Services['metrics']) {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? unmatchedRoute;
    if (operationalRoutes.has(route)) return;
    httpDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    if (reply.getHeader(replayedHeader) === 'true') idempotentReplays.inc({ route, outcome: 'replayed' });
  });
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof KeyReusedError) {
      idempotentReplays.inc({ route: request.routeOptions.url ?? unmatchedRoute, outcome: 'refused' });
    }
  });
}
