// The setup most server suites share: one test server for the describe block around the call, started
// before its tests and closed after them, with a client on it. Use what it returns inside tests and hooks:
// the server only exists once the suite's beforeAll has run.
import type { Clock } from '@callout/server/jobs/clock';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Backend } from './backends';
import { type Client, lateClient, startTestServer, type TestServer } from './harness';

export interface SuiteOptions {
  /** Added to the app's environment (e.g. DEMO_MODE: 'false', METRICS_TOKEN). */
  env?: Record<string, string>;
  /** Also listen on a free loopback port, for callers that need real HTTP (the CLI, curl-like checks). */
  listen?: boolean;
  /** The time the app's scheduled jobs keep (server-testing's testClock). */
  clock?: Clock;
}

export interface SuiteServer extends TestServer {
  /** The address it listens on (with `listen: true`). */
  readonly url: string;
}

export function suiteServer(
  backend: Backend,
  options: SuiteOptions = {},
): { server: SuiteServer; c: Client } {
  let started: TestServer | undefined;
  let url = '';
  const now = (): TestServer => {
    if (!started) throw new Error('The suite server starts in beforeAll: use it inside tests and hooks.');
    return started;
  };
  beforeAll(async () => {
    started = await startTestServer(backend, options.env, options.clock ? { clock: options.clock } : {});
    if (options.listen) url = await started.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(() => started?.close());

  const server: SuiteServer = {
    get app(): FastifyInstance {
      return now().app;
    },
    get db() {
      return now().db;
    },
    get env() {
      return now().env;
    },
    get siteLinks() {
      return now().siteLinks;
    },
    get url() {
      if (!options.listen) throw new Error('Pass listen: true to suiteServer for an address.');
      return url;
    },
    variant: (extra) => now().variant(extra),
    instance: () => now().instance(),
    close: () => now().close(),
  };
  return { server, c: lateClient(() => server.app) };
}
