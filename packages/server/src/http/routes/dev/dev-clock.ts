// POST /dev/clock (form: days, 0 to 400): moves a demo server's clock that many days ahead of the real one,
// so a journey can watch a credential expire; 0 puts it back. Not an API call: it answers 404 unless the
// server runs in DEMO_MODE, where the demo's published passwords already rule out real use.
import { londonDate } from '@callout/contracts/london-time';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ShiftedClock } from '../../../infra/jobs/shifted-clock';

const shiftSchema = z.object({
  days: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .pipe(z.number().max(400)),
});

export function registerDevClockRoutes(app: FastifyInstance, clock: ShiftedClock | null): void {
  app.post('/dev/clock', async (request, reply) => {
    if (!clock) return reply.status(404).send({ success: false, message: 'No such call.' });
    const parsed = shiftSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      return reply.status(400).send({ success: false, message: 'Send days, a whole number from 0 to 400.' });
    }
    clock.shiftDays(parsed.data.days);
    return reply
      .header('Cache-Control', 'no-store')
      .send({ success: true, message: 'Clock moved.', data: { Today: londonDate(clock.now()) } });
  });
}
