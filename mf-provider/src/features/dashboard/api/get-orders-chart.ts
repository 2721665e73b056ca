// GET /provider/getorderschart: orders per month for the 'Monthly Orders' chart.
import { parseJson } from '@callout/api-client/client';
import { type MonthlyOrdersRow, monthlyOrdersResponseSchema } from '@callout/contracts/provider-jobs';
import { useRemote } from '@callout/ui/use-remote';
import { api } from '../../../lib/api';
import { requireSuccess } from '../../../lib/errors';

export async function getOrdersChart(signal?: AbortSignal): Promise<MonthlyOrdersRow[]> {
  const reply = await parseJson(
    monthlyOrdersResponseSchema,
    api.get('provider/getorderschart', { signal }),
    '/provider/getorderschart',
  );
  return requireSuccess(reply).data ?? [];
}

/** Only KYC-verified providers see the chart, so nothing is asked for until then. */
export const useOrdersChart = (enabled: boolean) =>
  useRemote(enabled ? 'orders-chart' : null, getOrdersChart);
