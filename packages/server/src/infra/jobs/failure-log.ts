// How a background loop (the mail and push queues, the sweeps, the notification watch) reports a pass that
// failed. While the database is down every pass fails the same way, every few seconds: the log gets the
// first failure at once, then one line a minute while it lasts, with how many passes failed, and one line
// when a pass works again, so an outage reads as three lines, not thousands.
/** The two levels it writes at (Fastify's logger has them). */
export interface LoopLog {
  error(fields: object, message: string): void;
  info(fields: object, message: string): void;
}

export interface FailureLog {
  failed(error: unknown): void;
  succeeded(): void;
}

export const failureLogQuietMs = 60_000;

export function failureLog(
  log: LoopLog,
  what: string,
  { quietMs = failureLogQuietMs, now = Date.now }: { quietMs?: number; now?: () => number } = {},
): FailureLog {
  let since: number | null = null;
  let lastLogged = 0;
  let failures = 0;
  return {
    failed(error) {
      const at = now();
      failures += 1;
      if (since === null) {
        since = at;
        lastLogged = at;
        log.error({ err: error }, what);
      } else if (at - lastLogged >= quietMs) {
        lastLogged = at;
        log.error({ err: error, failures, failingForMs: at - since }, `${what} (still failing)`);
      }
    },
    succeeded() {
      if (since === null) return;
      log.info({ failures, failedForMs: now() - since }, `${what}: working again`);
      since = null;
      failures = 0;
    },
  };
}
