// GET /dashboard: everything the customer dashboard shows, in one reply.
import { parseJson } from '@callout/api-client/client';
import { type DashboardData, dashboardResponseSchema } from '@callout/contracts/dashboard';
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

export const useDashboard = () => useRemote('dashboard', getDashboard);
