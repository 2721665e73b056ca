// GET /dashboard: everything the customer dashboard shows, in one reply.
import { parseJson } from '@callout/api-client/client';
import { type DashboardData, dashboardResponseSchema } from '@callout/contracts/dashboard';
import { api } from '@callout/module-kit/api';
import { queryOptions, useQuery } from '@callout/query';
import type { KyInstance } from 'ky';
import { requireSuccess } from '../../../lib/errors';

/** `client`: the module's own, or the server's when it renders the dashboard (app/server-render.tsx). */
export async function getDashboard(signal?: AbortSignal, client: KyInstance = api): Promise<DashboardData> {
  const reply = requireSuccess(
    await parseJson(dashboardResponseSchema, client.get('dashboard', { signal }), '/dashboard'),
  );
  if (!reply.data) throw new Error('The dashboard reply has no data');
  return reply.data;
}

/** The page's query, also fetched by the server when it renders the page and by the route as it opens. */
export const dashboardQuery = (client: KyInstance = api) =>
  queryOptions({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => getDashboard(signal, client),
  });

export const useDashboard = () => useQuery(dashboardQuery());
