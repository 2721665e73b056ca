// GET /provider/kycdata: the provider's KYC record; none until the first submission.
import { parseJson } from '@callout/api-client/client';
import { type KycRecord, kycDataResponseSchema } from '@callout/contracts/provider-kyc';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';
import { useQuery } from '@callout/query';

export async function getKycData(signal?: AbortSignal): Promise<KycRecord | undefined> {
  const reply = await parseJson(
    kycDataResponseSchema,
    api.get('provider/kycdata', { signal }),
    '/provider/kycdata',
  );
  return requireSuccess(reply).data?.[0];
}

/** No record yet is an answer too: null. Kept on the device, so the status reads offline too. */
export const useKycData = () =>
  useQuery({
    queryKey: ['kyc-data'],
    queryFn: async ({ signal }) => (await getKycData(signal)) ?? null,
    meta: { keep: true },
  });
