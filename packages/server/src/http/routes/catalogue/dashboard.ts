// GET /dashboard: the signed-in customer's home (the spec does not confirm this path; the contract fixes it).
import { type DashboardResponse, dashboardResponseSchema } from '@callout/contracts/dashboard';
import type { FastifyInstance } from 'fastify';
import { requireAccount } from '../../../domain/accounts/auth/sessions';
import {
  dashboardData,
  type PublicDashboard,
  publicDashboard,
} from '../../../domain/catalogue/dashboard/dashboard-data';
import { createReadCache } from '../../../infra/cache/answer-cache';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';

/**
 * The part every customer sees alike (promotions, trending services, leading providers) is kept in memory:
 * emptied when the catalogue or promotions change or an account is suspended or deleted on any
 * instance, and read again once this old, as bookings and ratings move the rankings (in the background: the
 * requests meanwhile get the part as it was, up to twice this old; infra/cache/answer-cache.ts).
 */
export const publicDashboardMs = 10_000;

export function registerDashboardRoutes(api: FastifyInstance, { db, env, changes }: Services): void {
  const shared = createReadCache<PublicDashboard>(changes, {
    maxAgeMs: publicDashboardMs,
    forgetOn: ['catalogue', 'sessions'],
  });
  const publicPart = () => shared.get('dashboard', () => publicDashboard(db, env));
  api.get(
    '/dashboard',
    documented({ summary: "The customer's dashboard", access: 'user', response: dashboardResponseSchema }),
    async (request): Promise<DashboardResponse> => {
      const customer = await requireAccount(db, request, 'user');
      return {
        success: true,
        message: 'Dashboard loaded.',
        data: await dashboardData(db, env, customer, publicPart),
      };
    },
  );
}
