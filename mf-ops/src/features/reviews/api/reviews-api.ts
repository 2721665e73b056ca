// Provider reviews: the KYC submissions and service requests waiting (or any status), and deciding one.
import {
  kycListResponseSchema,
  type OpsKyc,
  type OpsService,
  servicesListResponseSchema,
} from '@callout/contracts/ops-people';
import { api } from '@callout/module-kit/api';
import { queryOptions } from '@callout/query';
import type { KyInstance } from 'ky';
import { opsGet, opsPost, queryString } from '../../../api/ops-call';

export const kycFilters = ['pending', 'all', 'SUBMITTED', 'UNDER-REVIEW', 'QUERIED', 'VERIFIED'] as const;
export const serviceFilters = [
  'pending',
  'all',
  'SUBMITTED',
  'UNDER-REVIEW',
  'ACTIVE',
  'DENIED',
  'SUSPENDED',
] as const;
export const kycDecisions = ['VERIFIED', 'QUERIED'] as const;
export const serviceDecisions = ['ACTIVE', 'DENIED', 'SUSPENDED'] as const;

export const reviewsKey = ['ops', 'reviews'] as const;

/** `client`: the module's own, or the server's when it renders the page (app/server-render.tsx). */
export const kycQueryOptions = (status: string, client: KyInstance = api) =>
  queryOptions({
    queryKey: [...reviewsKey, 'kyc', status],
    queryFn: async ({ signal }): Promise<OpsKyc[]> =>
      (await opsGet(`ops/kyc${queryString({ status })}`, kycListResponseSchema, signal, client)).data,
  });

export const servicesQueryOptions = (status: string, client: KyInstance = api) =>
  queryOptions({
    queryKey: [...reviewsKey, 'services', status],
    queryFn: async ({ signal }): Promise<OpsService[]> =>
      (await opsGet(`ops/services${queryString({ status })}`, servicesListResponseSchema, signal, client))
        .data,
  });

export interface Decision {
  status: string;
  note: string;
}

export const reviewKyc = (providerId: string, decision: Decision) =>
  opsPost(`ops/kyc/${encodeURIComponent(providerId)}/review`, { ...decision });

export const reviewService = (requestId: string, decision: Decision) =>
  opsPost(`ops/services/${encodeURIComponent(requestId)}/review`, { ...decision });
