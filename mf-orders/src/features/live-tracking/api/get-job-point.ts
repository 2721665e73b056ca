// GET /geo/postcodes?q=: where the job's postcode is, for the job marker. The server's own geocoder
// (not in the spec's call list, so its schema lives here); the first place is the postcode itself.
import { parseJson } from '@callout/api-client/client';
import { envelopeSchema } from '@callout/contracts/envelope';
import { api } from '@callout/module-kit/api';
import { queryOptions, useQuery } from '@callout/query';
import { useEffect } from 'react';
import { z } from 'zod';
import type { MapPoint } from './live-location';

const postcodeSearchResponseSchema = envelopeSchema.extend({
  data: z.array(z.object({ postcode: z.string(), lat: z.number(), lng: z.number() })).optional(),
});

export async function getJobPoint(zipCode: string, signal?: AbortSignal): Promise<MapPoint | null> {
  const searchParams = { q: zipCode.trim().slice(0, 40) };
  const reply = await parseJson(
    postcodeSearchResponseSchema,
    api.get('geo/postcodes', { searchParams, ...(signal ? { signal } : {}) }),
    '/geo/postcodes',
  );
  const place = reply.success ? reply.data?.[0] : undefined;
  return place ? { lat: place.lat, lng: place.lng } : null;
}

/** A postcode does not move: looked up once per page load. */
export const jobPointQueryOptions = (zipCode: string) =>
  queryOptions({
    queryKey: ['job-point', zipCode],
    queryFn: ({ signal }) => getJobPoint(zipCode, signal),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: zipCode !== '',
  });

/** Where the job is; no point (unknown postcode, offline) just means no job marker. */
export function useJobPoint(zipCode: string): MapPoint | null {
  const { data, error } = useQuery(jobPointQueryOptions(zipCode));
  useEffect(() => {
    if (error) console.error('Could not place the job', error);
  }, [error]);
  return data ?? null;
}
