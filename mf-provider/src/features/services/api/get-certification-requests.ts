// GET /provider/certrequests?search=&sort=: the provider's service requests, filtered by status.
import { parseJson } from '@callout/api-client/client';
import {
  type CertificationFilter,
  type CertificationRequest,
  certificationRequestsQuerySchema,
  certificationRequestsResponseSchema,
} from '@callout/contracts/provider-certification';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';
import { useDebouncedValue } from '@callout/module-kit/use-debounced-value';
import { keepPreviousData, useQuery } from '@callout/query';
import { searchDebounceMs } from '../../../config/constants';

export async function getCertificationRequests(
  search: string,
  sort: CertificationFilter,
  signal?: AbortSignal,
): Promise<CertificationRequest[]> {
  const searchParams = certificationRequestsQuerySchema.parse({ search, sort });
  const reply = await parseJson(
    certificationRequestsResponseSchema,
    api.get('provider/certrequests', { searchParams, signal }),
    '/provider/certrequests',
  );
  return requireSuccess(reply).data ?? [];
}

export function useCertificationRequests(search: string, sort: CertificationFilter) {
  const settled = useDebouncedValue(search.trim(), searchDebounceMs);
  return useQuery({
    queryKey: ['certification-requests', sort, settled],
    queryFn: ({ signal }) => getCertificationRequests(settled, sort, signal),
    // The rows of the previous search stay while the next loads.
    placeholderData: keepPreviousData,
  });
}
