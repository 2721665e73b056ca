// Web Push: GET /push/key; POST /push/subscribe, /push/unsubscribe and GET/POST
// /notificationsettings for customers, the same under /provider for providers.
import type { Envelope } from '@callout/contracts/envelope';
import { envelopeSchema } from '@callout/contracts/envelope';
import {
  type NotificationKind,
  notificationSettingsResponseSchema,
  notificationSettingUpdateSchema,
  type PushKeyResponse,
  pushKeyResponseSchema,
  pushUnsubscribeSchema,
} from '@callout/contracts/push';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { requireAccount } from '../../../domain/accounts/auth/sessions';
import { pushMessages } from '../../../domain/notifications/push/messages';
import { kindsOf, listSettings } from '../../../domain/notifications/push/notification-settings';
import { saveSetting } from '../../../domain/notifications/push/notification-settings-store';
import {
  parseSubscription,
  pushSubscriptionFormSchema,
} from '../../../domain/notifications/push/subscription-input';
import { ApiError } from '../../../errors';
import { type AllowedHost, isAllowedEndpoint } from '../../../infra/push/endpoint-allow-list';
import { deleteSubscription, saveSubscription } from '../../../infra/push/subscription-store';
import type { VapidKeys } from '../../../infra/push/vapid-keys';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';
import { accountRoles } from '../accounts/account-prefix';

export interface PushRouteOptions {
  keys: VapidKeys | null;
  allowList: readonly AllowedHost[];
}

export function registerPushRoutes(
  api: FastifyInstance,
  { db }: Services,
  { keys, allowList }: PushRouteOptions,
): void {
  api.get(
    '/push/key',
    documented({
      summary: 'The VAPID public key a browser subscribes with (503 when push is not configured)',
      access: 'public',
      response: pushKeyResponseSchema,
      errors: [503],
    }),
    async (): Promise<PushKeyResponse> => {
      if (!keys) throw new ApiError(503, pushMessages.unavailable);
      return { success: true, message: pushMessages.key, data: { publicKey: keys.publicKey } };
    },
  );

  for (const { role, prefix } of accountRoles) {
    api.post(
      `${prefix}/push/subscribe`,
      documented({
        summary:
          "Receive this account's notifications on this device: the browser's PushSubscription as JSON, or its endpoint, p256dh and auth as a form",
        access: role,
        body: pushSubscriptionFormSchema,
        response: envelopeSchema,
        errors: [503],
      }),
      async (request): Promise<Envelope> => {
        const account = await requireAccount(db, request, role);
        if (!keys) throw new ApiError(503, pushMessages.unavailable);
        const subscription = parseSubscription(request.body);
        if (!isAllowedEndpoint(subscription.endpoint, allowList)) {
          throw new ApiError(400, pushMessages.unknownService);
        }
        const userAgent = request.headers['user-agent']?.slice(0, 300) ?? null;
        await saveSubscription(db, account.id, subscription, userAgent);
        return { success: true, message: pushMessages.subscribed };
      },
    );

    api.post(
      `${prefix}/push/unsubscribe`,
      documented({
        summary: 'Stop notifications on this device',
        access: role,
        body: pushUnsubscribeSchema,
        response: envelopeSchema,
      }),
      async (request): Promise<Envelope> => {
        const account = await requireAccount(db, request, role);
        const { endpoint } = inputOf(request).body;
        await deleteSubscription(db, account.id, endpoint);
        return { success: true, message: pushMessages.unsubscribed };
      },
    );

    api.get(
      `${prefix}/notificationsettings`,
      documented({
        summary: 'The push and mail switch of each kind of notification',
        access: role,
        response: notificationSettingsResponseSchema,
      }),
      async (request): Promise<z.infer<typeof notificationSettingsResponseSchema>> => {
        const account = await requireAccount(db, request, role);
        const data = await listSettings(db, account.id, role);
        return { success: true, message: pushMessages.settingsLoaded, data };
      },
    );

    api.post(
      `${prefix}/notificationsettings`,
      documented({
        summary: "Set one kind's push and mail switches",
        access: role,
        body: notificationSettingUpdateSchema,
        response: notificationSettingsResponseSchema,
      }),
      async (request): Promise<z.infer<typeof notificationSettingsResponseSchema>> => {
        const account = await requireAccount(db, request, role);
        const { kind, push, mail } = inputOf(request).body;
        if (!kindsOf(role).includes(kind as NotificationKind)) {
          throw new ApiError(400, pushMessages.notYourKind);
        }
        await saveSetting(db, account.id, { Kind: kind, Push: push, Mail: mail });
        const data = await listSettings(db, account.id, role);
        return { success: true, message: pushMessages.settingSaved, data };
      },
    );
  }
}
