// Digital platform reporting in the console: the sellers whose details for HMRC are missing or not
// verified (verified here), and the year's report produced through POST /ops/hmrc/reports.
import { formBody, parseAnswer } from '@callout/api-client/client';
import {
  type HmrcReportResponse,
  hmrcReportResponseSchema,
  type OpsSeller,
  opsSellerDetailsResponseSchema,
} from '@callout/contracts/hmrc-reporting';
import { api } from '@callout/module-kit/api';
import { ServerRefusal } from '@callout/module-kit/errors';
import { queryOptions } from '@callout/query';
import type { KyInstance } from 'ky';
import { opsGet, opsPost, queryString } from '../../../api/ops-call';

export const sellerFilters = ['pending', 'all'] as const;
export const sellersKey = ['ops', 'hmrc', 'sellers'] as const;

/** `client`: the module's own, or the server's when it renders the page. */
export const sellersQueryOptions = (status: string, client: KyInstance = api) =>
  queryOptions({
    queryKey: [...sellersKey, status],
    queryFn: async ({ signal }): Promise<OpsSeller[]> =>
      (
        await opsGet(
          `ops/sellerdetails${queryString({ status })}`,
          opsSellerDetailsResponseSchema.partial({ data: true }),
          signal,
          client,
        )
      ).data ?? [],
  });

export const verifySeller = (providerId: string, note: string) =>
  opsPost(`ops/sellerdetails/${encodeURIComponent(providerId)}/verify`, { note: note.trim() || undefined });

export type ProducedReport = HmrcReportResponse['data'] & { message: string };

export async function produceReport(input: {
  year: string;
  format: 'xml' | 'csv';
  draft: boolean;
}): Promise<ProducedReport> {
  const answer = await parseAnswer(
    // A refusal ({ success: false, message }) carries no data.
    hmrcReportResponseSchema.partial({ data: true }),
    api.post('ops/hmrc/reports', {
      body: formBody({ year: input.year, format: input.format, draft: String(input.draft) }),
    }),
    '/ops/hmrc/reports',
  );
  const { success, message, data } = answer.body;
  if (!success || !data) throw new ServerRefusal(message, answer);
  return { ...data, message };
}
