// GET /provider/getnotifications: what happened that the provider cares about, newest first.
import { parseJson } from '@callout/api-client/client';
import { type Notification, notificationsResponseSchema } from '@callout/contracts/provider-jobs';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';
import { queryOptions, useQuery } from '@callout/query';

export async function getNotifications(signal?: AbortSignal): Promise<Notification[]> {
  const reply = await parseJson(
    notificationsResponseSchema,
    api.get('provider/getnotifications', { signal }),
    '/provider/getnotifications',
  );
  return requireSuccess(reply).data ?? [];
}

/** Kept on the device, so the bell still lists what the provider saw last when offline. */
export const notificationsQuery = () =>
  queryOptions({
    queryKey: ['provider-notifications'],
    queryFn: ({ signal }) => getNotifications(signal),
  });

/** Loads only while the bell is open, and again on each opening (never fresh for long: staleTime 0). */
export const useNotifications = (open: boolean) =>
  useQuery({ ...notificationsQuery(), enabled: open, staleTime: 0 });
