// Accounts' switches per kind of notification (notification_settings): only the ones changed from their
// defaults are stored; notification-settings.ts knows the defaults.
import type { MarketplaceAccountType } from '@callout/contracts/accounts';
import type { NotificationKind, NotificationSetting } from '@callout/contracts/push';
import type { Queryable } from '../../../infra/db/database';

/** The account's stored switches, any kind. */
export function storedSettings(
  db: Queryable,
  accountId: string,
): Promise<{ kind: string; push: boolean; mail: boolean }[]> {
  return db.query<{ kind: string; push: boolean; mail: boolean }>(
    'SELECT kind, push, mail FROM notification_settings WHERE account_id = $1',
    [accountId],
  );
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

/** The account's role and its stored mail switch for the kind (null when it has none); null without the account. */
export async function mailSwitch(
  db: Queryable,
  accountId: string,
  kind: NotificationKind,
): Promise<{ role: MarketplaceAccountType; mail: boolean | null } | null> {
  const [row] = await db.query<{ role: MarketplaceAccountType; mail: boolean | null }>(
    `SELECT a.role, s.mail FROM accounts a
     LEFT JOIN notification_settings s ON s.account_id = a.id AND s.kind = $2
     WHERE a.id = $1`,
    [accountId, kind],
  );
  return row ?? null;
}

/**
 * Of these accounts, the providers (not deleted, with an address) whose mail switch for the kind is on,
 * `mailedByDefault` standing for a switch never changed.
 */
export function providersMailedFor(
  db: Queryable,
  accountIds: readonly string[],
  kind: NotificationKind,
  mailedByDefault: boolean,
): Promise<{ email: string; first_name: string | null }[]> {
  return db.query<{ email: string; first_name: string | null }>(
    `SELECT a.email, a.first_name FROM accounts a
     LEFT JOIN notification_settings s ON s.account_id = a.id AND s.kind = $2
     WHERE a.id = ANY($1::text[]) AND a.role = 'provider' AND a.deleted_at IS NULL AND a.email IS NOT NULL
       AND coalesce(s.mail, $3)`,
    [accountIds, kind, mailedByDefault],
  );
}
