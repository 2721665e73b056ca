// Each account's push and mail switches per kind of notification. Only changed switches are stored; a kind
// without a row has its defaults: push on for every kind, mail on where the product mailed it before
// (support replies) and for the customer's order mails (booking confirmed, started, ended, cancelled, moved).
import type { MarketplaceAccountType } from '@callout/contracts/accounts';
import {
  customerNotificationKinds,
  type NotificationKind,
  type NotificationSetting,
  providerNotificationKinds,
} from '@callout/contracts/push';
import type { Queryable } from '../../../infra/db/database';
import { mailSwitch, storedSettings } from './notification-settings-store';

export const kindsOf = (role: MarketplaceAccountType): readonly NotificationKind[] =>
  role === 'provider' ? providerNotificationKinds : customerNotificationKinds;

const mailedByDefault: Record<MarketplaceAccountType, readonly NotificationKind[]> = {
  user: [
    'BOOKING_CONFIRMED',
    'PROVIDER_STARTED',
    'JOB_ENDED',
    'ORDER_CANCELLED',
    'RESCHEDULE',
    'SUPPORT_REPLY',
  ],
  provider: ['SUPPORT_REPLY'],
};

export const defaultSetting = (
  role: MarketplaceAccountType,
  kind: NotificationKind,
): NotificationSetting => ({
  Kind: kind,
  Push: true,
  Mail: mailedByDefault[role].includes(kind),
});

export async function listSettings(
  db: Queryable,
  accountId: string,
  role: MarketplaceAccountType,
): Promise<NotificationSetting[]> {
  const rows = await storedSettings(db, accountId);
  const stored = new Map(rows.map((row) => [row.kind, row]));
  return kindsOf(role).map((kind) => {
    const row = stored.get(kind);
    return row ? { Kind: kind, Push: row.push, Mail: row.mail } : defaultSetting(role, kind);
  });
}

/** Whether the account wants mail of this kind (its switch, else the default for its role). */
export async function wantsMail(db: Queryable, accountId: string, kind: NotificationKind): Promise<boolean> {
  const row = await mailSwitch(db, accountId, kind);
  if (!row) return false;
  return row.mail ?? defaultSetting(row.role, kind).Mail;
}
