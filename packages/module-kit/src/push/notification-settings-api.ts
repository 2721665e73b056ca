// GET and POST /notificationsettings: the signed-in account's push and mail switch for each kind it can be
// told of. A change shows at once and is taken back, with a message, when the server refuses it.
import { formBody, parseJson } from '@callout/api-client/client';
import type { AccountType } from '@callout/contracts/accounts';
import { envelopeSchema } from '@callout/contracts/envelope';
import {
  type NotificationSetting,
  notificationSettingsResponseSchema,
  notificationSettingUpdateSchema,
} from '@callout/contracts/push';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@callout/query';
import { api } from '../api';
import { requireSuccess } from '../errors';
import { accountPath } from './account-path';

export const notificationSettingsKey = ['notification-settings'] as const;

/**
 * `client` and `accountType`: the module's own and the session's, or the server's when it renders the page
 * (a module's app/server-render.tsx) and the account it renders it for.
 */
export async function getNotificationSettings(
  signal?: AbortSignal,
  client: typeof api = api,
  accountType?: AccountType,
): Promise<NotificationSetting[]> {
  const reply = requireSuccess(
    await parseJson(
      notificationSettingsResponseSchema,
      client.get(accountPath('notificationsettings', accountType), { signal }),
      '/notificationsettings',
    ),
  );
  if (!reply.data) throw new Error('The notification settings reply has no data');
  return reply.data;
}

export async function saveNotificationSetting(setting: NotificationSetting): Promise<void> {
  const input = { kind: setting.Kind, push: String(setting.Push), mail: String(setting.Mail) };
  notificationSettingUpdateSchema.parse(input);
  requireSuccess(
    await parseJson(
      envelopeSchema,
      api.post(accountPath('notificationsettings'), { body: formBody(input) }),
      '/notificationsettings',
    ),
  );
}

/** The settings' query; `client` and `accountType` as for getNotificationSettings. */
export const notificationSettingsQuery = (client: typeof api = api, accountType?: AccountType) =>
  queryOptions({
    queryKey: notificationSettingsKey,
    queryFn: ({ signal }) => getNotificationSettings(signal, client, accountType),
  });

export const useNotificationSettings = () => useQuery(notificationSettingsQuery());

const withSetting = (settings: NotificationSetting[] | undefined, changed: NotificationSetting) =>
  settings?.map((setting) => (setting.Kind === changed.Kind ? changed : setting));

export function useSaveNotificationSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationSetting,
    onMutate: async (changed) => {
      await queryClient.cancelQueries({ queryKey: notificationSettingsKey });
      const before = queryClient.getQueryData<NotificationSetting[]>(notificationSettingsKey);
      queryClient.setQueryData(notificationSettingsKey, withSetting(before, changed));
      return { before };
    },
    onError: (_error, _changed, context) => {
      queryClient.setQueryData(notificationSettingsKey, context?.before);
    },
  });
}
