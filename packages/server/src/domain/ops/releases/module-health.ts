// How each version of each module fares: the page loads that got it (counted from the manifest each page
// is sent with) and the problems the shell reports (an entry, chunk or contract that failed to load, an
// error its boundary caught). Each instance counts in memory, for its own /metrics and, every few seconds,
// adds its counts to the database's, where every instance's sum decides whether a canary is rolled back.

import type { ModuleHealthReport } from '@callout/contracts/module-releases';
import type { RemotesManifest } from '@callout/contracts/remotes-manifest';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../infra/db/database';
import type { AppMetrics } from '../../../infra/health/metrics';
import { failureLog } from '../../../infra/jobs/failure-log';
import type { SiteLinks } from '../../notifications/mail/site-links';
import { type AssignmentSigner, pageLoadMinutes } from './assignment-signer';
import { rollBackFailingCanary } from './canary-store';
import { addHealthCounts, failingCanaries, noteProblem, pruneCountedProblems } from './module-health-store';

export interface CanaryLimits {
  /** Problems per page load at which a canary is rolled back (0 to 1). */
  errorRate: number;
  /** Page loads a canary must have had before its rate counts. */
  minLoads: number;
}

export const healthFlushIntervalMs = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's module health counts (app.ts decorates it); tests flush them when they choose. */
    moduleHealth: ModuleHealth;
  }
}

interface Tally {
  loads: number;
  failures: number;
  errors: number;
}

export interface ModuleHealth {
  /** One page load, sent with each module at the version in `manifest`. */
  countLoad(manifest: RemotesManifest): void;
  /** A page load's signed id, for its `callout-load` cookie. */
  newPageLoad(): Promise<string>;
  /**
   * `manifest` as sent to the shell: each remote with its version signed for this device and the page load
   * of `pageLoadCookie`; without a page load this server signed in the last day, no assignments.
   */
  signAssignments(
    manifest: RemotesManifest,
    bucket: number,
    pageLoadCookie: string | null,
  ): Promise<RemotesManifest>;
  /**
   * One reported problem; false when it is not counted: no such version is stored, the report does not
   * carry this server's signature of that version for a page load of the last day, or a report of that
   * page load, version and kind was counted before (on any instance).
   */
  countProblem(report: ModuleHealthReport): Promise<boolean>;
  /** Adds what this instance counted to the database's sums, then rolls back each canary past the limits. */
  flush(): Promise<void>;
}

/** Page loads' reports already counted, per kind: a replay is refused without asking the database. */
const rememberedReports = 20_000;
/** How often an instance deletes the counted reports of page loads too old to report. */
const pruneEveryMs = 10 * 60_000;

export function createModuleHealth(
  db: Database,
  siteLinks: SiteLinks,
  metrics: AppMetrics,
  limits: CanaryLimits,
  log: FastifyBaseLogger,
  signer: () => Promise<AssignmentSigner>,
): ModuleHealth {
  let counted = new Set<string>();
  let prunedAt = 0;
  let pending = new Map<string, Tally>();
  const tallyOf = (module: string, version: string) => {
    const key = `${module} ${version}`;
    const tally = pending.get(key) ?? { loads: 0, failures: 0, errors: 0 };
    pending.set(key, tally);
    return tally;
  };

  async function write(counted: Map<string, Tally>) {
    const rows = [...counted].map(([key, tally]) => ({ key: key.split(' '), tally }));
    if (rows.length === 0) return;
    const counts = {
      modules: rows.map((row) => row.key[0] ?? ''),
      versions: rows.map((row) => row.key[1] ?? ''),
      loads: rows.map((row) => row.tally.loads),
      failures: rows.map((row) => row.tally.failures),
      errors: rows.map((row) => row.tally.errors),
    };
    await db.transaction((tx) => addHealthCounts(tx, counts));
  }

  return {
    countLoad(manifest) {
      for (const remote of manifest.remotes) {
        tallyOf(remote.name, remote.version).loads += 1;
        metrics.modulePageLoads.inc({ module: remote.name, version: remote.version });
      }
    },
    async newPageLoad() {
      return (await signer()).newPageLoad();
    },
    async signAssignments(manifest, bucket, pageLoadCookie) {
      const sign = await signer();
      return sign.sign(manifest, bucket, sign.pageLoadOf(pageLoadCookie));
    },
    async countProblem(report) {
      const pageLoad = (await signer()).verify(report.assignment, report.module, report.version);
      if (pageLoad === null) return false;
      const key = `${pageLoad} ${report.module} ${report.version} ${report.kind}`;
      if (counted.has(key)) return false;
      // Only a stored version gets a label: made-up versions must not grow /metrics. Each page load's
      // problem of a kind counts once across the fleet, whichever instance it is sent to.
      const fresh = await noteProblem(db, {
        pageLoad,
        module: report.module,
        version: report.version,
        kind: report.kind,
      });
      if (counted.size >= rememberedReports) counted = new Set();
      counted.add(key);
      if (!fresh) return false;
      const tally = tallyOf(report.module, report.version);
      if (report.kind === 'error') {
        tally.errors += 1;
        metrics.moduleErrors.inc({ module: report.module, version: report.version });
      } else {
        tally.failures += 1;
        metrics.moduleLoadFailures.inc({ module: report.module, version: report.version, kind: report.kind });
      }
      return true;
    },
    async flush() {
      if (Date.now() - prunedAt >= pruneEveryMs) {
        prunedAt = Date.now();
        await pruneCountedProblems(db, pageLoadMinutes + 60);
      }
      const counted = pending;
      pending = new Map();
      try {
        await write(counted);
      } catch (error) {
        // Kept for the next round rather than lost.
        for (const [key, tally] of counted) {
          const [module = '', version = ''] = key.split(' ');
          const into = tallyOf(module, version);
          into.loads += tally.loads;
          into.failures += tally.failures;
          into.errors += tally.errors;
        }
        throw error;
      }
      const failing = await failingCanaries(db, limits);
      for (const canary of failing) {
        const ended = await rollBackFailingCanary(db, siteLinks, canary.module, canary.version, limits);
        if (ended) log.warn({ ...canary, ...ended }, 'module canary rolled back by itself');
      }
    },
  };
}

/** Flushes every `everyMs` (tests pass a short one) until the app closes, and once more as it closes. */
export function startHealthFlush(
  app: { addHook(name: 'onClose', hook: () => Promise<void>): unknown; log: FastifyBaseLogger },
  health: ModuleHealth,
  everyMs = healthFlushIntervalMs,
): void {
  let running: Promise<void> | null = null;
  const failures = failureLog(app.log, 'module health not saved');
  const run = () => {
    if (running) return;
    running = health
      .flush()
      .then(failures.succeeded, failures.failed)
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
    await run();
  });
}
