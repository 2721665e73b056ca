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
  const rows = await db.query<{ kind: string; push: boolean; mail: boolean }>(
    'SELECT kind, push, mail FROM notification_settings WHERE account_id = $1',
    [accountId],
  );
  const stored = new Map(rows.map((row) => [row.kind, row]));
  return kindsOf(role).map((kind) => {
    const row = stored.get(kind);
    return row ? { Kind: kind, Push: row.push, Mail: row.mail } : defaultSetting(role, kind);
  });
}

export async function saveSetting(
  db: Queryable,
  accountId: string,
  { Kind, Push, Mail }: NotificationSetting,
): Promise<void> {
  await db.query(
    `INSERT INTO notification_settings (account_id, kind, push, mail) VALUES ($1, $2, $3, $4)
     ON CONFLICT (account_id, kind) DO UPDATE SET push = $3, mail = $4, updated_at = now()`,
    [accountId, Kind, Push, Mail],
  );
}

/** Whether the account wants mail of this kind (its switch, else the default for its role). */
export async function wantsMail(db: Queryable, accountId: string, kind: NotificationKind): Promise<boolean> {
  const [row] = await db.query<{ role: MarketplaceAccountType; mail: boolean | null }>(
    `SELECT a.role, s.mail FROM accounts a
     LEFT JOIN notification_settings s ON s.account_id = a.id AND s.kind = $2
     WHERE a.id = $1`,
    [accountId, kind],
  );
  if (!row) return false;
  return row.mail ?? defaultSetting(row.role, kind).Mail;
}
