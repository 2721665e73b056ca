// GET /dashboard: the signed-in customer's home (the spec does not confirm this path; the contract fixes it).
import { type DashboardResponse, dashboardResponseSchema } from '@callout/contracts/dashboard';
import type { FastifyInstance } from 'fastify';
import { requireAccount } from '../auth/sessions';
import { dashboardData } from '../dashboard/dashboard-data';
import { documented } from '../openapi/route-contract';
import type { Services } from '../services';

export function registerDashboardRoutes(api: FastifyInstance, { db, env }: Services): void {
  api.get(
    '/dashboard',
    documented({ summary: "The customer's dashboard", access: 'user', response: dashboardResponseSchema }),
    async (request): Promise<DashboardResponse> => {
      const customer = await requireAccount(db, request, 'user');
      return { success: true, message: 'Dashboard loaded.', data: await dashboardData(db, env, customer) };
    },
  );
}
