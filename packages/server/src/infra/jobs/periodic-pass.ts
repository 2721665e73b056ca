// A job each instance runs at start and then every `everyMs` on its clock, one pass at a time (a call while
// a pass runs joins it), its failures logged through failureLog, and stopped, its last pass awaited, when
// the server closes. A pass's row in the database makes its work once across instances.
import type { FastifyInstance } from 'fastify';
import type { Clock } from './clock';
import { failureLog } from './failure-log';

export function runPeriodically(
  app: FastifyInstance,
  clock: Clock,
  { everyMs, failureMessage }: { everyMs: number; failureMessage: string },
  pass: () => Promise<void>,
): void {
  const failures = failureLog(app.log, failureMessage);
  let running: Promise<void> | null = null;
  const look = async () => {
    if (running) return running;
    running = pass()
      .then(() => failures.succeeded(), failures.failed)
      .finally(() => {
        running = null;
      });
    return running;
  };
  void look();
  const stop = clock.every(everyMs, look);
  app.addHook('onClose', async () => {
    stop();
    await running;
  });
}
