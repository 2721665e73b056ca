// GET and POST /notificationsettings: the signed-in account's push and mail switch for each kind it can be
// told of. A change shows at once and is taken back, with a message, when the server refuses it.
import { formBody, parseJson } from '@callout/api-client/client';
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
 * `client`: the module's own, or the server's when it renders Settings (a module's server-render.tsx);
 * there no session is stored, so the path is a customer's.
 */
export async function getNotificationSettings(
  signal?: AbortSignal,
  client: typeof api = api,
): Promise<NotificationSetting[]> {
  const reply = requireSuccess(
    await parseJson(
      notificationSettingsResponseSchema,
      client.get(accountPath('notificationsettings'), { signal }),
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

/** The panel's query, also fetched by the server when it renders the page that shows the panel. */
export const notificationSettingsQuery = (client: typeof api = api) =>
  queryOptions({
    queryKey: notificationSettingsKey,
    queryFn: ({ signal }) => getNotificationSettings(signal, client),
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
