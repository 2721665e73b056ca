// GET /provider/hmrcstatement?year= : what was reported to HMRC about the provider for a calendar year.
import { parseJson } from '@callout/api-client/client';
import { type HmrcStatementResponse, hmrcStatementResponseSchema } from '@callout/contracts/hmrc-reporting';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';
import { queryOptions, useQuery } from '@callout/query';

export type HmrcStatement = NonNullable<HmrcStatementResponse['data']>;

export const hmrcStatementQuery = (year: number) =>
  queryOptions({
    queryKey: ['provider-hmrcstatement', year],
    queryFn: async ({ signal }): Promise<HmrcStatement | null> =>
      requireSuccess(
        await parseJson(
          // A refusal ({ success: false, message }) carries no data.
          hmrcStatementResponseSchema.partial({ data: true }),
          api.get('provider/hmrcstatement', { searchParams: { year }, signal }),
          '/provider/hmrcstatement',
        ),
      ).data ?? null,
  });

export const useHmrcStatement = (year: number) => useQuery(hmrcStatementQuery(year));
