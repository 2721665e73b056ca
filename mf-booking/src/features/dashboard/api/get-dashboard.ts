// GET /dashboard: everything the customer dashboard shows, in one reply.
import { parseJson } from '@callout/api-client/client';
import { type DashboardData, dashboardResponseSchema } from '@callout/contracts/dashboard';
import { earlyRequest } from '@callout/ui/module-page';
import { useRemote } from '@callout/ui/use-remote';
import { api } from '../../../lib/api';
import { requireSuccess } from '../../../lib/errors';

export async function getDashboard(signal?: AbortSignal): Promise<DashboardData> {
  const reply = requireSuccess(
    await parseJson(dashboardResponseSchema, api.get('dashboard', { signal }), '/dashboard'),
  );
  if (!reply.data) throw new Error('The dashboard reply has no data');
  return reply.data;
}

/** Sent by the route as the dashboard opens, while the page's code still loads. */
export const dashboardRequest = earlyRequest(getDashboard);

export const useDashboard = () => useRemote('dashboard', dashboardRequest.load);
