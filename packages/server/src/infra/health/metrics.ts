// The instance's Prometheus metrics, in a registry of its own: tests build several apps in one process,
// and prom-client's global registry would mix (or refuse to re-register) their metrics.
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Fixed label of requests no route matched, so scanners' random URLs cannot grow the label set. */
export const unmatchedRoute = 'unmatched';

export interface AppMetrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  dbDuration: Histogram<'operation'>;
  dbInFlight: Gauge;
  mailSendFailures: Counter;
  pushes: Counter<'outcome'>;
  idempotentReplays: Counter<'route' | 'outcome'>;
  modulePageLoads: Counter<'module' | 'version'>;
  moduleLoadFailures: Counter<'module' | 'version' | 'kind'>;
  moduleErrors: Counter<'module' | 'version'>;
}

export function createMetrics(): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    dbDuration: new Histogram({
      name: 'db_query_duration_seconds',
      help: 'Time of a database call: a query, an exec (migrations) or a whole transaction.',
      labelNames: ['operation'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    }),
    dbInFlight: new Gauge({
      name: 'db_queries_in_flight',
      help: 'Database statements sent and not yet answered (on PGlite they queue for its one connection).',
      registers,
    }),
    mailSendFailures: new Counter({
      name: 'mail_send_failures_total',
      help: 'SMTP sends that failed; the mail stays queued and is tried again later.',
      registers,
    }),
    pushes: new Counter({
      name: 'push_sends_total',
      help: 'Web Push messages handed to a push service, by outcome: sent, gone (the subscription was deleted) or failed.',
      labelNames: ['outcome'],
      registers,
    }),
    idempotentReplays: new Counter({
      name: 'idempotent_replays_total',
      help: 'Posts with an Idempotency-Key seen before: answered from the stored result, or refused.',
      labelNames: ['route', 'outcome'],
      registers,
    }),
    // Labelled only with stored versions: the manifest's, or a reported one the store holds.
    modulePageLoads: new Counter({
      name: 'module_page_loads_total',
      help: 'Pages sent with a module at a version (the version that device got), by module and version.',
      labelNames: ['module', 'version'],
      registers,
    }),
    moduleLoadFailures: new Counter({
      name: 'module_load_failures_total',
      help: "A module's entry, chunk or contract that failed to load in a page, as the shell reported it.",
      labelNames: ['module', 'version', 'kind'],
      registers,
    }),
    moduleErrors: new Counter({
      name: 'module_errors_total',
      help: "Errors a module's error boundary caught in a page, as the shell reported them.",
      labelNames: ['module', 'version'],
      registers,
    }),
  };
}
