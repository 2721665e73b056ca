// GET /provider/kycdata: the provider's KYC record; none until the first submission.
import { parseJson } from '@callout/api-client/client';
import { type KycRecord, kycDataResponseSchema } from '@callout/contracts/provider-kyc';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';
import { queryOptions, useQuery } from '@callout/query';
import type { KyInstance } from 'ky';

/** `client`: the module's own, or the server's when it renders the page (app/server-render.tsx). */
export async function getKycData(
  signal?: AbortSignal,
  client: KyInstance = api,
): Promise<KycRecord | undefined> {
  const reply = await parseJson(
    kycDataResponseSchema,
    client.get('provider/kycdata', { signal }),
    '/provider/kycdata',
  );
  return requireSuccess(reply).data?.[0];
}

/**
 * No record yet is an answer too: null. Kept on the device, so the status reads offline too. `client` as
 * for getKycData.
 */
export const kycDataQuery = (client: KyInstance = api) =>
  queryOptions({
    queryKey: ['kyc-data'],
    queryFn: async ({ signal }) => (await getKycData(signal, client)) ?? null,
  });

export const useKycData = () => useQuery(kycDataQuery());
