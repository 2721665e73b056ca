// POST /activeproviders, the booking flow's provider list: who else is free for the job's service on its
// day and covers its postcode, for a customer whose provider declined.
import { formBody, parseJson } from '@callout/api-client/client';
import { activeProvidersInputSchema, activeProvidersResponseSchema } from '@callout/contracts/catalog';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';
import { queryOptions, useQuery } from '@callout/query';

interface Job {
  productId: string;
  day: string;
  zipcode: string;
}

export async function getFreeProviders(job: Job, signal?: AbortSignal) {
  const body = formBody(
    activeProvidersInputSchema.parse({
      schedule: job.day,
      prodid: job.productId,
      search: '',
      zipcode: job.zipcode,
    }),
  );
  const reply = await parseJson(
    activeProvidersResponseSchema,
    api.post('activeproviders', { body, ...(signal ? { signal } : {}) }),
    '/activeproviders',
  );
  return requireSuccess(reply).data ?? [];
}

export const freeProvidersQuery = (job: Job) =>
  queryOptions({
    queryKey: ['free-providers', job.productId, job.day, job.zipcode],
    queryFn: ({ signal }) => getFreeProviders(job, signal),
  });

export const useFreeProviders = (job: Job) => useQuery(freeProvidersQuery(job));
