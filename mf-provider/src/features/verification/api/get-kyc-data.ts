// GET /provider/kycdata: the provider's KYC record; none until the first submission.
import { parseJson } from '@callout/api-client/client';
import { type KycRecord, kycDataResponseSchema } from '@callout/contracts/provider-kyc';
import { useQuery } from '@callout/query';
import { api } from '../../../lib/api';
import { requireSuccess } from '../../../lib/errors';

export async function getKycData(signal?: AbortSignal): Promise<KycRecord | undefined> {
  const reply = await parseJson(
    kycDataResponseSchema,
    api.get('provider/kycdata', { signal }),
    '/provider/kycdata',
  );
  return requireSuccess(reply).data?.[0];
}

/** No record yet is an answer too: null. */
export const useKycData = () =>
  useQuery({ queryKey: ['kyc-data'], queryFn: async ({ signal }) => (await getKycData(signal)) ?? null });
