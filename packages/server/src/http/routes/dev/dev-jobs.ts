// POST /dev/jobs/series: runs the series runner once, now, on the demo server's clock (POST /dev/clock), so a
// journey can watch the visits of a later day being booked without waiting for the half-hourly round. Not
// an API call: it answers 404 unless the server runs in DEMO_MODE, like the clock it follows.
import { londonDate } from '@callout/contracts/london-time';
import type { FastifyInstance } from 'fastify';
import { runSeriesVisits } from '../../../domain/booking/series/series-runner';
import type { Clock } from '../../../infra/jobs/clock';
import type { Services } from '../../../services';

export function registerDevJobRoutes(
  app: FastifyInstance,
  services: Services,
  demoClock: Clock | null,
): void {
  app.post('/dev/jobs/series', async (_request, reply) => {
    if (!demoClock) return reply.status(404).send({ success: false, message: 'No such call.' });
    const run = await runSeriesVisits(services.db, services.siteLinks, londonDate(demoClock.now()));
    if (!run) {
      return reply
        .status(409)
        .send({ success: false, message: 'Another instance is running the series now.' });
    }
    return reply.header('Cache-Control', 'no-store').send({
      success: true,
      message: 'Series visits booked.',
      data: { Booked: run.booked, NeedsChoice: run.needsChoice },
    });
  });
}
