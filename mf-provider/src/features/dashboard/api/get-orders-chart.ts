// GET /provider/getorderschart: orders per month for the 'Monthly Orders' chart.
import { parseJson } from '@callout/api-client/client';
import { type MonthlyOrdersRow, monthlyOrdersResponseSchema } from '@callout/contracts/provider-jobs';
import { useRemote } from '@callout/ui/use-remote';
import type { KyInstance } from 'ky';
import { api } from '../../../lib/api';
import { requireSuccess } from '../../../lib/errors';

/** `client`: the module's own, or the server's when it draws the dashboard (app/server-render.tsx). */
export async function getOrdersChart(
  signal?: AbortSignal,
  client: KyInstance = api,
): Promise<MonthlyOrdersRow[]> {
  const reply = await parseJson(
    monthlyOrdersResponseSchema,
    client.get('provider/getorderschart', { signal }),
    '/provider/getorderschart',
  );
  return requireSuccess(reply).data ?? [];
}

export const ordersChartKey = 'orders-chart';

/** Only KYC-verified providers see the chart, so nothing is asked for until then. */
export const useOrdersChart = (enabled: boolean) =>
  useRemote(enabled ? ordersChartKey : null, getOrdersChart);
