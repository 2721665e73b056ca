// Demo mode only (app.ts): the provider of the demo story's order in progress drives a short route, over
// and over, so the customer's live map has someone to follow without a provider's phone reporting. It
// writes through the same function as the provider's device, so it stops mattering once the order ends.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../infra/db/database';
import type { Live } from '../../../infra/live/live-publish';
import { reportPosition } from '../../orders/live-location-store';
import { storyOrders, storyRoute } from './demo-story';

/** Faster than the customer's 5-second poll, so every poll finds the provider somewhere new. */
export const demoMoveIntervalMs = 2_000;

/** Moves one step every `everyMs` (tests pass a short one) until the app closes. */
export function startDemoRouteMover(
  app: FastifyInstance,
  { db, live }: { db: Database; live?: Pick<Live, 'location'> },
  everyMs = demoMoveIntervalMs,
): void {
  const { id, provider } = storyOrders.inProgress;
  let step = 0;
  let running: Promise<void> | null = null;
  const move = () => {
    const point = storyRoute[step % storyRoute.length];
    if (running || !point) return; // a slow write is never overlapped by the next tick
    step += 1;
    running = reportPosition(db, id, provider, point)
      .then(async (kept) => {
        if (kept) await live?.location(id, point.lat, point.lng);
      })
      .catch((error: unknown) => app.log.error(error, 'demo route mover failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(move, everyMs);
  timer.unref();
  // Registered after the database's own close hook, so it runs first (onClose hooks run last-in first-out).
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
