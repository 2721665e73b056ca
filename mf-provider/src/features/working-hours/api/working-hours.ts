// GET and POST /provider/workinghours: the provider's spans per weekday, days off and notice. Saving
// replaces the whole week and needs the connection.
import { formBody, parseJson } from '@callout/api-client/client';
import {
  getWorkingHoursResponseSchema,
  type UpdateWorkingHoursInput,
  updateWorkingHoursResponseSchema,
  type WorkingHours,
} from '@callout/contracts/working-hours';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';
import { type QueryClient, queryOptions, useQuery } from '@callout/query';
import type { KyInstance } from 'ky';

/** `client`: the module's own, or the server's when it renders the page (app/server-render.tsx). */
export async function getWorkingHours(
  signal?: AbortSignal,
  client: KyInstance = api,
): Promise<WorkingHours | null> {
  const reply = await parseJson(
    getWorkingHoursResponseSchema,
    client.get('provider/workinghours', { signal }),
    '/provider/workinghours',
  );
  return requireSuccess(reply).data ?? null;
}

export const workingHoursQuery = (client: KyInstance = api) =>
  queryOptions({ queryKey: ['working-hours'], queryFn: ({ signal }) => getWorkingHours(signal, client) });

export const useWorkingHours = () => useQuery(workingHoursQuery());

/** Throws ServerRefusal with the server's words when it refuses the hours. */
export async function saveWorkingHours(form: Record<keyof UpdateWorkingHoursInput, string>): Promise<string> {
  const reply = requireSuccess(
    await parseJson(
      updateWorkingHoursResponseSchema,
      api.post('provider/workinghours', { body: formBody(form) }),
      '/provider/workinghours',
    ),
  );
  return reply.message;
}

export const refreshWorkingHours = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: workingHoursQuery().queryKey });
