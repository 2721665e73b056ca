// GET /dashboard: everything the customer dashboard shows, in one reply.
import { parseJson } from '@callout/api-client/client';
import { type DashboardData, dashboardResponseSchema } from '@callout/contracts/dashboard';
import { earlyRequest } from '@callout/ui/module-page';
import { useRemote } from '@callout/ui/use-remote';
import type { KyInstance } from 'ky';
import { api } from '../../../lib/api';
import { requireSuccess } from '../../../lib/errors';

/** `client`: the module's own, or the server's when it draws the dashboard (app/server-render.tsx). */
export async function getDashboard(signal?: AbortSignal, client: KyInstance = api): Promise<DashboardData> {
  const reply = requireSuccess(
    await parseJson(dashboardResponseSchema, client.get('dashboard', { signal }), '/dashboard'),
  );
  if (!reply.data) throw new Error('The dashboard reply has no data');
  return reply.data;
}

/** Sent by the route as the dashboard opens, while the page's code still loads. */
export const dashboardRequest = earlyRequest(getDashboard);

/** What the dashboard's data is loaded under, and given under when it comes already loaded. */
export const dashboardKey = 'dashboard';

export const useDashboard = () => useRemote(dashboardKey, dashboardRequest.load);
