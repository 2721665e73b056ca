// GET /provider/getnotifications: what happened that the provider cares about, newest first.
import { parseJson } from '@callout/api-client/client';
import { type Notification, notificationsResponseSchema } from '@callout/contracts/provider-jobs';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';
import { useQuery } from '@callout/query';

export async function getNotifications(signal?: AbortSignal): Promise<Notification[]> {
  const reply = await parseJson(
    notificationsResponseSchema,
    api.get('provider/getnotifications', { signal }),
    '/provider/getnotifications',
  );
  return requireSuccess(reply).data ?? [];
}

/** Loads only once the bell is opened, and again on each opening (a key of its own). */
export const useNotifications = (openCount: number) =>
  useQuery({
    queryKey: ['notifications', openCount],
    queryFn: ({ signal }) => getNotifications(signal),
    enabled: openCount > 0,
  });
