// GET /route?from=lat,lng&to=lat,lng (and /provider/route): the driving route from a provider to a job for
// the maps, asked of the routing service by the server so the browser never talks to it.
import {
  type DrivingRouteResponse,
  drivingRouteQuerySchema,
  drivingRouteResponseSchema,
} from '@callout/contracts/driving-route';
import type { FastifyInstance } from 'fastify';
import type { RateRule } from '../../../domain/accounts/auth/rate-limit';
import { requireAccount } from '../../../domain/accounts/auth/sessions';
import { createRoutePlanner } from '../../../infra/geo/driving-route';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';
import { accountRoles } from '../accounts/account-prefix';

/** A map asks at most once per provider move (every 5 s): ten times that stops a script, not a map. */
const routePerAccount: RateRule = { name: 'route:account', limit: 7_200, windowSeconds: 3_600 };
const pointMessage = 'Give a point as latitude,longitude.';

const toPoint = (text: string) => {
  const [lat = Number.NaN, lng = Number.NaN] = text.split(',').map(Number);
  return { lat, lng };
};
const onEarth = ({ lat, lng }: { lat: number; lng: number }) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

/** The contract's pattern, and points that exist. */
const routeQuerySchema = drivingRouteQuerySchema
  .transform(({ from, to }) => ({ from: toPoint(from), to: toPoint(to) }))
  .refine(({ from, to }) => onEarth(from) && onEarth(to), { message: pointMessage, path: ['from'] });

export function registerDrivingRouteRoutes(api: FastifyInstance, { db, env, rateLimits }: Services): void {
  const planner = createRoutePlanner(env.ROUTING_URL, {
    onFailure: (error) => api.log.warn({ err: error }, 'The routing service failed; drawing a straight line'),
  });
  for (const { role, prefix } of accountRoles) {
    api.get(
      `${prefix}/route`,
      documented({
        summary: 'Driving route from the provider to the job',
        access: role,
        query: routeQuerySchema,
        response: drivingRouteResponseSchema,
        errors: [429],
      }),
      async (request): Promise<DrivingRouteResponse> => {
        const account = await requireAccount(db, request, role);
        const { from, to } = inputOf(request).query;
        await rateLimits.countAttempt(db, [[routePerAccount, account.id]]);
        const data = await planner.route(from, to);
        return {
          success: true,
          message: data.Source === 'road' ? 'Route found.' : 'As the crow flies.',
          data,
        };
      },
    );
  }
}
