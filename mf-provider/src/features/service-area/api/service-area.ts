// GET /provider/servicearea (data null until set) and POST /provider/servicearea (zipcode, radius): the
// provider's base postcode and how far they travel. The area is kept on the device, so the form
// opens on it offline too; saving needs the connection.
import { formBody, parseJson } from '@callout/api-client/client';
import {
  getServiceAreaResponseSchema,
  type ServiceArea,
  type UpdateServiceAreaInput,
  updateServiceAreaInputSchema,
  updateServiceAreaResponseSchema,
} from '@callout/contracts/service-area';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';
import { type QueryClient, queryOptions, useQuery } from '@callout/query';
import type { KyInstance } from 'ky';

export { updateServiceAreaInputSchema };

/** `client`: the module's own, or the server's when it renders the page (app/server-render.tsx). */
export async function getServiceArea(
  signal?: AbortSignal,
  client: KyInstance = api,
): Promise<ServiceArea | null> {
  const reply = await parseJson(
    getServiceAreaResponseSchema,
    client.get('provider/servicearea', { signal }),
    '/provider/servicearea',
  );
  return requireSuccess(reply).data ?? null;
}

/** The area's query; `client` as for getServiceArea. */
export const serviceAreaQuery = (client: KyInstance = api) =>
  queryOptions({
    queryKey: ['service-area'],
    queryFn: ({ signal }) => getServiceArea(signal, client),
  });

export const useServiceArea = () => useQuery(serviceAreaQuery());

/** Throws ServerRefusal with the server's reason when it refuses the area. */
export async function updateServiceArea(
  input: UpdateServiceAreaInput,
): Promise<{ message: string; area: ServiceArea | null }> {
  const body = formBody(updateServiceAreaInputSchema.parse(input));
  const reply = requireSuccess(
    await parseJson(
      updateServiceAreaResponseSchema,
      api.post('provider/servicearea', { body }),
      '/provider/servicearea',
    ),
  );
  return { message: reply.message, area: reply.data ?? null };
}

export const storeServiceArea = (queryClient: QueryClient, area: ServiceArea | null) =>
  queryClient.setQueryData(serviceAreaQuery().queryKey, area);
