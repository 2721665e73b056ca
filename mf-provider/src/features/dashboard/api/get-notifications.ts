// GET /provider/getnotifications: what happened that the provider cares about, newest first.
import { parseJson } from '@callout/api-client/client';
import { type Notification, notificationsResponseSchema } from '@callout/contracts/provider-jobs';
import { useRemote } from '@callout/ui/use-remote';
import { api } from '../../../lib/api';
import { requireSuccess } from '../../../lib/errors';

export async function getNotifications(signal?: AbortSignal): Promise<Notification[]> {
  const reply = await parseJson(
    notificationsResponseSchema,
    api.get('provider/getnotifications', { signal }),
    '/provider/getnotifications',
  );
  return requireSuccess(reply).data ?? [];
}

/** Loads only once the bell is opened (key null until then), and again on each opening. */
export const useNotifications = (openCount: number) =>
  useRemote(openCount > 0 ? `notifications:${openCount}` : null, getNotifications);
