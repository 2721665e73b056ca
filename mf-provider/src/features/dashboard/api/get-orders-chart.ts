// GET /provider/getorderschart: orders per month for the 'Monthly Orders' chart.
import { parseJson } from '@callout/api-client/client';
import { type MonthlyOrdersRow, monthlyOrdersResponseSchema } from '@callout/contracts/provider-jobs';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';
import { queryOptions, useQuery } from '@callout/query';
import type { KyInstance } from 'ky';

/** `client`: the module's own, or the server's when it renders the dashboard (app/server-render.tsx). */
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

/** The chart's query; `client` as for getOrdersChart. */
export const ordersChartQuery = (client: KyInstance = api) =>
  queryOptions({
    queryKey: ['orders-chart'],
    queryFn: ({ signal }) => getOrdersChart(signal, client),
  });

/** Only KYC-verified providers see the chart, so nothing is asked for until then. */
export const useOrdersChart = (enabled: boolean) => useQuery({ ...ordersChartQuery(), enabled });
